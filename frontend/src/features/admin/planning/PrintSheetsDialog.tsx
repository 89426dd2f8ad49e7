import * as React from 'react';
import { Printer } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import '../shell/print.css';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Event, EventSummary } from '@/lib/api-types';
import { CatererSheet, DoorList } from './sheets';

type Sheet = 'caterer' | 'door';

/**
 * A preview of the two sheets organisers print: the caterer's (numbers, dietary notes, dishes)
 * and the door's (every confirmed party with a box to tick). "Print" prints the one shown, and
 * only it (print.css).
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
  // Fixed when the dialog opens, so the preview and the paper show the same moment.
  const [printedAt, setPrintedAt] = React.useState(() => new Date().toISOString());
  React.useEffect(() => {
    if (open) setPrintedAt(new Date().toISOString());
  }, [open]);

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
        <Tabs value={sheet} onValueChange={(value) => setSheet(value as Sheet)}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <TabsList aria-label={t`Sheets`} className="grid grid-cols-2 sm:inline-flex">
              <TabsTrigger value="caterer">
                <Trans>Caterer&apos;s sheet</Trans>
              </TabsTrigger>
              <TabsTrigger value="door">
                <Trans>Door list</Trans>
              </TabsTrigger>
            </TabsList>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              <Trans>Print this sheet</Trans>
            </Button>
          </div>
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
