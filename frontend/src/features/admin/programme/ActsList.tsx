import { Check, Download, Mail, Phone, X } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdminProgrammeEntry, ProgrammeDecision } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import { Email } from '../shell/Email';

type Decision = ProgrammeDecision['status'];

const STATUS_VARIANTS = {
  submitted: 'secondary',
  accepted: 'success',
  declined: 'muted',
  withdrawn: 'outline',
} as const;

function ActCard({ entry, onDecide }: { entry: AdminProgrammeEntry; onDecide: (entry: AdminProgrammeEntry, decision: Decision) => void }) {
  const { t } = useLingui();
  const minutes = formatNumber(entry.durationMinutes);
  const children = entry.performers.filter((performer) => performer.child).length;
  const performerCount = t`${plural(entry.performers.length, { one: '# performer', other: '# performers' })}`;
  const childCount = t`${plural(children, { one: '# child', other: '# children' })}`;
  return (
    <li className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h4 className="text-lg font-bold wrap-anywhere">{entry.title}</h4>
          <p className="text-sm text-maroon-soft">
            {t(KIND_LABELS[entry.kind])} · <Trans>{minutes} min</Trans> ·{' '}
            {performerCount}
            {children > 0 && `, ${childCount}`}
          </p>
        </div>
        <Badge variant={STATUS_VARIANTS[entry.status]}>{t(STATUS_LABELS[entry.status])}</Badge>
      </div>
      <p className="wrap-anywhere">
        <span className="sr-only">
          <Trans>Performers:</Trans>{' '}
        </span>
        {entry.performers.map((performer) => (performer.child ? t`${performer.name} (child)` : performer.name)).join(', ')}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{entry.contactName}</span>
        <a className="inline-flex min-w-0 items-center gap-1 text-sindoor-dark hover:underline" href={`mailto:${entry.contactEmail}`}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <Email address={entry.contactEmail} />
          </span>
        </a>
        {entry.contactPhone && (
          <a className="inline-flex items-center gap-1 text-sindoor-dark hover:underline" href={`tel:${entry.contactPhone}`}>
            <Phone className="size-4" aria-hidden="true" />
            {entry.contactPhone}
          </a>
        )}
      </div>
      {entry.notes && (
        <p className="rounded-lg bg-cream px-3 py-2 text-sm">
          <Trans>Notes: {entry.notes}</Trans>
        </p>
      )}
      {entry.note && (
        <p className="text-sm text-maroon-soft">
          <Trans>Your note: {entry.note}</Trans>
        </p>
      )}
      {entry.trackUrl ? (
        <div className="flex flex-wrap items-center gap-3">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- music to perform to, with nothing to caption */}
          <audio controls preload="none" src={entry.trackUrl} className="h-11 max-w-full" aria-label={t`Music for ${entry.title}`} />
          <a
            href={entry.trackUrl}
            download
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-sindoor-dark hover:underline"
          >
            <Download className="size-5" aria-hidden="true" />
            <Trans>Download the music</Trans>
          </a>
        </div>
      ) : (
        <p className="text-sm text-maroon-soft">
          <Trans>No music track.</Trans>
        </p>
      )}
      {entry.status !== 'withdrawn' && (
        <div className="flex flex-wrap gap-2">
          {entry.status !== 'accepted' && (
            <Button size="sm" className="min-h-11" onClick={() => onDecide(entry, 'accepted')} aria-label={t`Accept ${entry.title}`}>
              <Check aria-hidden="true" />
              <Trans>Accept</Trans>
            </Button>
          )}
          {entry.status !== 'declined' && (
            <Button
              size="sm"
              variant="outline"
              className="min-h-11"
              onClick={() => onDecide(entry, 'declined')}
              aria-label={t`Decline ${entry.title}`}
            >
              <X aria-hidden="true" />
              <Trans>Decline</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Every act sent for the event, with who to reach about it, its music, and the decision to make. */
export function ActsList({
  entries,
  onDecide,
}: {
  entries: AdminProgrammeEntry[];
  onDecide: (entry: AdminProgrammeEntry, decision: Decision) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3" aria-label={t`Acts`}>
      {entries.map((entry) => (
        <ActCard key={entry.id} entry={entry} onDecide={onDecide} />
      ))}
    </ul>
  );
}
