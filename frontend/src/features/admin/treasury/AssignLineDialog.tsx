import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { SearchResult } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { BankRow } from './api/money-types';
import { PartySearch } from '../search/PartySearch';

/**
 * Chooses what a bank line that matched nothing pays for: the treasurer searches by name, email,
 * phone or the reference as they know it, and picks the registration, membership or donation.
 */
export function AssignLineDialog({
  row,
  onAssign,
  onClose,
}: {
  row: BankRow | null;
  onAssign: (line: number, target: SearchResult) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row ? t`Assign line ${row.line}` : ''}</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {row && t`${formatMoney(row.amount)} on ${formatLongDate(row.date)}: ${row.description}`}
          </DialogDescription>
        </DialogHeader>
        {row && (
          <PartySearch
            label={t`Find what this line pays for`}
            chooseHint={t`Assign this line to it`}
            onChoose={(target) => {
              onAssign(row.line, target);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
