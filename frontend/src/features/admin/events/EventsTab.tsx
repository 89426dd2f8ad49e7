import * as React from 'react';
import { CalendarPlus, Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Event } from '@/lib/api-types';
import { useAdminEvents } from './api/events';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';
import { EventCard } from './EventCard';
import { EventFormDialog } from './EventFormDialog';

export function EventsTab() {
  const { t } = useLingui();
  const { events, error, isLoading, retry } = useAdminEvents({ fresh: true });
  const [dialog, setDialog] = React.useState<{ open: boolean; event: Event | null }>({ open: false, event: null });

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <div aria-busy="true" role="status" aria-label={t`Loading events`} className="grid gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <EventCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (error || !events) {
    body = <ErrorState message={t`We could not load the events.`} onRetry={retry} />;
  } else if (events.length === 0) {
    body = (
      <EmptyState icon={CalendarPlus} title={t`No events yet`} description={t`Create your first event to get started.`}>
        <Button className="mt-3" onClick={() => setDialog({ open: true, event: null })}>
          <Plus aria-hidden="true" />
          <Trans>Add Event</Trans>
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="grid gap-4" aria-label={t`Events`}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onEdit={() => setDialog({ open: true, event })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="events-heading">
      <TabHeader
        id="events-heading"
        title={t`Event Management`}
        description={t`Create, edit and remove the events visitors see.`}
      >
        <Button onClick={() => setDialog({ open: true, event: null })}>
          <Plus aria-hidden="true" />
          <Trans>Add Event</Trans>
        </Button>
      </TabHeader>
      {body}
      <EventFormDialog
        open={dialog.open}
        event={dialog.event}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </section>
  );
}

function EventCardSkeleton() {
  return (
    <Card data-testid="event-skeleton">
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-6 w-40 rounded-full" />
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-12 w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-7 w-16 rounded-full" />
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
      </CardContent>
    </Card>
  );
}
