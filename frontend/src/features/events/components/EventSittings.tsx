import '@/components/festival/messages';
import * as React from 'react';
import { Clock } from 'lucide-react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Event, Sitting } from '@/lib/api-types';
import { formatClock, formatDayOfFestival } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { useWritten } from '@/lib/written';

/**
 * The event's timed sittings (pushpanjali at 9:00, 9:40, 10:20 ...), by day, each with the seats it
 * has left; a confirmed party books them from its registration.
 */
export function EventSittings({ event }: { event: Event }) {
  const written = useWritten();
  const headingId = React.useId();
  const sittings = event.sittings ?? [];
  if (sittings.length === 0) return null;
  const days = event.days ?? [];
  const groups = [
    ...sittings.filter((sitting) => sitting.dayId == null).map((sitting) => ({ key: 'event', label: '', sitting })),
    ...days.flatMap((day) =>
      sittings
        .filter((sitting) => sitting.dayId === day.id)
        .map((sitting) => ({
          key: String(day.id),
          label: written(day.title ?? '', day.titleBn) || formatDayOfFestival(day.date),
          sitting,
        })),
    ),
  ];
  const labels = [...new Map(groups.map((row) => [row.key, row.label])).entries()];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          <Trans>Sittings</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-maroon-soft">
          <Trans>Book a time for your whole party from your registration.</Trans>
        </p>
        {labels.map(([key, label]) => (
          <div key={key} className="grid gap-2">
            {label && <h3 className="font-bold wrap-anywhere">{label}</h3>}
            <ul className="grid gap-2 sm:grid-cols-2">
              {groups
                .filter((row) => row.key === key)
                .map(({ sitting }) => (
                  <SittingRow key={sitting.id} sitting={sitting} />
                ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function SittingRow({ sitting }: { sitting: Sitting }) {
  const { t } = useLingui();
  const written = useWritten();
  const left = Math.max(sitting.capacity - (sitting.taken ?? 0), 0);
  const count = formatNumber(left);
  const seats = left === 0 ? t`Full` : select(pluralForm(left), { one: `${count} seat left`, other: `${count} seats left` });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-cream/60 px-4 py-3">
      <Clock className="size-4 shrink-0 text-sindoor" aria-hidden="true" />
      <span className="font-semibold wrap-anywhere">{written(sitting.title, sitting.titleBn)}</span>
      <span>{formatClock(sitting.startTime)}</span>
      <span className={`ml-auto text-sm font-semibold ${left === 0 ? 'text-sindoor-dark' : 'text-leaf'}`}>{seats}</span>
    </li>
  );
}
