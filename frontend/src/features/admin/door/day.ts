import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Event, EventDay } from '@/lib/api-types';
import { siteToday } from '@/lib/dates';
import { doorListKey } from './door-list';

export const DAY_PARAM = 'day';

/**
 * The festival day the door checks in for, as the address holds it (?day=id), so a reload, a
 * scanned code and the taps kept on the phone all keep to it; null at an event of one day.
 */
export function useDayParam(): number | null {
  const [searchParams] = useSearchParams();
  return Number(searchParams.get(DAY_PARAM)) || null;
}

/** Of a festival's `days`, the one `asked` for, else today when today is one of them. */
function doorDayOf(days: EventDay[], asked: number | null): EventDay | null {
  // An event of one day has none: today's date (a time zone's rules to load) is not asked for.
  if (days.length === 0) return null;
  const today = siteToday();
  return days.find((day) => day.id === asked) ?? days.find((day) => day.date === today) ?? null;
}

/**
 * The door list's key the screen opens with (`doorListKey`): the event's, or its day's at a
 * festival (as `useDoorDay` chooses it); none while a festival's day is still to be chosen. An
 * event not known yet: the day in the address, if any.
 */
export function openingListKey(eventId: string, event: Event | undefined, asked: number | null): string | null {
  if (!event) return asked ? doorListKey(eventId, asked) : null;
  const days = event.days ?? [];
  const day = doorDayOf(days, asked);
  if (days.length > 0 && !day) return null;
  return doorListKey(eventId, day?.id ?? null);
}

/**
 * The door's day at a festival: the one chosen (in the address), else today (in the site's time
 * zone, as the server counts it) when today is one of the festival's days; none until the
 * volunteer chooses when it is not. An event of one day has none. The choice is written to the
 * address, replacing the entry, so going back leaves the door.
 */
export function useDoorDay(event: Event | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const days: EventDay[] = React.useMemo(() => event?.days ?? [], [event]);
  const asked = Number(searchParams.get(DAY_PARAM)) || null;
  const chosen = doorDayOf(days, asked);
  const dayId = chosen?.id ?? null;

  const choose = React.useCallback(
    (id: number | null) =>
      setSearchParams(
        (params) => {
          if (id === null) params.delete(DAY_PARAM);
          else params.set(DAY_PARAM, String(id));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // The address follows the day shown (today's, or none for an event of one day), for the taps.
  React.useEffect(() => {
    if (event && asked !== dayId) choose(dayId);
  }, [event, asked, dayId, choose]);

  return React.useMemo(() => ({ days, day: chosen, choose }), [days, chosen, choose]);
}
