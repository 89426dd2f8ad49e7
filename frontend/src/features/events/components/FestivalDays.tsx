import '@/components/festival/messages';
import * as React from 'react';
import { CalendarDays, Hourglass, Ticket, UtensilsCrossed } from 'lucide-react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Event, EventDay } from '@/lib/api-types';
import { formatDayOfFestival } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { takesRegistrations } from '@/lib/seats';
import { useWritten } from '@/lib/written';

/** A festival's days, each with its title, date, meals and the seats it has left. */
export function FestivalDays({ event }: { event: Event }) {
  const days = event.days ?? [];
  if (days.length === 0) return null;
  return <FestivalDaysCard event={event} days={days} />;
}

function FestivalDaysCard({ event, days }: { event: Event; days: EventDay[] }) {
  // Seats are news only while the event takes registrations.
  const showSeats = takesRegistrations(event);
  const headingId = React.useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          <Trans>Festival days</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2">
          {days.map((day) => (
            <FestivalDay key={day.id ?? day.date} day={day} showSeats={showSeats} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function FestivalDay({ day, showSeats }: { day: EventDay; showSeats: boolean }) {
  const { t } = useLingui();
  const date = formatDayOfFestival(day.date);
  const written = useWritten();
  const title = written(day.title ?? '', day.titleBn);
  const meals = (day.meals ?? []).map((meal) => written(meal.name, meal.nameBn));
  const remaining = day.spotsLeft;
  const limited = showSeats && remaining !== null && remaining !== undefined;
  const full = limited && remaining <= 0;
  let seats = '';
  if (limited && full) seats = t`Full: join the waiting list`;
  else if (limited) {
    const spots = pluralForm(remaining);
    const left = formatNumber(remaining);
    seats = select(spots, { one: `${left} spot left`, other: `${left} spots left` });
  }
  return (
    <li className="grid content-start gap-1 rounded-xl border border-line bg-cream/60 p-4">
      <h3 className="text-lg font-bold wrap-anywhere">{title || date}</h3>
      {title && (
        <p className="flex items-center gap-2 text-maroon-soft">
          <CalendarDays className="size-4 shrink-0 text-sindoor" aria-hidden="true" />
          {date}
        </p>
      )}
      {meals.length > 0 && (
        <p className="flex items-start gap-2 text-maroon-soft">
          <UtensilsCrossed className="mt-1 size-4 shrink-0 text-sindoor" aria-hidden="true" />
          <span className="wrap-anywhere">{meals.join(' · ')}</span>
        </p>
      )}
      {limited && (
        <p className={`flex items-center gap-2 font-semibold ${full ? 'text-sindoor-dark' : 'text-leaf'}`}>
          {full ? (
            <Hourglass className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Ticket className="size-4 shrink-0" aria-hidden="true" />
          )}
          {seats}
        </p>
      )}
    </li>
  );
}
