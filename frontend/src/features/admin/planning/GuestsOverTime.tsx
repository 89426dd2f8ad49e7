import * as React from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import type { Event, EventSummary } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { formatShortDay } from '../shell/format';
import { localToday } from '@/lib/dates';
import { guestsInLastWeek, guestsSoFar } from './guests-by-day';
import { Section } from './Section';

// The chart library is only needed here, so it arrives in its own small file when the planning
// view first shows a chart, never with the rest of the admin or on a public page.
const GuestsChart = React.lazy(() => import(/* webpackChunkName: "admin-chart" */ './GuestsChart'));

/** The chart of confirmed guests so far, with its numbers in words for those who cannot see it. */
export function GuestsOverTime({ summary, event }: { summary: EventSummary; event: Event }) {
  const soFar = React.useMemo(() => guestsSoFar(summary.guestsByDay), [summary.guestsByDay]);
  const today = localToday();
  const lastWeek = guestsInLastWeek(summary.guestsByDay, today);
  const captionId = React.useId();
  const capacity = event.capacity ?? null;
  const { t } = useLingui();
  const { confirmedGuests } = summary;
  const places = capacity === null ? '' : formatNumber(capacity);

  return (
    <Section title={t`Confirmed guests by day`}>
      {soFar.dates.length === 0 ? (
        <p className="text-maroon-soft">
          <Trans>No confirmed guests yet; the chart starts with the first registration.</Trans>
        </p>
      ) : (
        <figure aria-labelledby={captionId} className="grid gap-3">
          <figcaption id={captionId}>
            {capacity === null
              ? t`${plural(confirmedGuests, { one: '# guest', other: '# guests' })} confirmed so far; ${plural(lastWeek, { one: '# guest', other: '# guests' })} in the last 7 days.`
              : t`${plural(confirmedGuests, { one: '# guest', other: '# guests' })} confirmed so far of ${places} places; ${plural(lastWeek, { one: '# guest', other: '# guests' })} in the last 7 days.`}
          </figcaption>
          <React.Suspense fallback={<Skeleton className="h-[200px]" />}>
            <GuestsChart soFar={soFar} today={today} eventDate={event.date} capacity={capacity} />
          </React.Suspense>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-sindoor-dark">
              <Trans>The numbers, day by day</Trans>
            </summary>
            <ol className="mt-2 grid gap-1 sm:grid-cols-2">
              {soFar.dates.map((date, index) => (
                <li key={date}>
                  <Trans>
                    {{ day: formatShortDay(date) }}: {{ total: formatNumber(soFar.totals[index]) }} in all
                  </Trans>
                </li>
              ))}
            </ol>
          </details>
        </figure>
      )}
    </Section>
  );
}
