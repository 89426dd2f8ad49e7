import * as React from 'react';
import { History } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { ActivityEntry } from '@/lib/api-types';
import { formatLongDate, formatTimestamp } from '@/lib/dates';
import { useActivity } from './api/activity';
import { useAdminEvents } from '../events/api/events';
import { Pager } from '../shell/Pager';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';

/** The server pages the log 20 entries at a time. */
const PAGE_SIZE = 20;
const ALL_EVENTS = 'all';

/** Who changed what and when, newest first, for every event or one. */
export function ActivityTab() {
  const { t } = useLingui();
  const { events } = useAdminEvents();
  const [eventId, setEventId] = React.useState(ALL_EVENTS);
  const [page, setPage] = React.useState(1);
  const { activity, error, isLoading, retry } = useActivity({ eventId: eventId === ALL_EVENTS ? null : eventId, page });
  const selectId = React.useId();
  const pages = activity ? Math.max(1, Math.ceil(activity.count / PAGE_SIZE)) : 1;

  let body: React.ReactNode;
  if (isLoading && !activity) {
    body = (
      <div aria-busy="true" role="status" aria-label={t`Loading the activity`} className="grid gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  } else if (error || !activity) {
    body = <ErrorState message={t`We could not load the activity.`} onRetry={retry} />;
  } else if (activity.count === 0) {
    body = (
      <EmptyState
        icon={History}
        title={t`Nothing recorded yet`}
        description={
          eventId === ALL_EVENTS
            ? t`Changes by organisers, and by registrants through their link, appear here as they happen.`
            : t`Nothing has changed about this event yet.`
        }
      />
    );
  } else {
    body = (
      <>
        <ol aria-label={t`Activity, newest first`} className="grid gap-3">
          {activity.results.map((entry) => (
            <li key={entry.id}>
              <EntryCard entry={entry} />
            </li>
          ))}
        </ol>
        <Pager
          label={t`Pages of activity`}
          page={page}
          pages={pages}
          hasNewer={Boolean(activity.previous)}
          hasOlder={Boolean(activity.next)}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="activity-heading">
      <TabHeader
        id="activity-heading"
        title={t`Activity`}
        description={t`Every change organisers made, and what registrants changed through their link, newest first.`}
      />
      <div className="mb-6 grid max-w-md gap-1.5">
        <Label htmlFor={selectId}>
          <Trans>Show activity of</Trans>
        </Label>
        <Select
          value={eventId}
          onValueChange={(value) => {
            setEventId(value);
            setPage(1);
          }}
        >
          <SelectTrigger id={selectId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_EVENTS}>
              <Trans>All events and settings</Trans>
            </SelectItem>
            {(events ?? []).map((event) => (
              <SelectItem key={event.id} value={String(event.id)}>
                {event.title} ({formatLongDate(event.date)})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {body}
    </section>
  );
}

/** One change as the server writes it: a sentence in the organiser's language, and when. */
function EntryCard({ entry }: { entry: ActivityEntry }) {
  return (
    <article className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-baseline sm:gap-4">
      <p className="min-w-0 flex-1 break-words">{entry.text}</p>
      <time dateTime={entry.at} className="shrink-0 text-sm text-maroon-soft">
        {formatTimestamp(entry.at)}
      </time>
    </article>
  );
}
