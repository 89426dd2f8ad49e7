import '../messages';
import * as React from 'react';
import useSWR from 'swr';
import { Download, HandHeart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { Event, Family, VolunteerHours, VolunteerYear } from '@/lib/api-types';
import { formatClock, formatLongDate } from '@/lib/dates';
import { formatDigits, formatNumber } from '@/lib/i18n';
import { saveDownload } from '@/lib/download';
import { useWritten } from '@/lib/written';
import { cacheKeys } from '@/lib/cache-keys';
import { VolunteerShifts } from '@/components/volunteer-shifts';

const hoursPath = (year: number) => `/api/family/volunteer-hours?year=${year}`;
const certificatePath = (year: number, name: string) =>
  `/api/family/volunteer-hours/${year}.pdf?name=${encodeURIComponent(name)}`;

function Person({ person, year }: { person: VolunteerYear; year: number }) {
  const { t } = useLingui();
  const written = useWritten();
  const hours = formatNumber(person.hours, { maximumFractionDigits: 2 });
  const name = person.name;
  const download = async () => {
    try {
      await saveDownload(certificatePath(year, person.name), `volunteer-hours-${year}.pdf`);
    } catch {
      toast({ title: t`Download Failed`, description: t`We couldn't download the file. Please try again.`, variant: 'destructive' });
    }
  };
  return (
    <li className="grid gap-2 rounded-lg bg-cream px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{name}</span>
        <span>{t`${hours} hours`}</span>
      </div>
      <ul className="grid gap-1 text-sm text-maroon-soft">
        {person.shifts.map((shift) => (
          <li key={shift.id}>
            {formatLongDate(shift.date)} · {written(shift.eventTitle, shift.eventTitleBn)} · {shift.role} ·{' '}
            {formatClock(shift.startTime)}–{formatClock(shift.endTime)}
          </li>
        ))}
      </ul>
      {person.hours > 0 && (
        <Button variant="outline" className="justify-self-start" onClick={() => void download()}>
          <Download aria-hidden="true" />
          <Trans>Certificate for {name}</Trans>
        </Button>
      )}
    </li>
  );
}

/**
 * The family's volunteering: each member's hours of the year with a certificate to download, and
 * the upcoming shifts any member may sign up for, with the family's address and phone filled in.
 */
export function FamilyVolunteering({ family }: { family: Family }) {
  const year = new Date().getFullYear();
  const { data } = useSWR<VolunteerHours>(hoursPath(year));
  const { data: events } = useSWR<Event[]>(cacheKeys.events);
  const members = React.useMemo(() => {
    const names = [family.name, ...(family.members ?? []).map((member) => member.name)].filter(Boolean);
    return [...new Set(names)];
  }, [family]);
  const withShifts = (events ?? []).filter((event) => (event.shifts ?? []).length > 0 && !event.isPast);
  const people = data?.volunteers ?? [];
  const yearText = formatDigits(year);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <HandHeart className="size-6 text-sindoor" aria-hidden="true" />
          <Trans>Volunteering</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your family's volunteer hours in {yearText}, and the shifts still open.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {people.length === 0 ? (
          <p className="text-maroon-soft">
            <Trans>No volunteer shifts this year yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={`${yearText}`}>
            {people.map((person) => (
              <Person key={person.name} person={person} year={year} />
            ))}
          </ul>
        )}
        {withShifts.map((event) => (
          <VolunteerShifts
            key={event.id}
            event={event}
            headingLevel="h3"
            members={members}
            volunteer={{ fullName: members[0] ?? '', email: family.email, phone: family.phone ?? '' }}
          />
        ))}
      </CardContent>
    </Card>
  );
}
