import * as React from 'react';
import { CalendarCheck, Download, Search, UserPlus, Users, UsersRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { Registration } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';
import { useAdminEvents } from '../../api/events';
import { useEventRegistrations, useExportRegistrations, useRegistrationStats } from '../../api/registrations';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { EmptyState, ErrorState, Spinner, TabHeader } from '../states';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import { RegistrationsTable, RegistrationsTableSkeleton } from './RegistrationsTable';

/** Case-insensitive match of the search text anywhere in the name or the email. */
export function matchesSearch(registration: Registration, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    registration.fullName.toLowerCase().includes(needle) || registration.email.toLowerCase().includes(needle)
  );
}

export function RegistrationsTab() {
  const { events, isLoading: eventsLoading, error: eventsError, retry: retryEvents } = useAdminEvents();
  const { stats, isLoading: statsLoading, error: statsError, retry: retryStats } = useRegistrationStats();
  const [eventId, setEventId] = React.useState<string | null>(null);
  const { registrations, isLoading, error, retry } = useEventRegistrations(eventId);
  const [query, setQuery] = React.useState('');
  const [viewing, setViewing] = React.useState<Registration | null>(null);
  const { trigger: exportCsv, isMutating: exporting } = useExportRegistrations(eventId);

  const filtered = React.useMemo(
    () => (registrations ?? []).filter((registration) => matchesSearch(registration, query)),
    [registrations, query],
  );

  async function handleExport() {
    if (!eventId) {
      toast({
        title: 'No Event Selected',
        description: 'Please select an event to export registrations.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await exportCsv();
      toast({ title: 'Export Successful', description: 'Registrations have been exported to CSV.' });
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else {
        toast({
          title: 'Export Failed',
          description: 'Failed to export registrations. Please try again.',
          variant: 'destructive',
        });
      }
    }
  }

  const selectId = React.useId();
  const searchId = React.useId();

  let list: React.ReactNode;
  if (!eventId) {
    list = (
      <EmptyState
        icon={CalendarCheck}
        title="Choose an event"
        description="Pick an event above to see who has registered for it."
      />
    );
  } else if (isLoading) {
    list = <RegistrationsTableSkeleton rows={5} />;
  } else if (error || !registrations) {
    list = <ErrorState message="We could not load the registrations for this event." onRetry={retry} />;
  } else if (registrations.length === 0) {
    list = (
      <EmptyState icon={UserPlus} title="No registrations yet" description="No one has registered for this event yet." />
    );
  } else if (filtered.length === 0) {
    list = (
      <EmptyState
        icon={Search}
        title="No matching registrations"
        description={`No one whose name or email contains "${query.trim()}". Try a shorter search.`}
      />
    );
  } else {
    list = (
      <RegistrationsTable registrations={filtered} onView={setViewing} />
    );
  }

  return (
    <section aria-labelledby="registrations-heading">
      <TabHeader
        id="registrations-heading"
        title="Event Registrations"
        description="See who is coming, look up a family, and export the list."
      >
        {/* Announced as disabled until an event is chosen, yet still answers a click with why. */}
        <Button
          variant="outline"
          onClick={() => void handleExport()}
          aria-disabled={!eventId || undefined}
          disabled={exporting}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {exporting ? <Spinner /> : <Download aria-hidden="true" />}
          Export CSV
        </Button>
      </TabHeader>

      <div className="mb-6 grid gap-4 sm:grid-cols-3" aria-busy={statsLoading || undefined}>
        <StatCard label="Total Registrations" icon={Users} value={stats?.totalRegistrations} loading={statsLoading} />
        <StatCard label="Total Guests" icon={UsersRound} value={stats?.totalGuests} loading={statsLoading} />
        <StatCard label="Today's Registrations" icon={CalendarCheck} value={stats?.todayRegistrations} loading={statsLoading} />
      </div>
      {statsError && !statsLoading && (
        <div className="mb-6">
          <ErrorState message="We could not load the registration numbers." onRetry={retryStats} />
        </div>
      )}

      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle as="h3">Registrations</CardTitle>
            {registrations && (
              <Badge variant="secondary" aria-label={`${filtered.length} of ${registrations.length} registrations shown`}>
                {filtered.length === registrations.length ? registrations.length : `${filtered.length} of ${registrations.length}`}
              </Badge>
            )}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={selectId}>Event</Label>
              {eventsError && !eventsLoading ? (
                <ErrorState message="We could not load the events." onRetry={retryEvents} />
              ) : (
                <Select
                  value={eventId ?? ''}
                  onValueChange={(value) => {
                    setEventId(value);
                    setQuery('');
                  }}
                  disabled={eventsLoading}
                >
                  <SelectTrigger id={selectId}>
                    <SelectValue placeholder="Choose an event to view registrations" />
                  </SelectTrigger>
                  <SelectContent>
                    {(events ?? []).map((event) => (
                      <SelectItem key={event.id} value={String(event.id)}>
                        {event.title} ({formatLongDate(event.date)})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={searchId}>Search</Label>
              <div className="relative">
                <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-maroon-soft" aria-hidden="true" />
                <Input
                  id={searchId}
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Search registrations..."
                  className="pl-10"
                  disabled={!eventId}
                />
              </div>
            </div>
          </div>
        </CardHeader>
        <CardContent>{list}</CardContent>
      </Card>

      <RegistrationDetailsDialog registration={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

function StatCard({
  label,
  value,
  loading,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 pt-5 sm:pt-6">
        <div>
          <p className="text-sm font-semibold text-maroon-soft">{label}</p>
          {loading ? (
            <Skeleton className="mt-2 h-9 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-extrabold">{value ?? '–'}</p>
          )}
        </div>
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-marigold-light">
          <Icon className="size-6 text-sindoor-dark" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
