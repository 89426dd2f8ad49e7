import { CalendarDays, Clock, HandHeart, ListChecks, ListOrdered, MapPin, Pencil, Trash2, UsersRound } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { Event } from '@/lib/api-types';
import { formatFullDate } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { useDeleteEvent } from './api/events';
import { DoorPassesDialog } from '../door/DoorPassesDialog';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmDelete } from '../shell/ConfirmDelete';
import { Spinner } from '../shell/states';
import { RosterButton } from '../shifts/RosterButton';

/** Small buttons beside the title on a laptop; a thumb-sized 44 px on a phone. */
const phoneTapTarget = 'max-sm:min-h-11 max-sm:px-4 max-sm:text-base';

/** "No limit", or "12 of 150 places left, 3 parties waiting". */
function seatsText(event: Event): string {
  if (event.capacity == null || event.spotsLeft == null) return i18n._(msg`No limit on places`);
  const spotsLeft = formatNumber(event.spotsLeft);
  const capacity = formatNumber(event.capacity);
  const waiting = event.waitlistCount;
  return waiting > 0
    ? i18n._(msg`${spotsLeft} of ${capacity} places left, ${plural(waiting, { one: '# party', other: '# parties' })} waiting`)
    : i18n._(msg`${spotsLeft} of ${capacity} places left`);
}

function deleteConfirmation(title: string): string {
  return i18n._(msg`Are you sure you want to delete "${title}"? This action cannot be undone.`);
}

export function EventCard({ event, onEdit }: { event: Event; onEdit: () => void }) {
  const { highlights = [], schedule = [], whatToBring = [], sponsors = [], slots = [] } = event;
  const { trigger: deleteEvent, isMutating: deleting } = useDeleteEvent(event.id);
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const title = event.title;
  const scheduleItems = schedule.length;
  const sponsorCount = sponsors.length;
  const slotCount = slots.length;
  const bringList = whatToBring.join(', ');

  async function handleDelete() {
    const deleted = await run(() => deleteEvent(), {
      failure: { title: t`Error`, description: t`Failed to delete event. Please try again.` },
    });
    if (deleted.ok) toast({ title: t`Event Deleted`, description: t`"${title}" has been deleted.` });
  }

  return (
    <Card aria-busy={deleting || undefined}>
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        {event.featuredImage && (
          <img
            src={event.featuredImage}
            alt={event.title}
            width={192}
            height={128}
            loading="lazy"
            className="aspect-[3/2] w-full shrink-0 rounded-xl bg-cream-dark object-cover sm:w-48"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-2">
              <h3 className="text-xl font-bold leading-tight">{event.title}</h3>
              <div className="flex flex-wrap gap-2">
                {event.registrationOpen ? (
                  <Badge variant="success">
                    <Trans>Registration Open</Trans>
                  </Badge>
                ) : (
                  <Badge variant="muted">
                    <Trans>Registration Closed</Trans>
                  </Badge>
                )}
                {/* Visitors no longer see it and cannot register for it, whatever the switch says. */}
                {event.isPast && (
                  <Badge variant="outline">
                    <Trans>Past Event</Trans>
                  </Badge>
                )}
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <DoorPassesDialog event={event} />
              {(event.shifts ?? []).length > 0 && <RosterButton event={event} className={phoneTapTarget} />}
              <Button variant="outline" size="sm" className={phoneTapTarget} onClick={onEdit} aria-label={t`Edit ${title}`}>
                <Pencil aria-hidden="true" />
                <Trans>Edit</Trans>
              </Button>
              <ConfirmDelete
                title={t`Delete Event`}
                question={deleteConfirmation(event.title)}
                onConfirm={() => void handleDelete()}
              >
                <Button
                  variant="destructive"
                  size="sm"
                  className={phoneTapTarget}
                  disabled={deleting}
                  aria-label={t`Delete ${title}`}
                >
                  {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
                  <Trans>Delete</Trans>
                </Button>
              </ConfirmDelete>
            </div>
          </div>

          <dl className="mt-4 grid gap-2 text-maroon">
            <div className="flex items-start gap-2">
              <dt>
                <CalendarDays className="mt-0.5 size-5 text-sindoor" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Date</Trans>
                </span>
              </dt>
              <dd className="font-semibold">{formatFullDate(event.date)}</dd>
            </div>
            {event.time && (
              <div className="flex items-start gap-2">
                <dt>
                  <Clock className="mt-0.5 size-5 text-sindoor" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Time</Trans>
                  </span>
                </dt>
                <dd>{event.time}</dd>
              </div>
            )}
            <div className="flex items-start gap-2">
              <dt>
                <MapPin className="mt-0.5 size-5 text-sindoor" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Location</Trans>
                </span>
              </dt>
              <dd>
                <span className="font-semibold">{event.venue}</span>
                <span className="block text-maroon-soft">{event.address}</span>
              </dd>
            </div>
          </dl>

          {event.description && <p className="mt-3 line-clamp-3 whitespace-pre-line text-maroon-soft">{event.description}</p>}

          {highlights.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Highlights`}>
              {highlights.map((highlight) => (
                <li key={highlight}>
                  <Badge variant="secondary">{highlight}</Badge>
                </li>
              ))}
            </ul>
          )}

          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-maroon-soft">
            <span className="inline-flex items-center gap-1.5">
              <ListOrdered className="size-4" aria-hidden="true" />
              {t`${plural(scheduleItems, { one: '# schedule item', other: '# schedule items' })}`}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <HandHeart className="size-4" aria-hidden="true" />
              {t`${plural(sponsorCount, { one: '# sponsor', other: '# sponsors' })}`}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UsersRound className="size-4" aria-hidden="true" />
              {seatsText(event)}
            </span>
            {slots.length > 0 && (
              <span className="inline-flex items-center gap-1.5">
                <ListChecks className="size-4" aria-hidden="true" />
                {t`${plural(slotCount, { one: '# dish or job', other: '# dishes and jobs' })} to sign up for`}
              </span>
            )}
            {whatToBring.length > 0 && (
              <span>
                <Trans>What to bring: {bringList}</Trans>
              </span>
            )}
          </p>
        </div>
      </div>
    </Card>
  );
}
