import * as React from 'react';
import { Check, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { PhotoSubmission } from '@/lib/api-types';
import { usePhotoSubmissions, useDecidePhoto } from './api/gallery';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { Spinner } from '../shell/states';

function Submission({ submission }: { submission: PhotoSubmission }) {
  const { t } = useLingui();
  const decide = useDecidePhoto();
  const { run, busy } = useAdminMutation();
  const [error, setError] = React.useState<string | null>(null);
  const family = submission.familyName || submission.familyEmail;
  const event = submission.eventTitle;

  async function choose(decision: 'approve' | 'decline') {
    setError(null);
    await run(() => decide(submission.id, decision), {
      onError: (err) => setError(serverMessage(err, t`The photo could not be decided. Please try again.`)),
    });
  }

  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-white p-3 sm:grid-cols-[12rem_1fr]">
      <a href={submission.imagePath} target="_blank" rel="noopener noreferrer" className="block">
        <img
          src={submission.thumbnailPath || submission.imagePath}
          alt={t`${event}, sent by ${family}`}
          width={submission.width ?? 320}
          height={submission.height ?? 240}
          className="h-auto w-full rounded-lg bg-cream-dark"
        />
      </a>
      <div className="grid content-start gap-2">
        <p className="font-bold">{event}</p>
        <p>
          <Trans>From {family}; shown with their name.</Trans>
        </p>
        {submission.declinedConsent.length > 0 ? (
          <div role="note" className="rounded-lg bg-marigold-light px-3 py-2 text-sm">
            <p className="font-semibold">
              <Trans>Declined photo consent at this event:</Trans>
            </p>
            <ul className="list-inside list-disc">
              {submission.declinedConsent.map((name, index) => (
                <li key={`${name}-${index}`}>{name}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-maroon-soft">
            <Trans>Every party of this event agreed to photos.</Trans>
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-semibold text-sindoor-dark">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => void choose('approve')} aria-label={t`Approve the photo of ${event} from ${family}`}>
            {busy ? <Spinner /> : <Check aria-hidden="true" />}
            <Trans>Approve</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void choose('decline')} aria-label={t`Decline the photo of ${event} from ${family}`}>
            <X aria-hidden="true" />
            <Trans>Decline</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The photos families sent, waiting for an organiser: approve each into its event's album, or decline it. */
export function PhotoSubmissions() {
  const { submissions, error, retry } = usePhotoSubmissions();
  if (error) {
    // Quietly, beside the gallery's own state: the gallery tab's failure speaks for the page.
    return (
      <p className="mt-8 flex flex-wrap items-center gap-3 text-maroon-soft">
        <Trans>We could not load the families' photos.</Trans>
        <Button variant="outline" size="sm" onClick={() => void retry()}>
          <Trans>Load the families' photos again</Trans>
        </Button>
      </p>
    );
  }
  if (!submissions || submissions.length === 0) return null;
  return (
    <section aria-labelledby="photo-submissions-heading" className="mt-8">
      <h3 id="photo-submissions-heading" className="mb-4 text-xl font-bold">
        <Trans>Photos from families</Trans>
      </h3>
      <ul className="grid gap-4">
        {submissions.map((submission) => (
          <Submission key={submission.id} submission={submission} />
        ))}
      </ul>
    </section>
  );
}
