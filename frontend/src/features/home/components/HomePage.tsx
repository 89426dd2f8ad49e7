import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, Calendar, Clock, Images, Mail, MapPin, Megaphone, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/lib/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EventPrices } from '@/components/event-prices';
import { SpotsLeft } from '@/components/spots-left';
import { formatDateRange } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { useHomeTitle } from '@/lib/page-title';
import { useSettings } from '@/lib/settings';
import { useWritten } from '@/lib/written';
import defaultEventImage from '@/assets/event-default.svg';
import { useFeaturedEvent } from '../api/featured-event';

/** Splits text into paragraphs on blank lines. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function HomePage() {
  useHomeTitle();
  const { t } = useLingui();
  // While the settings load, the group's texts are skeletons: the defaults are only for a failed
  // or empty load, never a flash before the real name arrives.
  const { settings, isLoading: settingsLoading } = useSettings();
  const written = useWritten();
  const banner = written(settings.announcementText, settings.bannerTextBn);
  const showBanner = settings.showAnnouncement && banner.trim() !== '';
  const about = paragraphs(written(settings.aboutText, settings.aboutTextBn));
  const families = formatNumber(50);

  return (
    <div className="grid gap-12">
      {showBanner && (
        <aside
          aria-label={t`Announcement`}
          className="flex items-start gap-3 rounded-2xl border border-marigold bg-marigold-light px-4 py-3 font-medium text-maroon"
        >
          <Megaphone className="mt-0.5 size-5 shrink-0 text-sindoor-dark" aria-hidden="true" />
          <p>{banner}</p>
        </aside>
      )}

      <section className="relative overflow-hidden rounded-3xl bg-sindoor-dark px-6 py-12 text-center text-white shadow-md sm:py-16">
        <div className="alpana-bg pointer-events-none absolute inset-0 opacity-40 invert" aria-hidden="true" />
        <div className="relative mx-auto grid max-w-2xl justify-items-center gap-4">
          {settingsLoading ? (
            <div role="status" aria-label={t`Loading group details`} className="grid w-full justify-items-center gap-4">
              <Skeleton className="h-10 w-4/5 bg-white/20 sm:h-12" />
              <Skeleton className="h-7 w-3/5 bg-white/20 sm:h-8" />
            </div>
          ) : (
            <>
              <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{settings.groupName}</h1>
              <p className="text-xl text-cream sm:text-2xl">{written(settings.tagline, settings.taglineBn)}</p>
            </>
          )}
          <Button asChild variant="secondary" size="lg" className="mt-2">
            <Link to={paths.events}>
              <Trans>Explore Events</Trans>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      {/* An organiser who cleared the About text has no About section to show. */}
      {(settingsLoading || about.length > 0) && (
        <section aria-labelledby="about-heading" className="mx-auto grid max-w-3xl gap-4">
          <h2 id="about-heading" className="text-center text-2xl font-bold sm:text-3xl">
            <Trans>About Us</Trans>
          </h2>
          {settingsLoading ? (
            <div role="status" aria-label={t`Loading about us`} className="grid gap-3">
              {['w-full', 'w-full', 'w-11/12', 'w-2/3'].map((width, index) => (
                <Skeleton key={index} className={`h-6 ${width}`} />
              ))}
            </div>
          ) : (
            about.map((paragraph, index) => (
              <p key={index} className="text-lg leading-relaxed">
                {paragraph}
              </p>
            ))
          )}
        </section>
      )}

      <section aria-labelledby="featured-heading" className="grid gap-4">
        <h2 id="featured-heading" className="text-center text-2xl font-bold sm:text-3xl">
          <Trans>Featured Event</Trans>
        </h2>
        <FeaturedEvent />
      </section>

      <section aria-label={t`Explore`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <QuickLink to={paths.events} icon={<Calendar />} title={t`Events`} text={t`See what's coming up and register to join.`} />
        <QuickLink to={paths.gallery} icon={<Images />} title={t`Gallery`} text={t`Relive our celebrations in pictures.`} />
        <QuickLink
          to={paths.contact}
          icon={<Mail />}
          title={t`Contact`}
          text={t`Questions or ideas? We'd love to hear from you.`}
        />
        <QuickLink icon={<Users />} title={t`Community`} text={t`${families}+ families and growing, open to all.`} />
      </section>
    </div>
  );
}

function FeaturedEvent() {
  const { t } = useLingui();
  const { data: event, error, isLoading } = useFeaturedEvent();
  const written = useWritten();

  if (isLoading) {
    return (
      <Card className="mx-auto w-full max-w-3xl overflow-hidden" aria-busy="true" aria-label={t`Loading featured event`}>
        <Skeleton className="aspect-video w-full rounded-none" />
        <div className="grid gap-3 p-6">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-48" />
        </div>
      </Card>
    );
  }

  if (error || !event) {
    return (
      <Card className="mx-auto w-full max-w-3xl">
        <CardContent className="pt-6 text-center text-lg text-maroon-soft sm:pt-6">
          <Trans>No upcoming events at the moment. Check back soon!</Trans>
        </CardContent>
      </Card>
    );
  }

  const title = written(event.title, event.titleBn);
  return (
    <Card className="mx-auto w-full max-w-3xl overflow-hidden">
      <img
        src={event.featuredImage || defaultEventImage}
        alt={title}
        width={800}
        height={450}
        className="aspect-video w-full bg-cream-dark object-cover"
      />
      <CardHeader>
        <CardTitle as="h3" className="text-2xl">
          {title}
        </CardTitle>
        <ul className="grid gap-1 text-maroon-soft">
          <li className="flex items-center gap-2">
            <Calendar className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
            {formatDateRange(event.date, event.endDate)}
          </li>
          {event.time && (
            <li className="flex items-center gap-2">
              <Clock className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
              {event.time}
            </li>
          )}
          <li className="flex items-center gap-2">
            <MapPin className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
            {event.venue}
          </li>
        </ul>
        <EventPrices event={event} />
        <SpotsLeft event={event} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="leading-relaxed">{written(event.description, event.descriptionBn)}</p>
        <Button asChild className="justify-self-start">
          <Link to={paths.events}>
            <Trans>Learn More &amp; Register</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function QuickLink({ to, icon, title, text }: { to?: string; icon: ReactNode; title: string; text: string }) {
  const body = (
    <Card className="h-full transition-shadow group-hover:shadow-md">
      <CardHeader className="p-4 sm:p-6">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-marigold-light text-sindoor-dark [&_svg]:size-6" aria-hidden="true">
          {icon}
        </span>
        <CardTitle className="text-lg sm:text-xl">{title}</CardTitle>
        <CardDescription className="text-sm sm:text-base">{text}</CardDescription>
      </CardHeader>
    </Card>
  );
  if (!to) return body;
  return (
    <Link to={to} className="group rounded-2xl">
      {body}
    </Link>
  );
}
