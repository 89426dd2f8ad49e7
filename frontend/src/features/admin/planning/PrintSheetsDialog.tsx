import * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Event, EventSummary } from '@/lib/api-types';
import { usePrintedAt } from '../shell/PrintFrame';
import { CatererSheet, DoorList } from './sheets';

type Sheet = 'caterer' | 'door';

/**
 * A preview of the two sheets organisers print: the caterer's (numbers, dietary notes, dishes)
 * and the door's (every confirmed party with a box to tick). Each is in the print frame, whose
 * button prints the one shown, and only it.
 */
export function PrintSheetsDialog({
  open,
  onOpenChange,
  eventId,
  event,
  summary,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
  event: Event;
  summary: EventSummary;
}) {
  const [sheet, setSheet] = React.useState<Sheet>('caterer');
  const { t } = useLingui();
  const printedAt = usePrintedAt(open);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" data-print-dialog="">
        <DialogHeader>
          <DialogTitle>
            <Trans>Print</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Choose a sheet; it prints on its own, as shown here.</Trans>
          </DialogDescription>
        </DialogHeader>
        <Tabs value={sheet} onValueChange={(value) => setSheet(value as Sheet)} className="min-w-0">
          <TabsList aria-label={t`Sheets`} className="grid grid-cols-2 sm:inline-flex">
            <TabsTrigger value="caterer">
              <Trans>Caterer&apos;s sheet</Trans>
            </TabsTrigger>
            <TabsTrigger value="door">
              <Trans>Door list</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="caterer">
            <CatererSheet event={event} summary={summary} printedAt={printedAt} />
          </TabsContent>
          <TabsContent value="door">
            <DoorList eventId={eventId} event={event} printedAt={printedAt} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
