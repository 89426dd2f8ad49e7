import '@/features/events/messages';
import { Trans } from '@lingui/react/macro';
import { PaymentDetails } from '@/components/payment-details';
import type { Event } from '@/lib/api-types';
import { useSettings } from '@/lib/settings';
import { useWritten } from '@/lib/written';
import type { Summary } from './useRegistrationDialog';

/**
 * What a party pays, under its details: the amount due, the reference and how to pay. A party on
 * the waiting list of a paid event is told it pays nothing until it has seats; a free event says
 * nothing.
 */
export function PaymentNote({ registration, event }: { registration: Summary; event: Event | undefined }) {
  const { settings } = useSettings();
  const written = useWritten();
  if (registration.status === 'waitlisted') {
    if (!event?.prices) return null;
    return (
      <p className="rounded-xl bg-cream p-4">
        <Trans>You pay nothing while you are on the waiting list. If seats open up for you, we'll email you what is due.</Trans>
      </p>
    );
  }
  // After a change, what was already paid counts: the party is shown only what is left.
  const outstanding = registration.amountDue - registration.amountPaid;
  if (outstanding <= 0 || !registration.paymentReference) return null;
  return (
    <PaymentDetails
      amountDue={outstanding}
      reference={registration.paymentReference}
      instructions={written(settings.paymentInstructions, settings.paymentInstructionsBn)}
    />
  );
}
