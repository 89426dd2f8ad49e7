import * as React from 'react';
import { Search, UserPlus } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Event, Registration, RegistrationStatus } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { searchIndex } from '@/lib/search';
import { useEventRegistrations, useFamilyRegistrationIds } from './api/registrations';
import { EmptyState, ErrorState } from '../shell/states';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import { RegistrationsTable, RegistrationsTableSkeleton } from './RegistrationsTable';
import { STATUS_LABELS } from './StatusBadge';

type StatusFilter = RegistrationStatus | 'all';
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

/** One event's registrations, filtered by status and searched by name or email (the tab's search box). */
export function GuestList({
  eventId,
  event,
  query,
  opening = null,
}: {
  eventId: string;
  event: Event | undefined;
  query: string;
  /** A registration to open as soon as the list has it (one the organiser found by searching). */
  opening?: { id: number } | null;
}) {
  const { t } = useLingui();
  const [status, setStatus] = React.useState<StatusFilter>('all');
  const { registrations, isLoading, error, retry } = useEventRegistrations(
    eventId,
    status === 'all' ? undefined : status,
  );
  const familyIds = useFamilyRegistrationIds(eventId);
  const [viewing, setViewing] = React.useState<Registration | null>(null);
  // Opened once, when the list first has it: closing the dialog leaves the list as it is.
  const [opened, setOpened] = React.useState<{ id: number } | null>(null);
  if (opening && opening !== opened && registrations) {
    const found = registrations.find((registration) => registration.id === opening.id);
    if (found) {
      setOpened(opening);
      setViewing(found);
    }
  }
  const filterLabelId = React.useId();

  // The list follows the typing a moment behind, so that the search box never waits for a long
  // list on a slow phone; the search itself compares each row's text folded once per list.
  const listQuery = React.useDeferredValue(query);
  const find = React.useMemo(
    () => searchIndex(registrations ?? [], (registration) => [registration.fullName, registration.email]),
    [registrations],
  );
  const filtered = React.useMemo(() => find(listQuery), [find, listQuery]);

  const search = listQuery.trim();
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
        days={event?.days}
      />
    );
  }

  return (
    <div className="grid gap-4">
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
