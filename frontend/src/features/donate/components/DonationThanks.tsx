import { HeartHandshake } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentDetails } from '@/components/payment-details';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import type { CreatedDonation } from '../types';

/** The thank-you: the amount, the reference to quote and how to pay, as the server answered them. */
export function DonationThanks({ donation, onAnother }: { donation: CreatedDonation; onAnother: () => void }) {
  const { t } = useLingui();
  const amount = formatMoney(donation.amount);
  return (
    <Card role="status" aria-label={t`Thank you for your gift`}>
      <CardContent className="grid gap-5 py-8">
        <div className="grid justify-items-center gap-3 text-center">
          <HeartHandshake className="size-14 text-leaf" aria-hidden="true" />
          <h2 className="text-2xl font-bold">
            <Trans>Thank you for your gift of {amount}!</Trans>
          </h2>
          <p className="text-maroon-soft">
            <Trans>We've emailed you these details. Your receipt follows once your payment arrives.</Trans>
          </p>
        </div>
        <PaymentDetails reference={donation.paymentReference} instructions={donation.paymentInstructions} />
        <Button variant="outline" className="justify-self-center" onClick={onAnother}>
          <Trans>Make another gift</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
