import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AdminProgrammeEntry, Event } from '@/lib/api-types';
import { formatClock, formatFullDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { PrintFrame, usePrintedAt } from '../shell/PrintFrame';
import { KIND_LABELS } from './labels';
import { useDurationText } from './RunningOrder';

/**
 * The stage's running sheet: order, time, act, performers, and whom to call (name and phone).
 * Shown in a dialog, in the print frame, as it will print.
 */
export function RunningSheetDialog({
  open,
  onOpenChange,
  event,
  entries,
  totalMinutes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: Event;
  entries: AdminProgrammeEntry[];
  totalMinutes: number;
}) {
  const { t } = useLingui();
  const duration = useDurationText();
  const printedAt = usePrintedAt(open);
  const gap = formatNumber(event.programmeGapMinutes ?? 0);
  const total = duration(totalMinutes);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" data-print-dialog="">
        <DialogHeader>
          <DialogTitle>
            <Trans>Running sheet</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>For the stage and the sound desk; it prints on its own, as shown here.</Trans>
          </DialogDescription>
        </DialogHeader>
        <PrintFrame
          label={t`Running sheet`}
          title={<Trans>Running sheet: {event.title}</Trans>}
          when={`${formatFullDate(event.date)}, ${event.venue}`}
          note={
            <Trans>
              Total running time {total}, with {gap} min between acts.
            </Trans>
          }
          printedAt={printedAt}
        >
          {entries.length === 0 ? (
            <p>
              <Trans>No acts are accepted yet.</Trans>
            </p>
          ) : (
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-black/40">
                  <th scope="col" className="py-1 pr-2">
                    <Trans>No.</Trans>
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    <Trans>Time</Trans>
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    <Trans>Act</Trans>
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    <Trans>Performers</Trans>
                  </th>
                  <th scope="col" className="py-1">
                    <Trans>Contact</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => {
                  const minutes = formatNumber(entry.durationMinutes);
                  return (
                  <tr key={entry.id} className="border-b border-black/20 align-top">
                    <td className="py-1.5 pr-2 tabular-nums">{formatNumber(index + 1)}</td>
                    <td className="whitespace-nowrap py-1.5 pr-2 font-bold tabular-nums">
                      {entry.startTime ? formatClock(entry.startTime) : ''}
                    </td>
                    <td className="py-1.5 pr-2">
                      <span className="font-semibold">{entry.title}</span>
                      <br />
                      <span className="text-sm">
                        {t(KIND_LABELS[entry.kind])}, <Trans>{minutes} min</Trans>
                        {entry.trackPath ? '' : `, ${t`no music`}`}
                      </span>
                    </td>
                    <td className="py-1.5 pr-2">{entry.performers.map((performer) => performer.name).join(', ')}</td>
                    <td className="py-1.5">
                      {entry.contactName}
                      {entry.contactPhone && (
                        <>
                          <br />
                          <span className="whitespace-nowrap tabular-nums">{entry.contactPhone}</span>
                        </>
                      )}
                    </td>
                  </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </PrintFrame>
      </DialogContent>
    </Dialog>
  );
}
