import type { AdminRegistration, EventDay, Registration } from '@/lib/api-types';
import { formatDayOfFestival } from '@/lib/dates';

/** A registration as the organisers' list reads it, with its check-ins of each festival day. */
type WithCheckIns = Registration & Partial<Pick<AdminRegistration, 'checkIns'>>;

export interface DayArrival {
  dayId: number;
  /** The day's title, or its date when it has none. */
  day: string;
  checkedInAt: string;
}

/**
 * The festival days the party has come, in the festival's order, each with its check-in time;
 * null for an event of one day (whose party has one check-in, `checkedInAt`).
 */
export function dayArrivals(registration: WithCheckIns, days: readonly EventDay[] | undefined): DayArrival[] | null {
  if (!days || days.length === 0) return null;
  const arrivals = new Map((registration.checkIns ?? []).map((arrival) => [arrival.dayId, arrival.checkedInAt]));
  return days.flatMap((day) => {
    const checkedInAt = day.id === undefined ? undefined : arrivals.get(day.id);
    if (day.id === undefined || checkedInAt === undefined) return [];
    return [{ dayId: day.id, day: day.title || formatDayOfFestival(day.date), checkedInAt }];
  });
}
