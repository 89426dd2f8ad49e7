import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { DoorVolunteer } from '@/lib/api-types';
import { formatClock, formatFullDate, formatTimeOfDay } from '@/lib/dates';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { useCheckInVolunteer, useDoorVolunteers } from '../shifts/api';

const shiftKey = (volunteer: DoorVolunteer) => `${volunteer.date} ${volunteer.startTime} ${volunteer.shiftId}`;

/**
 * The door's Volunteers tab: the event's volunteers shift by shift (names only), each checked in
 * with one tap; their hours then count. Needs the network (the guests' check-in works offline).
 */
export function VolunteersTab({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { volunteers, isLoading } = useDoorVolunteers(eventId);
  const checkIn = useCheckInVolunteer(eventId);
  const { run } = useAdminMutation();
  const shifts = new Map<string, DoorVolunteer[]>();
  for (const volunteer of volunteers) shifts.set(shiftKey(volunteer), [...(shifts.get(shiftKey(volunteer)) ?? []), volunteer]);

  if (isLoading) return null;
  if (volunteers.length === 0) {
    return (
      <p className="text-maroon-soft">
        <Trans>No volunteers have signed up for this event's shifts.</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {[...shifts.values()].map((people) => {
        const [first] = people;
        const heading = `${first.role} · ${formatFullDate(first.date)} · ${formatClock(first.startTime)}–${formatClock(first.endTime)}`;
        return (
          <section key={shiftKey(first)} aria-label={heading} className="grid gap-2">
            <h2 className="text-lg font-bold">{heading}</h2>
            <ul className="grid gap-2">
              {people.map((volunteer) => {
                const name = volunteer.fullName;
                return (
                  <li key={volunteer.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2">
                    <span className="text-lg font-semibold">{name}</span>
                    {volunteer.checkedInAt ? (
                      <span className="text-maroon-soft">
                        <Trans>Checked in {formatTimeOfDay(volunteer.checkedInAt)}</Trans>
                      </span>
                    ) : (
                      <Button
                        aria-label={t`Check in ${name}`}
                        onClick={() =>
                          void run(() => checkIn(volunteer.id), {
                            failure: { title: t`Error`, description: t`Check-in failed. Please try again.` },
                          })
                        }
                      >
                        <Trans>Check in</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
