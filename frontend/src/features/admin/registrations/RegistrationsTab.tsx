import * as React from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, ClipboardList, DoorOpen, Download, List as ListIcon, Mail, Users, UsersRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { checkInPath } from '@/lib/routes';
import { useAdminEvents } from '../events/api/events';
import { EventPicker } from '../shell/EventPicker';
import { useExportRegistrations, useRegistrationStats } from './api/registrations';
import type { SearchResult } from '@/lib/api-types';
import { useOpening } from '../shell/navigation';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { EmptyState, ErrorState, Spinner, TabHeader } from '../shell/states';
import { GuestMessagesView } from './GuestMessagesView';
import { PlanningView } from '../planning/PlanningView';
import { GuestList } from './GuestList';
import { StatCard } from './StatCard';

type View = 'list' | 'planning' | 'email';

/** Three tabs side by side on a phone: their words alone, without icons. */
const viewTab = 'max-sm:px-1.5 max-sm:[&_svg]:hidden';

export function RegistrationsTab() {
  const { t } = useLingui();
  const { events, isLoading: eventsLoading, error: eventsError, retry: retryEvents } = useAdminEvents();
  const { stats, isLoading: statsLoading, error: statsError, retry: retryStats } = useRegistrationStats();
  const [eventId, setEventId] = React.useState<string | null>(null);
  const [view, setView] = React.useState<View>('list');
  const [query, setQuery] = React.useState('');
  // A registration found by the dashboard's search: its event chosen, its list shown, and it opened.
  const opening = useOpening('registration');
  const [openedParty, setOpenedParty] = React.useState<SearchResult | null>(null);
  if (opening && opening !== openedParty && opening.eventId !== null) {
    setOpenedParty(opening);
    setEventId(String(opening.eventId));
    setView('list');
    setQuery('');
  }
  const { trigger: exportCsv, isMutating: exporting } = useExportRegistrations(eventId);
  const { run } = useAdminMutation();
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
    const exported = await run(() => exportCsv(), {
      failure: { title: t`Export Failed`, description: t`Failed to export registrations. Please try again.` },
    });
    if (exported.ok) toast({ title: t`Export Successful`, description: t`Registrations have been exported to CSV.` });
  }


  return (
    <section aria-labelledby="registrations-heading">
      <TabHeader
        id="registrations-heading"
        title={t`Event Registrations`}
        description={t`See who is coming, look up a family, plan the food and the door, and export the list.`}
      >
        {/* Searching shows the guest list, whichever view was open. */}
        <SearchInput
          aria-label={t`Search registrations`}
          placeholder={t`Search registrations...`}
          value={query}
          onChange={(change) => {
            setQuery(change.target.value);
            setView('list');
          }}
          disabled={!eventId}
          className="sm:w-64"
        />
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
            <EventPicker
              events={events}
              isLoading={eventsLoading}
              error={eventsError}
              retry={retryEvents}
              value={eventId}
              onChange={setEventId}
              placeholder={t`Choose an event to view registrations`}
            />
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
                <GuestList
                  eventId={eventId}
                  event={event}
                  query={query}
                  opening={openedParty && String(openedParty.eventId) === eventId ? openedParty : null}
                />
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
