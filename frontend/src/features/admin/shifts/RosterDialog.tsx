import * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { Event, RosterShift } from '@/lib/api-types';
import { formatClock, formatFullDate, formatTimeOfDay } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { PrintFrame, usePrintedAt } from '../shell/PrintFrame';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { sendShiftMessage, useCheckInVolunteer, useRoster, useSetHours } from './api';

const timeOf = (shift: Pick<RosterShift, 'startTime' | 'endTime'>) =>
  `${formatClock(shift.startTime)}–${formatClock(shift.endTime)}`;

/** The shifts of each date, dates in order. */
function byDate(shifts: RosterShift[]): [string, RosterShift[]][] {
  const dates = new Map<string, RosterShift[]>();
  for (const shift of shifts) dates.set(shift.date, [...(dates.get(shift.date) ?? []), shift]);
  return [...dates.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** One day's grid: a row per role, a column per time, each cell who is on it and how many are missing. */
function DayGrid({ date, shifts }: { date: string; shifts: RosterShift[] }) {
  const roles = [...new Set(shifts.map((shift) => shift.role))];
  // In clock order ("08:00" before "10:30"), shown as the visitor reads times.
  const clock = (shift: RosterShift) => `${shift.startTime}-${shift.endTime}`;
  const times = [...new Set(shifts.map(clock))].sort();
  const label = (time: string) => {
    const [startTime, endTime] = time.split('-');
    return timeOf({ startTime, endTime });
  };
  return (
    <section className="grid gap-2 break-inside-avoid">
      <h4 className="font-bold">{formatFullDate(date)}</h4>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-black/40">
              <th scope="col" className="py-1 pr-2">
                <Trans>Role</Trans>
              </th>
              {times.map((time) => (
                <th key={time} scope="col" className="py-1 pr-2">
                  {label(time)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => (
              <tr key={role} className="border-b border-black/20 align-top">
                <th scope="row" className="py-1 pr-2">
                  {role}
                </th>
                {times.map((time) => {
                  const cell = shifts.filter((shift) => shift.role === role && clock(shift) === time);
                  return (
                    <td key={time} className="py-1 pr-2">
                      {cell.map((shift) => {
                        const missing = Math.max(shift.needed - shift.taken, 0);
                        const missingText = formatNumber(missing);
                        return (
                          <div key={shift.id}>
                            <ul>
                              {shift.volunteers.map((volunteer) => (
                                <li key={volunteer.id}>
                                  {volunteer.checkedInAt ? '✓ ' : '☐ '}
                                  {volunteer.fullName}
                                </li>
                              ))}
                            </ul>
                            {missing > 0 && (
                              <p className="font-semibold">
                                <Trans>{missingText} missing</Trans>
                              </p>
                            )}
                          </div>
                        );
                      })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HoursField({ eventId, volunteerId, hours, name }: { eventId: number; volunteerId: number; hours: number | null; name: string }) {
  const { t } = useLingui();
  const setHours = useSetHours(eventId);
  const { run } = useAdminMutation();
  const [value, setValue] = React.useState(hours == null ? '' : String(hours));
  React.useEffect(() => setValue(hours == null ? '' : String(hours)), [hours]);
  const save = async () => {
    const number = Number(value);
    if (value === '' || Number.isNaN(number) || number === hours) return;
    await run(() => setHours(volunteerId, number), {
      failure: { title: t`Error`, description: t`The hours were not saved. Please try again.` },
      serverMessage: true,
    });
  };
  return (
    <Input
      className="w-24"
      inputMode="decimal"
      aria-label={t`Hours of ${name}`}
      value={value}
      onChange={(change) => setValue(change.target.value)}
      onBlur={() => void save()}
    />
  );
}

function MessageForm({ eventId, shift, onSent }: { eventId: number; shift: RosterShift; onSent: () => void }) {
  const { t } = useLingui();
  const { run, busy } = useAdminMutation();
  const [subject, setSubject] = React.useState('');
  const [body, setBody] = React.useState('');
  const id = `message-${shift.id}`;
  const send = async (submitted: React.FormEvent) => {
    submitted.preventDefault();
    const sent = await run(() => sendShiftMessage(eventId, shift.id as number, subject, body), {
      failure: { title: t`Error`, description: t`The message was not sent. Please try again.` },
      serverMessage: true,
    });
    if (sent.ok) {
      const count = formatNumber(sent.value.recipients);
      toast({ title: t`Message sent`, description: t`Emailed to ${count} volunteers.` });
      onSent();
    }
  };
  return (
    <form className="grid gap-2" onSubmit={(submitted) => void send(submitted)}>
      <Label htmlFor={`${id}-subject`}>
        <Trans>Subject</Trans>
      </Label>
      <Input id={`${id}-subject`} value={subject} onChange={(change) => setSubject(change.target.value)} />
      <Label htmlFor={`${id}-body`}>
        <Trans>Message</Trans>
      </Label>
      <Textarea id={`${id}-body`} value={body} onChange={(change) => setBody(change.target.value)} />
      <Button type="submit" disabled={busy}>
        <Trans>Send to this shift</Trans>
      </Button>
    </form>
  );
}

function ShiftDesk({ eventId, shift }: { eventId: number; shift: RosterShift }) {
  const { t } = useLingui();
  const checkIn = useCheckInVolunteer(eventId);
  const { run } = useAdminMutation();
  const [writing, setWriting] = React.useState(false);
  const role = shift.role;
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {formatFullDate(shift.date)} · {timeOf(shift)} · {role}
        </span>
        {shift.volunteers.length > 0 && (
          <Button variant="outline" onClick={() => setWriting(!writing)} aria-expanded={writing}>
            <Trans>Email this shift</Trans>
          </Button>
        )}
      </div>
      {writing && <MessageForm eventId={eventId} shift={shift} onSent={() => setWriting(false)} />}
      <ul className="grid gap-2">
        {shift.volunteers.map((volunteer) => {
          const name = volunteer.fullName;
          return (
            <li key={volunteer.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {name} · <a href={`tel:${volunteer.phone}`}>{volunteer.phone}</a>
              </span>
              <span className="flex items-center gap-2">
                {volunteer.checkedInAt ? (
                  <span className="text-sm text-maroon-soft">
                    <Trans>Checked in {formatTimeOfDay(volunteer.checkedInAt)}</Trans>
                  </span>
                ) : (
                  <Button
                    onClick={() =>
                      void run(() => checkIn(volunteer.id), {
                        failure: { title: t`Error`, description: t`Check-in failed. Please try again.` },
                      })
                    }
                    aria-label={t`Check in ${name}`}
                  >
                    <Trans>Check in</Trans>
                  </Button>
                )}
                <HoursField eventId={eventId} volunteerId={volunteer.id} hours={volunteer.hours} name={name} />
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * The roster of an event's volunteer shifts: a grid per day (role × time) with who is on each
 * shift and how many are missing, printed on its own; below it, checking in, hours and a message
 * to one shift's volunteers.
 */
export function RosterDialog({ event, open, onOpenChange }: { event: Event; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { roster } = useRoster(open ? event.id : null);
  const printedAt = usePrintedAt(open);
  const shifts = roster?.shifts ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" data-print-dialog="">
        <DialogHeader>
          <DialogTitle>
            <Trans>Volunteer roster</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Who is on each shift and who is missing; it prints on its own, as shown here.</Trans>
          </DialogDescription>
        </DialogHeader>
        <PrintFrame
          label={t`Volunteer roster`}
          title={<Trans>Volunteer roster: {event.title}</Trans>}
          when={`${formatFullDate(event.date)}, ${event.venue}`}
          printedAt={printedAt}
        >
          {shifts.length === 0 ? (
            <p>
              <Trans>This event has no volunteer shifts yet.</Trans>
            </p>
          ) : (
            <div className="grid gap-6">
              {byDate(shifts).map(([date, dayShifts]) => (
                <DayGrid key={date} date={date} shifts={dayShifts} />
              ))}
            </div>
          )}
        </PrintFrame>
        {shifts.length > 0 && (
          <ul className="grid gap-3" aria-label={t`Check in and hours`}>
            {shifts.map((shift) => (
              <ShiftDesk key={shift.id} eventId={event.id} shift={shift} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
