import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber } from '@/lib/i18n';

/** The arrived and expected counts, always in view at the door. */
export function Counts({
  arrivedParties,
  expectedParties,
  arrivedGuests,
  expectedGuests,
}: {
  arrivedParties: number;
  expectedParties: number;
  arrivedGuests: number;
  expectedGuests: number;
}) {
  const { t } = useLingui();
  const expectedPartyCount = formatNumber(expectedParties);
  const expectedGuestCount = formatNumber(expectedGuests);
  return (
    <Card>
      <CardContent className="grid grid-cols-2 gap-3 pt-4 sm:pt-5">
        <div aria-label={t`Parties arrived`} role="group" className="rounded-xl bg-cream/70 px-3 py-2">
          <p className="text-sm font-semibold text-maroon-soft">
            <Trans>Parties arrived</Trans>
          </p>
          <p className="text-3xl font-extrabold tabular-nums">
            {formatNumber(arrivedParties)}
            <span className="text-lg font-semibold text-maroon-soft">
              {' '}
              <Trans>of {expectedPartyCount}</Trans>
            </span>
          </p>
        </div>
        <div aria-label={t`Guests arrived`} role="group" className="rounded-xl bg-cream/70 px-3 py-2">
          <p className="text-sm font-semibold text-maroon-soft">
            <Trans>Guests arrived</Trans>
          </p>
          <p className="text-3xl font-extrabold tabular-nums">
            {formatNumber(arrivedGuests)}
            <span className="text-lg font-semibold text-maroon-soft">
              {' '}
              <Trans>of {expectedGuestCount}</Trans>
            </span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
