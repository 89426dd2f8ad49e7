import * as React from 'react';
import { BookOpen, Check, Download, HandHeart, MessageSquareWarning, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { AdminContribution, AdminSponsor, SearchResult } from '@/lib/api-types';
import { formatMoney } from '@/lib/money';
import { useAdminEvents } from '../events/api/events';
import { EventPicker } from '../shell/EventPicker';
import { useOpening } from '../shell/navigation';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';
import {
  souvenirPdfPath,
  useAdminSouvenir,
  useAdminSponsors,
  useDecidePiece,
  useReviewArtwork,
} from './api/sponsors';

function SponsorStatus({ status }: { status: AdminSponsor['status'] }) {
  const { t } = useLingui();
  const labels: Record<AdminSponsor['status'], string> = {
    pending: t`No artwork yet`,
    artworkSubmitted: t`Artwork to review`,
    approved: t`Approved`,
    changesRequested: t`Changes asked for`,
  };
  return <Badge variant={status === 'approved' ? 'success' : 'secondary'}>{labels[status]}</Badge>;
}

function SponsorRow({ sponsor, eventId }: { sponsor: AdminSponsor; eventId: string }) {
  const { t } = useLingui();
  const review = useReviewArtwork(eventId);
  const { run, busy } = useAdminMutation();
  const [note, setNote] = React.useState('');
  const noteId = React.useId();
  const amount = formatMoney(sponsor.amountDue);
  const paid = formatMoney(sponsor.amountPaid);

  async function decide(status: 'approved' | 'changesRequested') {
    const done = await run(() => review(sponsor.id, { status, note }), {
      failure: { title: t`Not saved`, description: t`The review could not be saved. Please try again.` },
    });
    if (done.ok) setNote('');
  }

  return (
    <li className="grid gap-2 rounded-lg border border-line p-3" data-testid="admin-sponsor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold wrap-anywhere">
          {sponsor.displayName} · {sponsor.sponsorshipName}
        </p>
        {sponsor.kind === 'ad' && <SponsorStatus status={sponsor.status} />}
      </div>
      <p className="text-sm text-maroon-soft">
        {sponsor.contactName} · {sponsor.email} · {sponsor.paymentReference} ·{' '}
        <Trans>
          {paid} paid of {amount}
        </Trans>
      </p>
      {sponsor.artworkUrl && (
        <a href={sponsor.artworkUrl} target="_blank" rel="noreferrer" className="text-sm font-semibold text-sindoor-dark hover:underline">
          <Trans>Open the artwork</Trans>
        </a>
      )}
      {sponsor.reviews.some((item) => item.note) && (
        <ul className="text-sm">
          {sponsor.reviews
            .filter((item) => item.note)
            .map((item, index) => (
              <li key={index}>
                <SponsorStatus status={item.status} /> {item.note}
              </li>
            ))}
        </ul>
      )}
      {sponsor.kind === 'ad' && sponsor.artworkUrl && sponsor.status !== 'approved' && (
        <div className="grid gap-2">
          <Label htmlFor={noteId}>
            <Trans>Note to the sponsor (optional)</Trans>
          </Label>
          <Textarea id={noteId} value={note} onChange={(change) => setNote(change.target.value)} rows={2} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void decide('approved')} disabled={busy} aria-label={t`Approve the ad of ${sponsor.displayName}`}>
              <Check aria-hidden="true" />
              <Trans>Approve</Trans>
            </Button>
            <Button variant="outline" onClick={() => void decide('changesRequested')} disabled={busy}>
              <MessageSquareWarning aria-hidden="true" />
              <Trans>Ask for changes</Trans>
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function PieceRow({ piece, eventId }: { piece: AdminContribution; eventId: string }) {
  const { t } = useLingui();
  const decide = useDecidePiece(eventId);
  const { run, busy } = useAdminMutation();
  const labels: Record<AdminContribution['kind'], string> = { story: t`Story`, poem: t`Poem`, drawing: t`Drawing` };
  const statuses: Record<NonNullable<AdminContribution['status']>, string> = {
    submitted: t`Waiting`,
    accepted: t`Accepted`,
    declined: t`Declined`,
  };
  const status = piece.status ?? 'submitted';

  return (
    <li className="grid gap-2 rounded-lg border border-line p-3" data-testid="souvenir-piece">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold wrap-anywhere">
          {piece.title} · {piece.author} · {labels[piece.kind]}
        </p>
        <Badge variant={status === 'accepted' ? 'success' : 'secondary'}>{statuses[status]}</Badge>
      </div>
      {piece.text && <p className="whitespace-pre-line text-sm">{piece.text}</p>}
      {piece.imageUrl && <img src={piece.imageUrl} alt={piece.title} className="max-h-48 justify-self-start rounded" />}
      {status === 'submitted' && (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void run(() => decide(piece.id as number, { status: 'accepted', note: '' }), {})}
            disabled={busy}
            aria-label={t`Accept ${piece.title}`}
          >
            <Check aria-hidden="true" />
            <Trans>Accept</Trans>
          </Button>
          <Button variant="outline" onClick={() => void run(() => decide(piece.id as number, { status: 'declined', note: '' }), {})} disabled={busy}>
            <X aria-hidden="true" />
            <Trans>Decline</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

function EventSponsors({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { sponsors, error, isLoading, retry } = useAdminSponsors(eventId);
  const souvenir = useAdminSouvenir(eventId);
  if (isLoading || souvenir.isLoading) return <Skeleton className="h-40" aria-label={t`Loading the sponsors`} />;
  if (error || !sponsors) return <ErrorState message={t`We could not load the sponsors.`} onRetry={retry} />;
  return (
    <div className="grid gap-6">
      <a href={souvenirPdfPath(eventId)} download className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
        <Download aria-hidden="true" />
        <Trans>Download the souvenir (PDF)</Trans>
      </a>
      <section aria-labelledby="sponsors-list-heading" className="grid gap-3">
        <h4 id="sponsors-list-heading" className="text-lg font-bold">
          <Trans>Sponsors</Trans>
        </h4>
        {sponsors.length === 0 ? (
          <EmptyState icon={HandHeart} title={t`No sponsors yet`} description={t`Sponsors take the event's offers on its page.`} />
        ) : (
          <ul className="grid gap-3">
            {sponsors.map((sponsor) => (
              <SponsorRow key={sponsor.id} sponsor={sponsor} eventId={eventId} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="souvenir-heading" className="grid gap-3">
        <h4 id="souvenir-heading" className="text-lg font-bold">
          <Trans>Souvenir pieces</Trans>
        </h4>
        {(souvenir.contributions ?? []).length === 0 ? (
          <EmptyState icon={BookOpen} title={t`No pieces yet`} description={t`Stories, poems and drawings families send appear here.`} />
        ) : (
          <ul className="grid gap-3">
            {(souvenir.contributions ?? []).map((piece) => (
              <PieceRow key={piece.id} piece={piece} eventId={eventId} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Sponsors and the souvenir: choose an event, review the ads' artwork, accept the pieces, download the book. */
export function SponsorsTab() {
  const { t } = useLingui();
  const { events, isLoading, error, retry } = useAdminEvents();
  const [eventId, setEventId] = React.useState<string | null>(null);
  // A sponsor found by the dashboard's search opens its event here.
  const opening = useOpening('sponsorship');
  const [opened, setOpened] = React.useState<SearchResult | null>(null);
  if (opening && opening !== opened && opening.eventId !== null) {
    setOpened(opening);
    setEventId(String(opening.eventId));
  }
  return (
    <section aria-labelledby="sponsors-heading">
      <TabHeader
        id="sponsors-heading"
        title={t`Sponsors and souvenir`}
        description={t`Review the ads' artwork, accept the families' pieces and download the souvenir for the printer.`}
      />
      <Card>
        <CardHeader className="gap-4">
          <CardTitle as="h3">
            <Trans>Event</Trans>
          </CardTitle>
          <EventPicker
            events={events}
            isLoading={isLoading}
            error={error}
            retry={retry}
            value={eventId}
            onChange={setEventId}
            placeholder={t`Choose an event to see its sponsors`}
            className="md:max-w-md"
          />
        </CardHeader>
        <CardContent>
          {eventId ? (
            <EventSponsors eventId={eventId} />
          ) : (
            <EmptyState icon={HandHeart} title={t`Choose an event`} description={t`Pick an event above to see its sponsors and souvenir.`} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
