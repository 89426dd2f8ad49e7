import * as React from 'react';
import { Link } from 'react-router-dom';
import { CameraOff, RotateCcw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { DoorParty as Registration } from '@/lib/api-types';
import { formatFullDate } from '@/lib/dates';
import { checkInPath } from '@/lib/routes';
import { Spinner } from '../shell/states';
import { createFrameReader, type FrameReader } from './qr-reader';
import type { ScanOutcome } from './scanned-code';

/** How often the camera's frame is read while nothing has been found. */
const SCAN_INTERVAL_MS = 200;

type CameraStatus = 'starting' | 'scanning' | 'refused' | 'unavailable' | 'noReader';

/** A code that was read but opens nothing here, and why. */
type Miss = Exclude<ScanOutcome, { kind: 'party' }>;

function stopCamera(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function cameraFailure(error: unknown): CameraStatus {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable';
}

/**
 * The back camera into `videoRef`'s video while the component that calls it is mounted (the
 * dialog is open), its frames read every SCAN_INTERVAL_MS, each text found handed to `onRead`.
 * The camera stops when the component unmounts, also if it was still being asked for.
 */
function useCameraReader(videoRef: React.RefObject<HTMLVideoElement | null>, onRead: (value: string) => void) {
  const [status, setStatus] = React.useState<CameraStatus>('starting');
  const [attempt, setAttempt] = React.useState(0);
  const latestOnRead = React.useRef(onRead);
  React.useEffect(() => {
    latestOnRead.current = onRead;
  });

  React.useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let shownIn: HTMLVideoElement | null = null;
    setStatus('starting');

    async function readFrames(read: FrameReader, video: HTMLVideoElement) {
      if (stopped) return;
      const value = await read(video).catch(() => null);
      if (stopped) return;
      if (value) latestOnRead.current(value);
      if (!stopped) timer = window.setTimeout(() => void readFrames(read, video), SCAN_INTERVAL_MS);
    }

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setStatus(cameraFailure(error));
        return;
      }
      if (stopped) {
        stopCamera(stream);
        return;
      }
      let read: FrameReader;
      try {
        read = await createFrameReader();
      } catch {
        stopCamera(stream);
        if (!stopped) setStatus('noReader');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      shownIn = video;
      video.srcObject = stream;
      // Muted and inline, so no browser asks for a tap first; a refusal still shows the stream.
      await video.play().catch(() => undefined);
      if (stopped) return;
      setStatus('scanning');
      void readFrames(read, video);
    }

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopCamera(stream);
      if (shownIn) shownIn.srcObject = null;
    };
  }, [videoRef, attempt]);

  return { status, retry: () => setAttempt((count) => count + 1) };
}

/**
 * The scanner's dialog: the camera reads the code of a confirmation email, each code read is
 * judged by `read`; a party of this event opens (`onParty`), a code of another event, or not one
 * of ours, is said so while the camera goes on looking. Without a camera, the dialog says why, and
 * the search by name is there. Its code (Radix's dialog with it) is not part of the door's first
 * screen: QrScanButton fetches it once the screen is drawn.
 */
export default function ScannerDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  read,
  onParty,
  onLeave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  read: (value: string) => ScanOutcome;
  onParty: (registration: Registration) => void;
  /** Closes the scanner: for the search by name, or another event's screen. */
  onLeave: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Close the scanner`} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Scan a QR code</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Point the camera at the QR code in the party&apos;s confirmation email.</Trans>
          </DialogDescription>
        </DialogHeader>
        <Scanner read={read} onParty={onParty} onLeave={onLeave} />
      </DialogContent>
    </Dialog>
  );
}

/** The camera's picture with its state, and what the last code read means here. */
function Scanner({
  read,
  onParty,
  onLeave,
}: {
  read: (value: string) => ScanOutcome;
  onParty: (registration: Registration) => void;
  /** Closes the scanner: for the search by name, or another event's screen. */
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const [miss, setMiss] = React.useState<{ value: string; outcome: Miss } | null>(null);
  const { status, retry } = useCameraReader(videoRef, (value) => {
    const outcome = read(value);
    if (outcome.kind === 'party') onParty(outcome.registration);
    else setMiss((current) => (current?.value === value ? current : { value, outcome }));
  });
  const cameraOn = status === 'starting' || status === 'scanning';

  return (
    <div className="grid gap-3">
      <div hidden={!cameraOn} className="relative aspect-square w-full overflow-hidden rounded-xl bg-maroon">
        <video ref={videoRef} muted playsInline className="size-full object-cover" aria-label={t`Camera`} />
        <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/85 shadow-[0_0_0_100vmax_rgb(0_0_0/0.25)]" />
        {status === 'starting' && (
          <p role="status" className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 font-semibold text-white">
            <Spinner className="size-5" />
            <Trans>Starting the camera…</Trans>
          </p>
        )}
      </div>
      {cameraOn ? <MissNotice miss={miss?.outcome} onLeave={onLeave} /> : <CameraProblem status={status} onRetry={retry} onClose={onLeave} />}
    </div>
  );
}

function CameraProblem({ status, onRetry, onClose }: { status: CameraStatus; onRetry: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const texts: Partial<Record<CameraStatus, { title: string; description: string }>> = {
    refused: {
      title: t`The camera is not allowed`,
      description: t`Allow this site to use the camera in the browser's settings, then try again. You can still find the party by name.`,
    },
    unavailable: {
      title: t`No camera could be started`,
      description: t`This phone or browser did not give a camera. Find the party by name instead.`,
    },
    noReader: {
      title: t`The code reader could not be loaded`,
      description: t`Open this screen once with a connection to get it. Meanwhile, find the party by name.`,
    },
  };
  const text = texts[status];
  if (!text) return null;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border border-sindoor/40 bg-cream/60 px-4 py-6 text-center">
      <CameraOff className="size-8 text-sindoor" aria-hidden="true" />
      <p className="text-lg font-bold">{text.title}</p>
      <p className="text-maroon-soft">{text.description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Find by name</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Said while the camera goes on looking: the last code read opens nothing on this screen. */
function MissNotice({ miss, onLeave }: { miss: Miss | undefined; onLeave: () => void }) {
  return (
    <div role="status" aria-live="polite" className="min-h-12">
      {miss && (
        <div className="grid gap-2 rounded-xl border-2 border-marigold bg-marigold-light/60 px-3 py-2 font-semibold">
          <MissText miss={miss} />
          {miss.kind === 'otherEvent' && (
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={checkInPath(miss.eventId, miss.registrationId)} onClick={onLeave}>
                <Trans>Open that event&apos;s check-in</Trans>
              </Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function MissText({ miss }: { miss: Miss }) {
  if (miss.kind === 'otherEvent') {
    if (!miss.event) return <Trans>This code is for another event, not this one.</Trans>;
    const title = miss.event.title;
    const date = formatFullDate(miss.event.date);
    return <Trans>This code is for another event: {title}, {date}.</Trans>;
  }
  if (miss.kind === 'missing' && miss.dayName) {
    const day = miss.dayName;
    return <Trans>This party is not on the list for {day}: it is not coming that day, or its registration was deleted.</Trans>;
  }
  if (miss.kind === 'missing') {
    return (
      <Trans>
        This event&apos;s list has no registration with this code. It may have been deleted, or made after the list was loaded.
      </Trans>
    );
  }
  return <Trans>This QR code is not a registration of this site.</Trans>;
}
