import '@/components/festival/messages';
import * as React from 'react';
import { HandHeart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event, Shift } from '@/lib/api-types';
import { isApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatClock, formatDayOfFestival, formatFullDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { useWritten } from '@/lib/written';
import { useShiftSignUp } from '@/lib/shifts';

type ShiftsEvent = Pick<Event, 'id' | 'date' | 'days' | 'shifts' | 'isPast'>;

/** Who signs up: typed in by a visitor, or one of a signed-in family's members with its address. */
export interface Volunteer {
  fullName: string;
  email: string;
  phone: string;
}

/** The shifts of each day, days in order (one group on an event of one day). */
function byDay(event: ShiftsEvent): { key: string; date: string; title: string; titleBn: string; shifts: Shift[] }[] {
  const shifts = event.shifts ?? [];
  const days = event.days ?? [];
  if (days.length === 0) return shifts.length ? [{ key: 'one', date: event.date, title: '', titleBn: '', shifts }] : [];
  return days
    .map((day) => ({
      key: String(day.id),
      date: day.date,
      title: day.title ?? '',
      titleBn: day.titleBn ?? '',
      shifts: shifts.filter((shift) => shift.dayId === day.id),
    }))
    .filter((group) => group.shifts.length > 0);
}

export function shiftTime(shift: Pick<Shift, 'startTime' | 'endTime'>): string {
  return `${formatClock(shift.startTime)} – ${formatClock(shift.endTime)}`;
}

function SignUpForm({
  event,
  shift,
  volunteer,
  members,
  onDone,
}: {
  event: ShiftsEvent;
  shift: Shift;
  volunteer?: Volunteer;
  members?: string[];
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const signUp = useShiftSignUp();
  const [values, setValues] = React.useState<Volunteer>(volunteer ?? { fullName: '', email: '', phone: '' });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [refusal, setRefusal] = React.useState('');
  const [sending, setSending] = React.useState(false);
  const id = `shift-${shift.id}`;

  const submit = async (submitted: React.FormEvent) => {
    submitted.preventDefault();
    setSending(true);
    setRefusal('');
    setErrors({});
    try {
      await signUp(event.id, shift.id as number, values);
      const role = shift.role;
      onDone(t`You're on the ${role} shift. We've emailed you a link to give the place back.`);
    } catch (error) {
      if (isApiError(error, 400) && error.body?.errors) setErrors(error.fieldErrors);
      setRefusal(isApiError(error) && error.body?.message ? error.body.message : t`Something went wrong. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof Volunteer, label: string, type = 'text', autoComplete = '') => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name]) || undefined}
        onChange={(change) => setValues({ ...values, [name]: change.target.value })}
      />
      {errors[name] && <p className="text-sm text-sindoor-dark">{errors[name]}</p>}
    </div>
  );

  return (
    <form onSubmit={(submitted) => void submit(submitted)} className="grid gap-3 rounded-lg border border-cream-dark bg-white p-3">
      {members && members.length > 0 ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-member`}>
            <Trans>Who volunteers</Trans>
          </Label>
          <select
            id={`${id}-member`}
            className="min-h-11 rounded-lg border border-maroon-soft/50 bg-white px-3"
            value={values.fullName}
            onChange={(change) => setValues({ ...values, fullName: change.target.value })}
          >
            {members.map((member) => (
              <option key={member} value={member}>
                {member}
              </option>
            ))}
          </select>
        </div>
      ) : (
        field('fullName', t`Full name`, 'text', 'name')
      )}
      {field('email', t`Email`, 'email', 'email')}
      {field('phone', t`Phone`, 'tel', 'tel')}
      {refusal && (
        <p role="alert" className="font-semibold text-sindoor-dark">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        <Trans>Take this shift</Trans>
      </Button>
    </form>
  );
}

/**
 * The event's volunteer shifts day by day, with the places still open; anyone signs up for one
 * (name, email, phone), a signed-in family for any of its members (`volunteer`, `members`).
 */
export function VolunteerShifts({
  event,
  volunteer,
  members,
  headingLevel = 'h2',
}: {
  event: ShiftsEvent;
  volunteer?: Volunteer;
  members?: string[];
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useLingui();
  const written = useWritten();
  const [open, setOpen] = React.useState<number | null>(null);
  const [done, setDone] = React.useState('');
  const groups = byDay(event);
  if (groups.length === 0) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          <HandHeart className="size-6 text-sindoor" aria-hidden="true" />
          <Trans>Volunteer shifts</Trans>
        </CardTitle>
        {!event.isPast && (
          <p className="text-maroon-soft">
            <Trans>Give a few hours: choose a shift and sign up.</Trans>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {done && (
          <p role="status" className="rounded-lg bg-cream px-3 py-2 font-semibold text-maroon">
            {done}
          </p>
        )}
        {groups.map((group) => (
          <section key={group.key} className="grid gap-2" aria-label={group.title || formatFullDate(group.date)}>
            <h3 className="font-semibold">
              {group.title
                ? `${written(group.title, group.titleBn)} · ${formatDayOfFestival(group.date)}`
                : formatFullDate(group.date)}
            </h3>
            <ul className="grid gap-2">
              {group.shifts.map((shift) => {
                const left = Math.max(shift.needed - shift.taken, 0);
                const needed = formatNumber(shift.needed);
                const leftText = formatNumber(left);
                return (
                  <li key={shift.id} className="grid gap-2 rounded-lg bg-cream px-3 py-2" data-shift={shift.role}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                      <span className="font-semibold">{shift.role}</span>
                      <span className="text-sm text-maroon-soft">{shiftTime(shift)}</span>
                    </div>
                    {shift.description && <p className="text-sm">{shift.description}</p>}
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-sm text-maroon-soft">
                        {left > 0 ? t`${leftText} of ${needed} still needed` : t`This shift is full.`}
                      </span>
                      {left > 0 && !event.isPast && (
                        <Button
                          variant={open === shift.id ? 'outline' : 'default'}
                          aria-expanded={open === shift.id}
                          onClick={() => {
                            setDone('');
                            setOpen(open === shift.id ? null : (shift.id as number));
                          }}
                        >
                          {open === shift.id ? <Trans>Close</Trans> : <Trans>Sign up</Trans>}
                        </Button>
                      )}
                    </div>
                    {open === shift.id && (
                      <SignUpForm
                        event={event}
                        shift={shift}
                        volunteer={volunteer}
                        members={members}
                        onDone={(message) => {
                          setOpen(null);
                          setDone(message);
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
