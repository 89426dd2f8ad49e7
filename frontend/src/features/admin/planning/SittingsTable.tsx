import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Event, SummarySitting } from '@/lib/api-types';
import { formatClock, formatDayOfFestival } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { useWritten } from '@/lib/written';

/** "Ashtami (Thursday, October 16)": the sitting's festival day as the planning sheets name it; '' at an event of one day. */
function useDayName(event: Event | undefined) {
  const written = useWritten();
  const days = new Map((event?.days ?? []).map((day) => [day.id, day]));
  return (dayId: number | null) => {
    const day = dayId === null ? undefined : days.get(dayId);
    if (!day) return '';
    const title = written(day.title ?? '', day.titleBn);
    return title ? `${title} (${formatDayOfFestival(day.date)})` : formatDayOfFestival(day.date);
  };
}

/**
 * Each timed sitting with the seats booked of its capacity, the parties and their children and
 * vegetarian meals, and who booked it: on the planning screen as cards, on the caterer's printed
 * sheet (`paper`) as a table.
 */
export function SittingsTable({
  sittings,
  event,
  paper = false,
}: {
  sittings: SummarySitting[];
  event: Event | undefined;
  paper?: boolean;
}) {
  const { t } = useLingui();
  const written = useWritten();
  const dayName = useDayName(event);
  if (paper) {
    const cell = 'border border-black/30 px-2 py-1';
    return (
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              <Trans>Sitting</Trans>
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <Trans>Guests</Trans>
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <Trans>Children</Trans>
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <Trans>Vegetarian</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Parties</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sittings.map((sitting) => (
            <tr key={sitting.id} className="align-top">
              <th scope="row" className={`${cell} font-semibold`}>
                {written(sitting.title, sitting.titleBn)} {formatClock(sitting.startTime)}
                {sitting.dayId !== null && <span className="block font-normal">{dayName(sitting.dayId)}</span>}
              </th>
              <td className={`${cell} text-right tabular-nums`}>
                {formatNumber(sitting.guests)} / {formatNumber(sitting.capacity)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatNumber(sitting.children)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatNumber(sitting.vegetarianMeals)}</td>
              <td className={cell}>{sitting.takenBy.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {sittings.map((sitting) => {
        const booked = formatNumber(sitting.guests);
        const capacity = formatNumber(sitting.capacity);
        const names = sitting.takenBy.join(', ');
        const { parties, children } = sitting;
        return (
          <li key={sitting.id} className="rounded-lg border border-line/80 bg-cream/50 p-3">
            <p className="font-semibold">
              {written(sitting.title, sitting.titleBn)} · {formatClock(sitting.startTime)}
            </p>
            {sitting.dayId !== null && <p className="text-sm text-maroon-soft">{dayName(sitting.dayId)}</p>}
            <p className="mt-1">
              <Trans>
                <span className="font-bold tabular-nums">{booked}</span> of {capacity} seats booked
              </Trans>
            </p>
            <p className="text-sm text-maroon-soft">
              <Trans>
                <Plural value={parties} one="# party" other="# parties" />,{' '}
                <Plural value={children} one="# child" other="# children" />
              </Trans>
            </p>
            <p className="mt-1 text-sm">{sitting.takenBy.length > 0 ? t`Booked by ${names}` : t`Nobody has booked it yet.`}</p>
          </li>
        );
      })}
    </ul>
  );
}
