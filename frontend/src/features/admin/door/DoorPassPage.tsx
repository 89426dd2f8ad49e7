import * as React from 'react';
import { useParams } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { KeyRound, WifiOff } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { api, isApiError } from '@/lib/api';
import type { DoorSession, Event } from '@/lib/api-types';
import { doorListsForget, tapsWaiting } from '@/lib/door-queue';
import { keepForOffline } from '@/lib/offline';
import { usePageTitle } from '@/lib/page-title';
import './messages';
import { EmptyState } from '../shell/states';
import { adminSwrConfig } from '../shell/swr-config';
import { isUnauthorized } from '../shell/unauthorized';
import { CheckInQueueProvider } from './CheckInQueue';
import { CheckInScreen } from './CheckInScreen';
import { DoorPassProvider } from './door-pass';

/** What the phone keeps of a pass it opened, so the door opens again without a network. */
interface KeptPass {
  eventId: number;
  label: string;
  event: Event;
}

const KEPT_PREFIX = 'door-pass:';

function keptPass(token: string): KeptPass | null {
  try {
    const kept = window.localStorage.getItem(KEPT_PREFIX + token);
    return kept ? (JSON.parse(kept) as KeptPass) : null;
  } catch {
    return null;
  }
}

function keepPass(token: string, pass: KeptPass | null): void {
  try {
    if (pass) window.localStorage.setItem(KEPT_PREFIX + token, JSON.stringify(pass));
    else window.localStorage.removeItem(KEPT_PREFIX + token);
  } catch {
    // A phone without storage opens the pass online each time.
  }
}

/** How a pass stands on this phone. */
type PassState =
  | { kind: 'opening' }
  | { kind: 'open'; pass: KeptPass; online: boolean }
  | { kind: 'ended'; eventId: number | null }
  | { kind: 'unknown' }
  | { kind: 'offline' };

/**
 * Opens the pass `token`: a door session in this browser (POST /api/door/{token}) and its event;
 * without a network, the pass as this phone kept it. A pass that has expired or was revoked is
 * `ended` (and the phone forgets its copy of the list); a link no pass has is `unknown`.
 */
async function openPass(token: string): Promise<PassState> {
  const kept = keptPass(token);
  try {
    const session = await api.post<DoorSession>(`/api/door/${encodeURIComponent(token)}`);
    const event = await api.get<Event>(`/api/events/${session.eventId}`).catch(() => kept?.event);
    if (!event) return kept ? { kind: 'open', pass: kept, online: true } : { kind: 'offline' };
    const pass = { eventId: session.eventId, label: session.label, event };
    keepPass(token, pass);
    return { kind: 'open', pass, online: true };
  } catch (error) {
    if (isApiError(error, 401)) {
      keepPass(token, null);
      if (kept) await doorListsForget((key) => key.startsWith(`/api/admin/events/${kept.eventId}/door`)).catch(() => undefined);
      return { kind: 'ended', eventId: kept?.eventId ?? null };
    }
    if (isApiError(error, 404)) return { kind: 'unknown' };
    return kept ? { kind: 'open', pass: kept, online: false } : { kind: 'offline' };
  }
}

// A pass's reads are not an organiser's: a 401 ends the pass here, never a trip to the sign-in.
const passSwrConfig: SWRConfiguration = { ...adminSwrConfig, onError: undefined };

/** /door/:token: a volunteer's phone opens a door pass and lands on that event's check-in screen. */
export default function DoorPassPage() {
  const { t } = useLingui();
  usePageTitle(t`Check-in`);
  const { token = '' } = useParams();
  const [state, setState] = React.useState<PassState>({ kind: 'opening' });
  // Whether the pass's session is known good: taps wait while it is being opened again.
  const [sending, setSending] = React.useState(false);

  React.useEffect(() => {
    let live = true;
    void openPass(token).then((opened) => {
      if (!live) return;
      setState(opened);
      setSending(opened.kind === 'open');
    });
    return () => {
      live = false;
    };
  }, [token]);

  // A read or a tap answered 401: the session may be gone while the pass holds (opened again),
  // or the pass has ended (said so).
  const reopening = React.useRef(false);
  const lost = React.useCallback(() => {
    if (reopening.current) return;
    reopening.current = true;
    setSending(false);
    void openPass(token).then((opened) => {
      reopening.current = false;
      setState((current) => (opened.kind === 'open' && current.kind === 'open' ? current : opened));
      setSending(opened.kind === 'open');
    });
  }, [token]);

  const onError = React.useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) lost();
    },
    [lost],
  );

  if (state.kind === 'opening') return <OpeningSkeleton />;
  if (state.kind === 'ended') return <PassEnded eventId={state.eventId} />;
  if (state.kind === 'unknown') {
    return (
      <EmptyState
        icon={KeyRound}
        title={t`This door pass does not exist.`}
        description={t`Check the link, or ask an organiser for a new door pass.`}
      />
    );
  }
  if (state.kind === 'offline') {
    return (
      <EmptyState
        icon={WifiOff}
        title={t`No connection`}
        description={t`Open this door pass once with the network on; after that it opens without one.`}
      />
    );
  }
  const eventId = String(state.pass.eventId);
  return (
    <SWRConfig value={{ ...passSwrConfig, onError }}>
      <DoorPassProvider value={state.pass}>
        <CheckInQueueProvider eventId={eventId} onSignedOut={lost} signedIn={sending}>
          <KeepPage />
          <CheckInScreen eventId={eventId} />
        </CheckInQueueProvider>
      </DoorPassProvider>
    </SWRConfig>
  );
}

/** The page and its code are kept by the service worker, for opening the pass again offline. */
function KeepPage() {
  React.useEffect(() => keepForOffline(), []);
  return null;
}

function OpeningSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" role="status" aria-label={t`Opening the door pass`} className="mx-auto grid max-w-2xl gap-4">
      <Skeleton className="h-16" />
      <Skeleton className="h-24" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** The pass has expired or was revoked: said plainly, with the taps this phone could not send. */
function PassEnded({ eventId }: { eventId: number | null }) {
  const { t } = useLingui();
  const [unsent, setUnsent] = React.useState(0);
  React.useEffect(() => {
    if (eventId === null) return;
    void tapsWaiting(String(eventId))
      .then((taps) => setUnsent(taps.length))
      .catch(() => undefined);
  }, [eventId]);
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-3 rounded-2xl border-2 border-sindoor bg-white p-5 text-center">
      <KeyRound className="mx-auto size-10 text-sindoor" aria-hidden="true" />
      <h1 className="text-2xl font-extrabold">{t`This door pass has expired or was revoked.`}</h1>
      <p>
        <Trans>This phone can no longer check guests in with it. Ask an organiser for a new door pass.</Trans>
      </p>
      {unsent > 0 && (
        <p className="font-semibold text-sindoor-dark">
          <Plural
            value={unsent}
            one="# check-in made on this phone was not sent. Tell an organiser who it was."
            other="# check-ins made on this phone were not sent. Tell an organiser who they were."
          />
        </p>
      )}
    </div>
  );
}
