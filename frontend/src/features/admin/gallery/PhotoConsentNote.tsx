import { CameraOff, Check } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEventSummary } from '../registrations/api/registrations';

/**
 * Before photos of an event go into the gallery: who of that event's confirmed parties said no to
 * appearing in it, so their photos can be left out.
 */
export function PhotoConsentNote({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const { summary, error, isLoading, retry } = useEventSummary(eventId);
  const { t } = useLingui();

  if (isLoading) {
    return (
      <div role="status" aria-label={t`Checking who declined photos`} className="grid gap-2">
        <Skeleton className="h-5 w-3/4" />
      </div>
    );
  }
  if (error || !summary) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-sindoor/40 bg-white px-3 py-2 text-sm">
        <span>
          <Trans>We could not check who declined photos at {eventTitle}.</Trans>
        </span>
        <Button variant="outline" size="sm" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (summary.noPhotoConsent.length === 0) {
    return (
      <p className="flex items-start gap-2 text-sm text-maroon-soft">
        <Check className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden="true" />
        <Trans>Every confirmed party of {eventTitle} agreed to appear in the gallery.</Trans>
      </p>
    );
  }
  return (
    <div role="note" aria-label={t`Declined photos`} className="flex items-start gap-3 rounded-lg border border-marigold bg-marigold-light/60 px-3 py-2">
      <CameraOff className="mt-0.5 size-5 shrink-0 text-sindoor-dark" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-semibold">
          <Trans>Leave out photos of these parties; they did not agree to appear in the gallery:</Trans>
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {summary.noPhotoConsent.map((name, index) => (
            <li key={index} className="font-semibold text-maroon">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
