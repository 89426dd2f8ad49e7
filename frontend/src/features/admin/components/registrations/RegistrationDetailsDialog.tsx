import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatTimestamp } from '@/lib/dates';
import type { Event, Registration } from '@/lib/api-types';
import { StatusBadge } from './StatusBadge';

export function RegistrationDetailsDialog({
  registration,
  event,
  onClose,
}: {
  registration: Registration | null;
  /** The registration's event, for the titles of the slots it took. */
  event: Event | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={registration !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registration Details</DialogTitle>
          <DialogDescription>Everything this visitor told us when registering.</DialogDescription>
        </DialogHeader>
        {registration && (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Name" value={registration.fullName} />
            <Detail label="Email" value={registration.email} />
            <Detail label="Phone" value={registration.phone || 'Not provided'} />
            <Detail label="Number of Guests" value={String(registration.guestCount)} />
            <Detail label="Registration Date" value={formatTimestamp(registration.createdAt)} />
            <div>
              <dt className="text-sm font-semibold text-maroon-soft">Status</dt>
              <dd className="mt-1">
                <StatusBadge registration={registration} />
              </dd>
            </div>
            <Detail label="Children" value={String(registration.children)} />
            {event?.mealsServed !== false && (
              <Detail label="Vegetarian Meals" value={String(registration.vegetarianMeals)} />
            )}
            <Detail label="Photo Consent" value={registration.photoConsent ? 'Yes' : 'No, keep them out of the gallery'} />
            <Detail
              label="Checked In"
              value={registration.checkedInAt ? formatTimestamp(registration.checkedInAt) : 'Not yet'}
            />
            <Detail label="Dietary Notes" value={registration.dietaryNotes || 'None'} wide />
            <Detail label="Signed Up For" value={slotTitles(registration, event) || 'Nothing'} wide />
            <Detail label="Notes" value={registration.notes || 'No notes provided'} wide />
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

function slotTitles(registration: Registration, event: Event | undefined): string {
  const slots = event?.slots ?? [];
  return (registration.slotIds ?? [])
    .map((id) => slots.find((slot) => slot.id === id)?.title)
    .filter(Boolean)
    .join(', ');
}

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-maroon-soft">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words">{value}</dd>
    </div>
  );
}
