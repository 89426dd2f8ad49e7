import * as React from 'react';
import { Download, UserPlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useExportMemberships } from './api/membership';
import { useAdminSettings } from '../settings/api/settings';
import { membershipYearLabel, membershipYearOf } from '@/lib/membership-year';
import type { SearchResult } from '@/lib/api-types';
import { useOpening } from '../shell/navigation';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { YearSelect } from '../treasury/YearSelect';
import { Spinner, TabHeader } from '../shell/states';
import { MembershipRoll } from './MembershipRoll';
import { SignUpDialog } from './SignUpDialog';
import { TiersList } from './TiersList';

/** Membership: the tiers, a year's roll with its CSV, and signing a family up at the door. */
export function MembershipTab() {
  const { t } = useLingui();
  const { settings } = useAdminSettings();
  const startMonth = settings?.membershipYearStartMonth ?? 1;
  const [chosenYear, setYear] = React.useState<number | null>(null);
  // A membership found by the dashboard's search: its year's roll, searched for its reference.
  const opening = useOpening('membership');
  const [found, setFound] = React.useState<SearchResult | null>(null);
  if (opening && opening !== found) {
    setFound(opening);
    if (opening.year !== null) setYear(opening.year);
  }
  const year = chosenYear ?? membershipYearOf(startMonth);
  const label = (value: number) => membershipYearLabel(value, startMonth);
  const exportRoll = useExportMemberships(year);
  const { run } = useAdminMutation();
  const [signingUp, setSigningUp] = React.useState(false);

  async function download() {
    await run(() => exportRoll.trigger(), {
      failure: { title: t`Download failed`, description: t`The roll could not be downloaded. Please try again.` },
    });
  }

  return (
    <section aria-labelledby="membership-heading" className="grid gap-8">
      <TabHeader
        id="membership-heading"
        title={t`Membership`}
        description={t`The tiers families join at, and each year's roll of members.`}
      >
        <div className="flex flex-wrap items-end gap-3">
          <YearSelect label={t`Membership year`} value={year} onChange={setYear} labelOf={label} />
          <Button variant="outline" onClick={() => void download()} disabled={exportRoll.isMutating}>
            {exportRoll.isMutating ? <Spinner /> : <Download aria-hidden="true" />}
            <Trans>Export CSV</Trans>
          </Button>
          <Button onClick={() => setSigningUp(true)}>
            <UserPlus aria-hidden="true" />
            <Trans>Sign up a family</Trans>
          </Button>
        </div>
      </TabHeader>
      <TiersList />
      <MembershipRoll
        key={found ? `${found.id}` : 'roll'}
        year={year}
        yearLabel={label(year)}
        initialQuery={found?.paymentReference ?? found?.name ?? ''}
      />
      <SignUpDialog open={signingUp} year={year} yearLabel={label(year)} onOpenChange={setSigningUp} />
    </section>
  );
}
