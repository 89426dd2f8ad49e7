import { Link } from 'react-router-dom';
import { Mail, MapPin } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n';
import { navLinks } from '@/lib/routes';
import { useSettings } from '@/lib/settings';
import { useWritten } from '@/lib/written';
import { InstagramIcon, WhatsAppIcon } from '@/components/social-icons';
import { Skeleton } from '@/components/ui/skeleton';

export function Footer() {
  const { t, i18n } = useLingui();
  const { settings, isLoading } = useSettings();
  const year = formatNumber(new Date().getFullYear(), { useGrouping: false });
  const tagline = useWritten()(settings.tagline, settings.taglineBn);
  const owner = isLoading ? '' : ` ${settings.groupName}`;
  const hasSocial = Boolean(settings.whatsappLink || settings.instagramLink);

  return (
    <footer className="mt-16 border-t border-line bg-maroon text-cream">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid content-start gap-2">
          {isLoading ? (
            <div role="status" aria-label={t`Loading group details`} className="grid gap-2">
              <Skeleton className="h-7 w-2/3 bg-cream/15" />
              <Skeleton className="h-16 w-full bg-cream/15" />
            </div>
          ) : (
            <>
              <h2 className="text-lg font-bold">{settings.groupName}</h2>
              <p className="text-cream/90">
                <Trans>
                  {tagline}. A Bengali cultural community bringing families together through festivals, music, food
                  and friendship.
                </Trans>
              </p>
            </>
          )}
        </div>

        <div className="grid content-start gap-2">
          <h2 className="text-lg font-bold">
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="grid gap-1">
            {navLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center text-cream/90 underline-offset-4 hover:underline">
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid content-start gap-3">
          <h2 className="text-lg font-bold">
            <Trans>Contact</Trans>
          </h2>
          {settings.contactEmail && (
            <a
              href={`mailto:${settings.contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 break-all text-cream/90 underline-offset-4 hover:underline"
            >
              <Mail className="size-5 shrink-0" aria-hidden="true" />
              {settings.contactEmail}
            </a>
          )}
          <p className="flex items-center gap-2 text-cream/90">
            <MapPin className="size-5 shrink-0" aria-hidden="true" />
            <Trans>Tracy, California</Trans>
          </p>
          {hasSocial && (
            <div className="flex gap-2">
              {settings.whatsappLink && (
                <a
                  href={settings.whatsappLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="WhatsApp"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-cream/10 hover:bg-cream/20"
                >
                  <WhatsAppIcon className="size-5" />
                </a>
              )}
              {settings.instagramLink && (
                <a
                  href={settings.instagramLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Instagram"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-cream/10 hover:bg-cream/20"
                >
                  <InstagramIcon className="size-5" />
                </a>
              )}
            </div>
          )}
        </div>
      </div>
      <p className="border-t border-cream/20 px-4 py-4 text-center text-sm text-cream/90">
        <Trans>
          © {year}
          {owner}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
