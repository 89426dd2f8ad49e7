import { SittingsPicker } from '@/components/sittings-picker';
import type { Event, Registration } from '@/lib/api-types';
import { useBookSittings } from '../../api/registrations';

/**
 * The timed sittings a confirmed party books for its whole party, from the registration's success
 * view or its manage link; nothing for a waiting party, a past event or one without sittings.
 */
export function PartySittings({
  event,
  registration,
}: {
  event: Event | undefined;
  registration: Pick<Registration, 'id' | 'status' | 'guestCount' | 'dayIds' | 'sittingIds'>;
}) {
  const book = useBookSittings();
  if (!event || event.isPast || registration.status !== 'confirmed' || !(event.sittings ?? []).length) return null;
  return (
    <SittingsPicker
      sittings={event.sittings ?? []}
      days={event.days ?? []}
      dayIds={registration.dayIds ?? []}
      guestCount={registration.guestCount}
      bookedIds={registration.sittingIds ?? []}
      onSave={(sittingIds) => book(registration.id, event.id, sittingIds)}
    />
  );
}
