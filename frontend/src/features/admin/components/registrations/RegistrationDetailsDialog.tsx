import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatTimestamp } from '@/lib/dates';
import type { Registration } from '@/lib/api-types';

export function RegistrationDetailsDialog({
  registration,
  onClose,
}: {
  registration: Registration | null;
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
            <Detail label="Notes" value={registration.notes || 'No notes provided'} wide />
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-maroon-soft">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words">{value}</dd>
    </div>
  );
}
