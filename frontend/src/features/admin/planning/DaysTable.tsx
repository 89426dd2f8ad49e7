import type * as React from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SummaryDay } from '@/lib/api-types';
import { formatDayOfFestival } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { CellLabel, cardTable } from '../shell/DataTable';

/** On screen, a card per day on a phone; on paper, always the table. */
const onScreen = cardTable.sm;
const none = { table: '', head: '', body: '', row: '', title: '', cell: '', value: '' };

/**
 * A festival's numbers day by day, from the confirmed parties coming that day: parties, guests,
 * adults and children, and for each of the day's meals the vegetarian and other plates; on the
 * screen, the guests (and parties) checked in that day too. Shown on the planning screen and on
 * the caterer's printed sheet (`paper`).
 */
export function DaysTable({
  days,
  mealsServed,
  paper = false,
}: {
  days: SummaryDay[];
  mealsServed: boolean;
  paper?: boolean;
}) {
  const { t } = useLingui();
  const cards = paper ? none : onScreen;
  const cell = paper ? 'border border-black/30 px-2 py-1' : cn('border-b border-line px-3 py-2 max-sm:border-0', cards.cell);
  const label = (text: React.ReactNode) => !paper && <CellLabel>{text}</CellLabel>;
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full border-collapse text-left', cards.table)}>
        <thead className={cards.head}>
          <tr className={paper ? '' : 'text-sm text-maroon-soft'}>
            <th scope="col" className={cell}>
              <Trans>Day</Trans>
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              <Trans>Parties</Trans>
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              <Trans>Guests</Trans>
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              <Trans>Adults</Trans>
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              <Trans>Children</Trans>
            </th>
            {mealsServed && (
              <th scope="col" className={cell}>
                <Trans>Meals</Trans>
              </th>
            )}
            {!paper && (
              <th scope="col" className={cn(cell, 'text-right')}>
                <Trans>Arrived</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody className={cards.body}>
          {days.map((day) => {
            const date = formatDayOfFestival(day.date);
            const vegetarian = formatNumber(day.vegetarianMeals);
            const other = formatNumber(day.otherMeals);
            return (
              <tr key={day.id} className={cards.row}>
                <th scope="row" className={cn(cell, 'font-semibold', cards.title)}>
                  {day.title ? (
                    <>
                      {day.title}
                      <span className="block text-sm font-normal">{date}</span>
                    </>
                  ) : (
                    date
                  )}
                </th>
                <td className={cn(cell, 'text-right tabular-nums')}>
                  {label(<Trans>Parties</Trans>)}
                  {formatNumber(day.parties)}
                </td>
                <td className={cn(cell, 'text-right font-bold tabular-nums')}>
                  {label(<Trans>Guests</Trans>)}
                  {formatNumber(day.guests)}
                </td>
                <td className={cn(cell, 'text-right tabular-nums')}>
                  {label(<Trans>Adults</Trans>)}
                  {formatNumber(day.adults)}
                </td>
                <td className={cn(cell, 'text-right tabular-nums')}>
                  {label(<Trans>Children</Trans>)}
                  {formatNumber(day.children)}
                </td>
                {mealsServed && (
                  <td className={cn(cell, 'max-sm:block')}>
                    {label(<Trans>Meals</Trans>)}
                    {day.meals.length === 0 ? (
                      <span className={paper ? '' : 'text-maroon-soft'}>{t`No meals`}</span>
                    ) : (
                      <ul>
                        {day.meals.map((meal) => (
                          <li key={meal.id}>
                            <span className="font-semibold">{meal.name}:</span>{' '}
                            {t`${vegetarian} vegetarian, ${other} other`}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                )}
                {!paper && (
                  <td className={cn(cell, 'text-right tabular-nums')}>
                    {label(<Trans>Arrived</Trans>)}
                    <span className="font-bold">{formatNumber(day.arrivedGuests)}</span>
                    <span className="text-sm text-maroon-soft max-sm:ml-2 sm:block">
                      <Plural value={day.arrivedParties} one="# party" other="# parties" />
                    </span>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
