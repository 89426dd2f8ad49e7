import * as React from 'react';
import { Trans } from '@lingui/react/macro';
import type { EventDay } from '@/lib/api-types';
import { dateFormat, siteToday } from '@/lib/dates';
import { cn } from '@/lib/utils';

function shortDate(value: string): string {
  return dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
}

/**
 * The festival day the door checks in for: one choice per day (its title and date, today's
 * marked), as radio buttons wrapping onto a second row on a narrow phone. Each is a tap target
 * of at least 44 px.
 */
export function DayChooser({
  days,
  dayId,
  onChoose,
}: {
  days: readonly EventDay[];
  dayId: number | null;
  onChoose: (dayId: number) => void;
}) {
  const name = React.useId();
  const today = siteToday();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-base font-semibold">
        <Trans>Day</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {days.map((day) => {
          const id = day.id;
          // A day the server has saved always has its id; only the event form's new rows have none.
          if (id === undefined) return null;
          const chosen = id === dayId;
          return (
            <label
              key={id}
              className={cn(
                'flex min-h-11 min-w-16 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-3 py-1 text-center leading-tight',
                'focus-within:ring-2 focus-within:ring-marigold focus-within:ring-offset-2',
                chosen ? 'border-sindoor bg-sindoor text-white' : 'border-line bg-white text-maroon hover:border-sindoor',
              )}
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={chosen}
                onChange={() => onChoose(id)}
                className="sr-only"
              />
              <span className="font-bold">{day.title || shortDate(day.date)}</span>
              <span className={cn('text-xs', chosen ? 'text-white' : 'text-maroon-soft')}>
                {day.date === today ? <Trans>Today</Trans> : day.title ? shortDate(day.date) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
