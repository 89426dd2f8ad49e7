import './messages';
import { Trans } from '@lingui/react/macro';
import type { ProgrammeEntry } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { actKindLabel, childNamesLabel } from './schemas';

/** What was sent: the act, its performers, its length and its contact. */
export function ActSummary({ entry }: { entry: ProgrammeEntry }) {
  const minutes = formatNumber(entry.durationMinutes);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-cream p-4">
      <dt className="font-semibold">
        <Trans>Act</Trans>
      </dt>
      <dd className="wrap-anywhere">
        {entry.title} ({actKindLabel(entry.kind)})
      </dd>
      <dt className="font-semibold">
        <Trans>Performers</Trans>
      </dt>
      <dd className="wrap-anywhere">{entry.performers.map((performer) => performer.name).join(', ')}</dd>
      {entry.performers.some((performer) => performer.child) && (
        <>
          <dt className="font-semibold">
            <Trans>Children's names</Trans>
          </dt>
          <dd>{childNamesLabel(entry.childNames ?? 'first')}</dd>
        </>
      )}
      <dt className="font-semibold">
        <Trans>Length</Trans>
      </dt>
      <dd>
        <Trans>{minutes} min</Trans>
      </dd>
      <dt className="font-semibold">
        <Trans>Music</Trans>
      </dt>
      <dd>{entry.trackPath ? <Trans>Uploaded</Trans> : <Trans>None</Trans>}</dd>
      <dt className="font-semibold">
        <Trans>Contact</Trans>
      </dt>
      <dd className="break-all">
        {entry.contactName}, {entry.contactEmail}
      </dd>
    </dl>
  );
}
