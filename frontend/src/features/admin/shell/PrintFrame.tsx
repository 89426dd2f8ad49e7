import * as React from 'react';
import { Printer } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import './print.css';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/lib/dates';
import { useSettings } from '@/lib/settings';

/**
 * The moment a sheet is printed at, fixed when its dialog opens, so the preview and the paper
 * show the same moment.
 */
export function usePrintedAt(open: boolean): string {
  const [printedAt, setPrintedAt] = React.useState(() => new Date().toISOString());
  React.useEffect(() => {
    if (open) setPrintedAt(new Date().toISOString());
  }, [open]);
  return printedAt;
}

/**
 * A sheet organisers print, shown as it will look on paper: white, black text, whatever the
 * screen's theme. Its heading names the association, the sheet and its event, when and where,
 * and when it was printed; the button above it prints the sheet and only it (print.css). The
 * dialog that shows it carries `data-print-dialog`, which print.css turns into plain flowing
 * content on paper.
 */
export function PrintFrame({
  label,
  title,
  when,
  note,
  printedAt,
  children,
}: {
  /** The sheet's name, for assistive technology. */
  label: string;
  title: React.ReactNode;
  /** The event's date, and where it is. */
  when: string;
  /** A line more for the heading. */
  note?: React.ReactNode;
  printedAt: string;
  children: React.ReactNode;
}) {
  const { settings, isLoading } = useSettings();
  const printed = formatTimestamp(printedAt);
  return (
    // On a phone the sheet keeps its paper layout and scrolls sideways inside its frame, rather
    // than widen the dialog (and with it the page) to its table.
    <div className="grid min-w-0 gap-3">
      <Button className="justify-self-start" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        <Trans>Print this sheet</Trans>
      </Button>
      <article data-print-sheet="" aria-label={label} className="overflow-x-auto rounded-lg border border-line bg-white p-5 text-black">
        <header className="mb-4 border-b-2 border-maroon pb-2">
          {!isLoading && <p className="text-sm font-semibold">{settings.groupName}</p>}
          <h3 className="text-2xl font-extrabold">{title}</h3>
          <p>{when}</p>
          {note && <p className="text-sm">{note}</p>}
          <p className="text-sm text-maroon-soft">
            <Trans>Printed {printed}; later changes are not on it.</Trans>
          </p>
        </header>
        {children}
      </article>
    </div>
  );
}
