import '@/components/festival/messages';
import * as React from 'react';
import { Link, useParams } from 'react-router-dom';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PaymentDetails } from '@/components/payment-details';
import { isApiError } from '@/lib/api';
import type { TakenSponsorship } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { useManageToken } from '@/lib/manage-link';
import { formatMoney } from '@/lib/money';
import { usePageTitle } from '@/lib/page-title';
import { eventPath } from '@/lib/routes';
import { useSendArtwork, useSponsor } from '../../api/sponsors';

function positiveInt(value: string | undefined): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

function StatusBadge({ status }: { status: TakenSponsorship['status'] }) {
  const { t } = useLingui();
  const labels: Record<TakenSponsorship['status'], string> = {
    pending: t`Waiting for your artwork`,
    artworkSubmitted: t`Artwork sent: waiting for the organisers`,
    approved: t`Approved for the souvenir`,
    changesRequested: t`Changes asked for`,
  };
  return <Badge variant={status === 'approved' ? 'success' : 'secondary'}>{labels[status]}</Badge>;
}

function ArtworkUpload({ sponsor }: { sponsor: TakenSponsorship }) {
  const { t } = useLingui();
  const send = useSendArtwork();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [sent, setSent] = React.useState(false);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    setSent(false);
    try {
      await send(sponsor.id, file);
      setSent(true);
    } catch (failure) {
      const field = isApiError(failure) ? failure.fieldErrors.path : undefined;
      setError(field ?? (isApiError(failure) ? failure.body?.message : undefined) ?? t`The artwork could not be sent. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button variant="outline" className="justify-self-start" disabled={busy} onClick={() => fileInput.current?.click()}>
        {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
        {sponsor.artworkUrl ? <Trans>Send new artwork</Trans> : <Trans>Send your artwork</Trans>}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        className="sr-only"
        tabIndex={-1}
        aria-label={t`Artwork file`}
        data-testid="artwork-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-sindoor-dark">
          {error}
        </p>
      ) : sent ? (
        <p role="status" className="text-sm font-semibold text-leaf">
          <Trans>Thank you: your artwork is with the organisers.</Trans>
        </p>
      ) : (
        <p className="text-sm text-maroon-soft">{sponsor.artworkHint ?? <Trans>A PDF, PNG or JPEG at 300 dpi at the printed size.</Trans>}</p>
      )}
    </div>
  );
}

function SponsorDetails({ sponsor }: { sponsor: TakenSponsorship }) {
  const amount = formatMoney(sponsor.amountDue);
  const paid = formatMoney(sponsor.amountPaid);
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold wrap-anywhere">{sponsor.displayName}</h1>
          {sponsor.kind === 'ad' && <StatusBadge status={sponsor.status} />}
        </div>
        <p className="text-maroon-soft">
          {sponsor.sponsorshipName} · {amount}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        {sponsor.paymentStatus === 'paid' ? (
          <p className="font-semibold text-leaf">
            <Trans>Paid: {paid}. Thank you!</Trans>
          </p>
        ) : (
          <PaymentDetails amountDue={sponsor.amountDue - sponsor.amountPaid} reference={sponsor.paymentReference} instructions={sponsor.paymentInstructions} />
        )}
        {sponsor.kind === 'ad' && (
          <section className="grid gap-3" aria-labelledby="artwork-heading">
            <h2 id="artwork-heading" className="text-lg font-bold">
              <Trans>Your ad's artwork</Trans>
            </h2>
            {sponsor.artworkUrl && (
              <a href={sponsor.artworkUrl} className="font-semibold text-sindoor-dark hover:underline" target="_blank" rel="noreferrer">
                <Trans>The artwork you sent</Trans>
              </a>
            )}
            {sponsor.reviews.length > 0 && (
              <ul className="grid gap-1 text-sm">
                {sponsor.reviews.map((review, index) => (
                  <li key={index}>
                    <span className="text-maroon-soft">{formatTimestamp(review.createdAt)}</span> <StatusBadge status={review.status} />
                    {review.note && <p className="mt-1">{review.note}</p>}
                  </li>
                ))}
              </ul>
            )}
            {sponsor.status !== 'approved' && <ArtworkUpload sponsor={sponsor} />}
          </section>
        )}
        <Link to={eventPath(sponsor.eventId)} className="font-semibold text-sindoor-dark hover:underline">
          <Trans>Back to the event</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

/** /sponsors/{id}?token=…: the sponsorship taken, what to pay, and an ad's artwork; opened from the emailed link. */
export default function SponsorPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const sponsorId = positiveInt(id);
  const { pending } = useManageToken('sponsor', sponsorId);
  const { data: sponsor, error, isLoading } = useSponsor(pending ? null : sponsorId);
  usePageTitle(sponsor ? sponsor.displayName : t`Your sponsorship`);

  if (!sponsorId || error) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="pt-8 sm:pt-8">
          <p>
            <Trans>This link cannot open that sponsorship. We've emailed you a link to it.</Trans>
          </p>
        </CardContent>
      </Card>
    );
  }
  if (pending || isLoading || !sponsor) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4" aria-busy="true" aria-label={t`Loading your sponsorship`}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return <SponsorDetails sponsor={sponsor} />;
}
