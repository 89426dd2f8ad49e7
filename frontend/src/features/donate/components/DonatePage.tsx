import * as React from 'react';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/PageShell';
import { usePageTitle } from '@/lib/page-title';
import type { CreatedDonation } from '../types';
import { DonateForm } from './DonateForm';
import { DonationThanks } from './DonationThanks';

export default function DonatePage() {
  const { t } = useLingui();
  usePageTitle(t`Donate`);
  const [donation, setDonation] = React.useState<CreatedDonation | null>(null);

  return (
    <>
      <PageHeader
        title={t`Support Our Community`}
        intro={t`Your gift keeps our pujas, festivals and Bengali classes going for every family in the valley.`}
      />
      <div className="mx-auto grid max-w-2xl gap-6">
        {donation ? (
          <DonationThanks donation={donation} onAnother={() => setDonation(null)} />
        ) : (
          <DonateForm onDonated={setDonation} />
        )}
      </div>
    </>
  );
}
