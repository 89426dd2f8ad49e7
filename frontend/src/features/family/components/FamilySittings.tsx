import { SittingsPicker } from '@/components/sittings-picker';
import type { FamilyRegistration } from '@/lib/api-types';
import { useBookFamilySittings, useRegistrationEvent } from '../api/family';

/** A confirmed registration's timed sittings, booked from the family's page; nothing when its event has none. */
export function FamilySittings({ registration }: { registration: FamilyRegistration }) {
  const { data: event } = useRegistrationEvent(registration.eventId);
  const book = useBookFamilySittings();
  if (!event || !(event.sittings ?? []).length) return null;
  return (
    <SittingsPicker
      sittings={event.sittings ?? []}
      days={event.days ?? []}
      dayIds={registration.dayIds}
      guestCount={registration.guestCount}
      bookedIds={registration.sittingIds}
      onSave={(sittingIds) => book(registration, sittingIds)}
    />
  );
}
