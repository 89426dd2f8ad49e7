import * as React from 'react';
import { QrCode } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { DoorParty as Registration } from '@/lib/api-types';
import { i18n } from '@/lib/i18n';
import { preloadFrameReader } from './qr-reader';
import { scanOutcome } from './scanned-code';
import { useDoorEvents } from './door-pass';
import type ScannerDialogType from './ScannerDialog';

type ScannerDialogProps = React.ComponentProps<typeof ScannerDialogType>;

const loadScannerDialog = () => import(/* webpackChunkName: "door-scanner" */ './ScannerDialog');

/**
 * The scanner's dialog, its code fetched the first time it is drawn (if not fetched ahead). Code
 * that cannot be fetched (a phone offline that never kept it) gives `ScannerUnavailable`, which
 * says so, and the next tap tries again.
 */
function lazyScannerDialog(onUnavailable: () => void) {
  return React.lazy<React.ComponentType<ScannerDialogProps>>(() =>
    loadScannerDialog().catch(() => {
      onUnavailable();
      return { default: ScannerUnavailable };
    }),
  );
}

/**
 * Says so each time the scanner is opened. A retry that fails again resolves to this same
 * component, which React keeps in place: the opening, not the mounting, is what it answers.
 */
function ScannerUnavailable({ open, onOpenChange }: ScannerDialogProps) {
  React.useEffect(() => {
    if (!open) return;
    toast({
      title: i18n._(msg`The code reader could not be loaded`),
      description: i18n._(msg`Open this screen once with a connection to get it. Meanwhile, find the party by name.`),
      variant: 'destructive',
    });
    onOpenChange(false);
  }, [open, onOpenChange]);
  return null;
}

/**
 * The door's "Scan QR code" button and its dialog (ScannerDialog): a party of this event closes
 * the dialog and opens (`onParty`) with its check-in button focused (`checkInRef`).
 */
export function QrScanButton({
  eventId,
  registrations,
  onParty,
  shownId,
  checkInRef,
  dayName,
}: {
  eventId: string;
  registrations: Registration[];
  /** At a festival, the day the list is of: a party not coming that day is not on it. */
  dayName?: string;
  onParty: (registration: Registration) => void;
  /** The scanned party the screen shows now, if any. */
  shownId: number | null;
  /** The opened party's check-in button, which takes the focus once the dialog closes. */
  checkInRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = React.useState(false);
  // The other events, to name the one a code is for: read once the scanner has been opened.
  const [opened, setOpened] = React.useState(false);
  const events = useDoorEvents(opened);
  const found = React.useRef(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const focusParty = React.useRef<number | null>(null);
  const { t } = useLingui();
  // Whether the dialog's code could not be fetched: the next tap tries again.
  const unavailable = React.useRef(false);
  const markUnavailable = () => {
    unavailable.current = true;
  };
  const [ScannerDialog, setScannerDialog] = React.useState(() => lazyScannerDialog(markUnavailable));

  // The dialog's code and, where a phone will need it, the library, fetched now, while it is online.
  React.useEffect(() => {
    void loadScannerDialog().catch(() => undefined);
    preloadFrameReader();
  }, []);

  // The party opens by a navigation, which React may render after the dialog has closed: its
  // check-in button takes the focus in the first render that shows it.
  React.useEffect(() => {
    if (!open && focusParty.current !== null && focusParty.current === shownId && checkInRef.current) {
      focusParty.current = null;
      checkInRef.current.focus();
    }
  });

  const openParty = (registration: Registration) => {
    // Only a confirmed party has a check-in button; for any other, the focus goes back to this one.
    found.current = registration.status === 'confirmed';
    focusParty.current = found.current ? registration.id : null;
    navigator.vibrate?.(60);
    setOpen(false);
    onParty(registration);
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        className="min-h-12 shrink-0 px-4"
        aria-label={t`Scan QR code`}
        aria-haspopup="dialog"
        onClick={() => {
          found.current = false;
          focusParty.current = null;
          if (unavailable.current) {
            unavailable.current = false;
            setScannerDialog(() => lazyScannerDialog(markUnavailable));
          }
          setOpen(true);
          setOpened(true);
        }}
      >
        <QrCode aria-hidden="true" />
        <Trans>Scan</Trans>
      </Button>
      {opened && (
        <React.Suspense fallback={null}>
          <ScannerDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              // Radix gives the focus back to a Dialog.Trigger only; this button opens the dialog itself.
              event.preventDefault();
              if (!found.current) trigger.current?.focus();
            }}
            read={(value) => scanOutcome(value, { eventId, registrations, events: events ?? [], site: window.location, dayName })}
            onParty={openParty}
            onLeave={() => setOpen(false)}
          />
        </React.Suspense>
      )}
    </>
  );
}
