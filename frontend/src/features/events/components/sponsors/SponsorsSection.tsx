import '@/components/festival/messages';
import * as React from 'react';
import { Link } from 'react-router-dom';
import { HandHeart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PaymentDetails } from '@/components/payment-details';
import { isApiError } from '@/lib/api';
import type { CreatedSponsor, Event, Sponsorship } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { sponsorPath } from '@/lib/routes';
import { useSponsorWall, useTakeSponsorship } from '../../api/sponsors';

function AdSizeLabel({ size }: { size: Sponsorship['adSize'] }) {
  if (size === 'full') return <Trans>Full page ad</Trans>;
  if (size === 'half') return <Trans>Half page ad</Trans>;
  if (size === 'quarter') return <Trans>Quarter page ad</Trans>;
  return null;
}

function Left({ offer }: { offer: Sponsorship }) {
  const { t } = useLingui();
  if (offer.available === null || offer.available === undefined) return null;
  const left = Math.max(offer.available - offer.taken, 0);
  if (left === 0) return <Badge variant="secondary">{t`Taken`}</Badge>;
  const count = formatNumber(left);
  return <Badge variant="secondary">{t`${count} left`}</Badge>;
}

interface FormState {
  displayName: string;
  contactName: string;
  email: string;
  phone: string;
  showName: boolean;
}

const EMPTY: FormState = { displayName: '', contactName: '', email: '', phone: '', showName: true };

function SponsorDialog({ event, offer, onClose }: { event: Event; offer: Sponsorship; onClose: () => void }) {
  const { t } = useLingui();
  const take = useTakeSponsorship();
  const [form, setForm] = React.useState<FormState>(EMPTY);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [message, setMessage] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [created, setCreated] = React.useState<CreatedSponsor | null>(null);

  const set = (name: keyof FormState) => (change: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [name]: name === 'showName' ? change.target.checked : change.target.value }));

  async function submit(submitted: React.FormEvent) {
    submitted.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      setCreated(await take(event.id, { sponsorshipId: offer.id as number, note: '', ...form }));
    } catch (error) {
      if (isApiError(error, 400)) setErrors(error.fieldErrors);
      setMessage(isApiError(error) ? (error.body?.message ?? t`Something went wrong. Please try again.`) : t`Something went wrong. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  const amount = formatMoney(offer.amount);
  const field = (name: keyof Omit<FormState, 'showName'>, label: string, type = 'text', autoComplete?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`sponsor-${name}`}>{label}</Label>
      <Input
        id={`sponsor-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={form[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `sponsor-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`sponsor-${name}-error`} className="text-sm font-medium text-sindoor-dark">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>
              Sponsor: {offer.name}, {amount}
            </Trans>
          </DialogTitle>
        </DialogHeader>
        {created ? (
          <div className="grid gap-4" role="status">
            <p className="font-semibold">
              <Trans>Thank you! We have emailed you these details.</Trans>
            </p>
            <PaymentDetails amountDue={created.amountDue} reference={created.paymentReference} instructions={created.paymentInstructions} />
            <Button asChild>
              <Link to={sponsorPath(created.id)}>
                {created.kind === 'ad' ? <Trans>Send your ad's artwork</Trans> : <Trans>Your sponsorship</Trans>}
              </Link>
            </Button>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={(submitted) => void submit(submitted)} noValidate>
            {field('displayName', t`Name to thank you by (a family, a shop)`, 'text', 'organization')}
            {field('contactName', t`Your name`, 'text', 'name')}
            {field('email', t`Email`, 'email', 'email')}
            {field('phone', t`Phone (optional)`, 'tel', 'tel')}
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" className="size-5" checked={form.showName} onChange={set('showName')} />
              <Trans>Name us on the sponsor wall and in the souvenir</Trans>
            </label>
            {message && (
              <p role="alert" className="font-medium text-sindoor-dark">
                {message}
              </p>
            )}
            <Button type="submit" disabled={busy}>
              <HandHeart aria-hidden="true" />
              <Trans>Sponsor</Trans>
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What the event offers its sponsors, with what is left and a form to take one; the paid sponsors named. */
export function SponsorsSection({ event }: { event: Event }) {
  const offers = event.sponsorships ?? [];
  const { data: wall = [] } = useSponsorWall(event.id, offers.length > 0);
  const [chosen, setChosen] = React.useState<Sponsorship | null>(null);
  if (offers.length === 0 && wall.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Sponsor this event</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {offers.length > 0 && (
          <ul className="grid gap-3">
            {offers.map((offer) => {
              const amount = formatMoney(offer.amount);
              const full = offer.available !== null && offer.available !== undefined && offer.taken >= offer.available;
              return (
                <li key={offer.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold wrap-anywhere">
                      {offer.name} · {amount}
                    </p>
                    {offer.kind === 'ad' && (
                      <p className="text-sm text-maroon-soft">
                        <AdSizeLabel size={offer.adSize} />
                      </p>
                    )}
                    {offer.benefits && <p className="text-sm text-maroon-soft">{offer.benefits}</p>}
                    <Left offer={offer} />
                  </div>
                  <Button variant="outline" disabled={full} onClick={() => setChosen(offer)} aria-label={`${offer.name}: ${amount}`}>
                    <Trans>Sponsor</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {wall.length > 0 && (
          <div className="grid gap-2">
            <h3 className="font-semibold">
              <Trans>Thank you to our sponsors</Trans>
            </h3>
            <ul className="grid gap-1" data-testid="sponsor-wall">
              {wall.map((sponsor, index) => (
                <li key={`${sponsor.displayName}-${index}`}>
                  <span className="font-semibold">{sponsor.displayName}</span>{' '}
                  <span className="text-sm text-maroon-soft">{sponsor.sponsorship}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      {chosen && <SponsorDialog event={event} offer={chosen} onClose={() => setChosen(null)} />}
    </Card>
  );
}
