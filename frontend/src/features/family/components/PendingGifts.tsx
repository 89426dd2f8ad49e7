import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/money';
import type { FamilyDonation } from '../money-types';

/** The family's gifts not yet (fully) paid: what is left and the reference to quote. */
export function PendingGifts({ donations }: { donations: FamilyDonation[] }) {
  const { t } = useLingui();
  const pending = donations.filter((donation) => donation.amount - donation.amountPaid > 0);
  if (pending.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-bold">
        <Trans>Gifts awaiting payment</Trans>
      </h3>
      <ul className="grid gap-2" aria-label={t`Gifts awaiting payment`}>
        {pending.map((donation) => {
          const left = formatMoney(donation.amount - donation.amountPaid);
          const reference = donation.paymentReference;
          return (
            <li key={donation.id} className="rounded-xl bg-cream p-3">
              <Trans>
                {left} · ref <span className="font-mono font-bold">{reference}</span>
              </Trans>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
