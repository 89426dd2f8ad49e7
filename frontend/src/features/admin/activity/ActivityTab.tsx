import * as React from 'react';
import { History } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { ActivityEntry } from '@/lib/api-types';
import { formatLongDate, formatTimestamp } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { useActivity } from './api/activity';
import { useAdminEvents } from '../events/api/events';
import { Pager } from '../shell/Pager';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';

/** The server pages the log 20 entries at a time. */
const PAGE_SIZE = 20;
const ALL_EVENTS = 'all';

const ACTIONS: Record<string, MessageDescriptor> = {
  'event.create': msg`Created the event`,
  'event.update': msg`Changed the event`,
  'event.delete': msg`Deleted the event`,
  'registration.create': msg`Registered`,
  'registration.update': msg`Changed a registration`,
  'registration.cancel': msg`Cancelled a registration`,
  'registration.delete': msg`Deleted a registration`,
  'registration.promote': msg`Gave a place from the waiting list`,
  'registration.check_in': msg`Checked a party in`,
  'registration.check_in_undo': msg`Undid a check-in`,
  'gallery.create': msg`Added a gallery image`,
  'gallery.update': msg`Changed a gallery image`,
  'gallery.delete': msg`Removed a gallery image`,
  'contact.mark': msg`Marked a contact message`,
  'contact.delete': msg`Deleted a contact message`,
  'message.send': msg`Emailed the guests`,
  'payment.record': msg`Recorded a payment`,
  'payment.void': msg`Voided a payment`,
  'payment.import': msg`Uploaded a bank statement`,
  'statements.send': msg`Sent the donation statements`,
  'membership.join': msg`Joined as members`,
  'membership_tier.create': msg`Added a membership tier`,
  'membership_tier.update': msg`Changed a membership tier`,
  'membership_tier.delete': msg`Deleted a membership tier`,
  'family.create': msg`Added a family`,
  'family.update': msg`Changed a family`,
  'family.delete': msg`Deleted a family`,
  'settings.update': msg`Changed the website settings`,
};

/** What was done, in words; an action this screen does not know yet is shown as recorded. */
function actionLabel(action: string): string {
  const label = ACTIONS[action];
  return label ? i18n._(label) : action;
}

/** The fields the log records, by the server's names, as the organiser reads them. */
const FIELDS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  date: msg`Date`,
  time: msg`Time`,
  venue: msg`Venue`,
  address: msg`Address`,
  featured_image: msg`Featured image`,
  registration_open: msg`Registration open`,
  highlights: msg`Highlights`,
  schedule: msg`Schedule`,
  what_to_bring: msg`What to bring`,
  sponsors: msg`Sponsors`,
  capacity: msg`Capacity`,
  meals_served: msg`Meals served`,
  prices: msg`Prices`,
  slots: msg`Slots`,
  full_name: msg`Full name`,
  email: msg`Email`,
  phone: msg`Phone`,
  guest_count: msg`Guest count`,
  notes: msg`Notes`,
  children: msg`Children`,
  vegetarian_meals: msg`Vegetarian meals`,
  dietary_notes: msg`Dietary notes`,
  photo_consent: msg`Photo consent`,
  status: msg`Status`,
  checked_in_at: msg`Checked in at`,
  arrived_guests: msg`Arrived guests`,
  day: msg`Day`,
  handled: msg`Handled`,
  caption: msg`Caption`,
  event: msg`Event`,
  name: msg`Name`,
  amount: msg`Amount`,
  active: msg`Active`,
  tier: msg`Tier`,
  year: msg`Year`,
  amount_due: msg`Amount due`,
  method: msg`Method`,
  voided: msg`Voided`,
  reason: msg`Reason`,
  audience: msg`Audience`,
  recipients: msg`Recipients`,
  members: msg`Members`,
  group_name: msg`Group name`,
  tagline: msg`Tagline`,
  about_text: msg`About text`,
  contact_email: msg`Contact email`,
  whatsapp_link: msg`WhatsApp link`,
  instagram_link: msg`Instagram link`,
  announcement_text: msg`Announcement text`,
  show_announcement: msg`Show announcement`,
  legal_name: msg`Legal name`,
  ein: msg`EIN`,
  mailing_address: msg`Mailing address`,
  payment_instructions: msg`Payment instructions`,
  membership_year_start_month: msg`Membership year start month`,
};

/** A field's name in words: "guest_count" → "Guest count"; one this screen does not know yet, made readable. */
function fieldLabel(field: string): string {
  const known = FIELDS[field];
  if (known) return i18n._(known);
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value as a person reads it. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return i18n._(msg`(empty)`);
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatTimestamp(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return i18n._(msg`(empty)`);
    return value
      .map((item) => (item && typeof item === 'object' ? Object.values(item).map(String).join(' · ') : describeValue(item)))
      .join('; ');
  }
  if (typeof value === 'object') return Object.entries(value).map(([key, item]) => `${fieldLabel(key)}: ${describeValue(item)}`).join('; ');
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

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

function EntryCard({ entry }: { entry: ActivityEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  return (
    <article className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={entry.actor === 'registrant' ? 'secondary' : 'outline'}>{entry.actor}</Badge>
        <p className="font-semibold">
          {actionLabel(entry.action)}
          {entry.summary && <span className="font-normal">: {entry.summary}</span>}
        </p>
        <time dateTime={entry.at} className="ml-auto text-sm text-maroon-soft">
          {formatTimestamp(entry.at)}
        </time>
      </div>
      {changes.length > 0 && (
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
          {changes.map(([field, [before, after]]) => (
            <React.Fragment key={field}>
              <dt className="font-semibold text-maroon-soft">{fieldLabel(field)}</dt>
              <dd className="break-words">
                <span className="text-maroon-soft line-through decoration-maroon-soft/50">{describeValue(before)}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">
                  {' '}
                  <Trans>became</Trans>{' '}
                </span>
                <span>{describeValue(after)}</span>
              </dd>
            </React.Fragment>
          ))}
        </dl>
      )}
    </article>
  );
}
