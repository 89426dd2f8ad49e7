import * as React from 'react';
import { Link } from 'react-router-dom';
import {
  CalendarCheck,
  ClipboardList,
  DoorOpen,
  Download,
  List as ListIcon,
  Mail,
  Search,
  UserPlus,
  Users,
  UsersRound,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import type { Event, Registration, RegistrationStatus } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { checkInPath } from '@/lib/routes';
import { useAdminEvents } from '../../api/events';
import {
  useEventRegistrations,
  useExportRegistrations,
  useFamilyRegistrationIds,
  useRegistrationStats,
} from '../../api/registrations';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { EmptyState, ErrorState, Spinner, TabHeader } from '../states';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import { GuestMessagesView } from '../guest-messages/GuestMessagesView';
import { PlanningView } from '../planning/PlanningView';
import { RegistrationsTable, RegistrationsTableSkeleton } from './RegistrationsTable';
import { STATUS_LABELS } from './StatusBadge';

/** Case-insensitive match of the search text anywhere in the name or the email. */
export function matchesSearch(registration: Registration, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    registration.fullName.toLowerCase().includes(needle) || registration.email.toLowerCase().includes(needle)
  );
}

type StatusFilter = RegistrationStatus | 'all';
type View = 'list' | 'planning' | 'email';

/** Three tabs side by side on a phone: their words alone, without icons. */
const viewTab = 'max-sm:px-1.5 max-sm:[&_svg]:hidden';

const FILTERS: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'confirmed', label: STATUS_LABELS.confirmed },
  { value: 'waitlisted', label: STATUS_LABELS.waitlisted },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
];

const CAPTIONS: Record<StatusFilter, MessageDescriptor> = {
  all: msg`Registrations for the chosen event, newest first`,
  confirmed: msg`Confirmed registrations for the chosen event, newest first`,
  waitlisted: msg`The waiting list for the chosen event, first in line first`,
  cancelled: msg`Cancelled registrations for the chosen event, newest first`,
};

const EMPTY: Record<StatusFilter, { title: MessageDescriptor; description: MessageDescriptor }> = {
  all: { title: msg`No registrations yet`, description: msg`No one has registered for this event yet.` },
  confirmed: { title: msg`No confirmed registrations`, description: msg`No party has a confirmed place at this event yet.` },
  waitlisted: { title: msg`Nobody is waiting`, description: msg`The waiting list for this event is empty.` },
  cancelled: { title: msg`No cancellations`, description: msg`No registration for this event has been cancelled.` },
};

export function RegistrationsTab() {
  const { t } = useLingui();
  const { events, isLoading: eventsLoading, error: eventsError, retry: retryEvents } = useAdminEvents();
  const { stats, isLoading: statsLoading, error: statsError, retry: retryStats } = useRegistrationStats();
  const [eventId, setEventId] = React.useState<string | null>(null);
  const [view, setView] = React.useState<View>('list');
  const { trigger: exportCsv, isMutating: exporting } = useExportRegistrations(eventId);
  const event = events?.find((candidate) => String(candidate.id) === eventId);

  async function handleExport() {
    if (!eventId) {
      toast({
        title: t`No Event Selected`,
        description: t`Please select an event to export registrations.`,
        variant: 'destructive',
      });
      return;
    }
    try {
      await exportCsv();
      toast({ title: t`Export Successful`, description: t`Registrations have been exported to CSV.` });
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else {
        toast({
          title: t`Export Failed`,
          description: t`Failed to export registrations. Please try again.`,
          variant: 'destructive',
        });
      }
    }
  }

  const selectId = React.useId();

  return (
    <section aria-labelledby="registrations-heading">
      <TabHeader
        id="registrations-heading"
        title={t`Event Registrations`}
        description={t`See who is coming, look up a family, plan the food and the door, and export the list.`}
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
          <Trans>Export CSV</Trans>
        </Button>
      </TabHeader>

      <div className="mb-6 grid gap-4 sm:grid-cols-3" aria-busy={statsLoading || undefined}>
        <StatCard label={t`Total Registrations`} icon={Users} value={stats?.totalRegistrations} loading={statsLoading} />
        <StatCard label={t`Total Guests`} icon={UsersRound} value={stats?.totalGuests} loading={statsLoading} />
        <StatCard label={t`Today's Registrations`} icon={CalendarCheck} value={stats?.todayRegistrations} loading={statsLoading} />
      </div>
      {statsError && !statsLoading && (
        <div className="mb-6">
          <ErrorState message={t`We could not load the registration numbers.`} onRetry={retryStats} />
        </div>
      )}

      <Card>
        <CardHeader className="gap-4">
          <CardTitle as="h3">
            <Trans>Registrations</Trans>
          </CardTitle>
          <div className="grid gap-4 md:grid-cols-2 md:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor={selectId}>
                <Trans>Event</Trans>
              </Label>
              {eventsError && !eventsLoading ? (
                <ErrorState message={t`We could not load the events.`} onRetry={retryEvents} />
              ) : (
                <Select value={eventId ?? ''} onValueChange={setEventId} disabled={eventsLoading}>
                  <SelectTrigger id={selectId}>
                    <SelectValue placeholder={t`Choose an event to view registrations`} />
                  </SelectTrigger>
                  <SelectContent>
                    {(events ?? []).map((option) => (
                      <SelectItem key={option.id} value={String(option.id)}>
                        {option.title} ({formatLongDate(option.date)})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </div>
            {eventId && (
              <div className="flex flex-wrap gap-2 md:justify-end">
                <Button asChild variant="outline">
                  <Link to={checkInPath(eventId)}>
                    <DoorOpen aria-hidden="true" />
                    <Trans>Door check-in</Trans>
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </CardHeader>
        <CardContent>
          {eventId ? (
            <Tabs value={view} onValueChange={(value) => setView(value as View)}>
              <TabsList aria-label={t`Views of the event's registrations`} className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
                <TabsTrigger value="list" className={viewTab}>
                  <ListIcon className="size-5" aria-hidden="true" />
                  <Trans>Guest list</Trans>
                </TabsTrigger>
                <TabsTrigger value="planning" className={viewTab}>
                  <ClipboardList className="size-5" aria-hidden="true" />
                  <Trans>Planning</Trans>
                </TabsTrigger>
                <TabsTrigger value="email" className={viewTab}>
                  <Mail className="size-5" aria-hidden="true" />
                  <Trans>Email guests</Trans>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="list">
                <GuestList eventId={eventId} event={event} />
              </TabsContent>
              <TabsContent value="planning">
                <PlanningView eventId={eventId} event={event} />
              </TabsContent>
              <TabsContent value="email">
                <GuestMessagesView eventId={eventId} event={event} />
              </TabsContent>
            </Tabs>
          ) : (
            <EmptyState
              icon={CalendarCheck}
              title={t`Choose an event`}
              description={t`Pick an event above to see who has registered for it.`}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** One event's registrations, filtered by status and searched by name or email. */
function GuestList({ eventId, event }: { eventId: string; event: Event | undefined }) {
  const { t } = useLingui();
  const [status, setStatus] = React.useState<StatusFilter>('all');
  const { registrations, isLoading, error, retry } = useEventRegistrations(
    eventId,
    status === 'all' ? undefined : status,
  );
  const familyIds = useFamilyRegistrationIds(eventId);
  const [query, setQuery] = React.useState('');
  const [viewing, setViewing] = React.useState<Registration | null>(null);
  const searchId = React.useId();
  const filterLabelId = React.useId();

  const filtered = React.useMemo(
    () => (registrations ?? []).filter((registration) => matchesSearch(registration, query)),
    [registrations, query],
  );

  const search = query.trim();
  const shown = formatNumber(filtered.length);
  const total = formatNumber(registrations?.length ?? 0);

  let list: React.ReactNode;
  if (isLoading) {
    list = <RegistrationsTableSkeleton rows={5} />;
  } else if (error || !registrations) {
    list = <ErrorState message={t`We could not load the registrations for this event.`} onRetry={retry} />;
  } else if (registrations.length === 0) {
    list = <EmptyState icon={UserPlus} title={t(EMPTY[status].title)} description={t(EMPTY[status].description)} />;
  } else if (filtered.length === 0) {
    list = (
      <EmptyState
        icon={Search}
        title={t`No matching registrations`}
        description={t`No one whose name or email contains "${search}". Try a shorter search.`}
      />
    );
  } else {
    list = (
      <RegistrationsTable
        registrations={filtered}
        familyIds={familyIds}
        caption={t(CAPTIONS[status])}
        onView={setViewing}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2 md:items-end">
        <div className="grid gap-1.5">
          <span id={filterLabelId} className="text-sm font-semibold text-maroon">
            <Trans>Show</Trans>
          </span>
          <div role="group" aria-labelledby={filterLabelId} className="flex flex-wrap gap-2">
            {FILTERS.map((filter) => (
              <Button
                key={filter.value}
                size="sm"
                variant={status === filter.value ? 'default' : 'outline'}
                aria-pressed={status === filter.value}
                className="max-sm:min-h-11 max-sm:px-4"
                onClick={() => setStatus(filter.value)}
              >
                {t(filter.label)}
              </Button>
            ))}
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>
            <Trans>Search</Trans>
          </Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-maroon-soft" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(change) => setQuery(change.target.value)}
              placeholder={t`Search registrations...`}
              className="pl-10"
            />
          </div>
        </div>
      </div>
      {registrations && (
        <p className="flex items-center gap-2 text-sm text-maroon-soft">
          <Badge variant="secondary" aria-label={t`${shown} of ${total} registrations shown`}>
            {filtered.length === registrations.length ? total : t`${shown} of ${total}`}
          </Badge>
          {status === 'waitlisted' ? <Trans>waiting, first in line first</Trans> : <Trans>shown, newest first</Trans>}
        </p>
      )}
      {list}
      <RegistrationDetailsDialog registration={viewing} event={event} onClose={() => setViewing(null)} />
    </div>
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
            <p className="mt-1 text-3xl font-extrabold">{value === undefined ? '–' : formatNumber(value)}</p>
          )}
        </div>
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-marigold-light">
          <Icon className="size-6 text-sindoor-dark" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
