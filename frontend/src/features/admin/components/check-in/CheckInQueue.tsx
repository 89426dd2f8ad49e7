import * as React from 'react';
import { useSWRConfig } from 'swr';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/lib/api';
import type { Registration } from '@/lib/api-types';
import { cacheKeys, invalidate, registrationReads } from '@/lib/cache-keys';
import { i18n } from '@/lib/i18n';
import { checkIn, undoCheckIn } from '../../api/check-in';
import { useSession } from '../../api/session';

/** A tap not yet saved: what the volunteer wants, and whether a try has failed already. */
export interface PendingCheckIn {
  arrived: boolean;
  retrying: boolean;
}

interface CheckInQueue {
  pending: Record<number, PendingCheckIn>;
  /** The server's reason for refusing a party's last tap (waiting list, cancelled, deleted). */
  refused: Record<number, string>;
  setArrived: (registration: Registration, arrived: boolean) => void;
}

/** The first retry comes after this long, then twice as long each time, up to the maximum. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

const QueueContext = React.createContext<CheckInQueue | null>(null);

export function useCheckInQueue(): CheckInQueue {
  const queue = React.useContext(QueueContext);
  if (!queue) throw new Error('useCheckInQueue needs a CheckInQueueProvider');
  return queue;
}

/** A failure worth trying again: no answer, the server busy or down, or too many requests. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  const { [id]: _removed, ...rest } = record;
  return rest;
}

/**
 * Saves the door's taps on a slow or patchy connection. A tap shows at once; it is sent as soon
 * as nothing else for that party is on its way (so one party never has two requests in flight),
 * and sent again after a failure, with a growing pause, when the phone is back online, or after
 * the volunteer signs in again. A later tap on the same party (an undo) replaces an unsent one.
 * The server keeps a party's first arrival, so a request repeated after a lost answer is harmless.
 *
 * It sits above the sign-in gate: taps made just before a session ran out survive signing in.
 */
export function CheckInQueueProvider({
  eventId,
  onSignedOut,
  children,
}: {
  eventId: string;
  /** A request was refused for want of a session. */
  onSignedOut: () => void;
  children: React.ReactNode;
}) {
  const { mutate } = useSWRConfig();
  const { session } = useSession();
  const [pending, setPending] = React.useState<Record<number, PendingCheckIn>>({});
  const [refused, setRefused] = React.useState<Record<number, string>>({});
  const wanted = React.useRef(new Map<number, boolean>());
  const inFlight = React.useRef(new Set<number>());
  const failures = React.useRef(new Map<number, number>());
  const timers = React.useRef(new Map<number, number>());
  const awaitingSignIn = React.useRef(new Set<number>());
  const listKey = cacheKeys.eventRegistrations(eventId);

  const send = React.useCallback(
    async function send(id: number): Promise<void> {
      const arrived = wanted.current.get(id);
      if (arrived === undefined || inFlight.current.has(id)) return;
      window.clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      inFlight.current.add(id);
      try {
        const saved = await (arrived ? checkIn(id) : undoCheckIn(id));
        inFlight.current.delete(id);
        failures.current.delete(id);
        await mutate(listKey, (list?: Registration[]) => list?.map((item) => (item.id === id ? saved : item)), {
          revalidate: false,
        });
        if (wanted.current.get(id) === arrived) {
          wanted.current.delete(id);
          setPending((current) => without(current, id));
          // The planning numbers elsewhere in the admin count arrivals too.
          void invalidate(mutate, registrationReads(eventId).filter((key) => key !== listKey));
        } else {
          // Tapped again while this was on its way: send the newer wish.
          void send(id);
        }
      } catch (error) {
        inFlight.current.delete(id);
        const latest = wanted.current.get(id);
        if (latest === undefined) return;
        if (isApiError(error, 401)) {
          awaitingSignIn.current.add(id);
          setPending((current) => ({ ...current, [id]: { arrived: latest, retrying: true } }));
          onSignedOut();
          return;
        }
        if (!isTransient(error)) {
          wanted.current.delete(id);
          setPending((current) => without(current, id));
          const message =
            isApiError(error) && error.body?.message ? error.body.message : i18n._(msg`This party cannot be checked in.`);
          setRefused((current) => ({ ...current, [id]: message }));
          void mutate(listKey);
          return;
        }
        const count = (failures.current.get(id) ?? 0) + 1;
        failures.current.set(id, count);
        setPending((current) => ({ ...current, [id]: { arrived: latest, retrying: true } }));
        const pause = Math.min(RETRY_FIRST_MS * 2 ** (count - 1), RETRY_MAX_MS);
        timers.current.set(
          id,
          window.setTimeout(() => void send(id), pause),
        );
      }
    },
    [eventId, listKey, mutate, onSignedOut],
  );

  const setArrived = React.useCallback(
    (registration: Registration, arrived: boolean) => {
      const id = registration.id;
      setRefused((current) => without(current, id));
      if (!inFlight.current.has(id) && Boolean(registration.checkedInAt) === arrived) {
        // Back to what the server already has (an undo before the tap was saved): nothing to send.
        wanted.current.delete(id);
        window.clearTimeout(timers.current.get(id));
        timers.current.delete(id);
        setPending((current) => without(current, id));
        return;
      }
      wanted.current.set(id, arrived);
      setPending((current) => ({ ...current, [id]: { arrived, retrying: current[id]?.retrying ?? false } }));
      void send(id);
    },
    [send],
  );

  // Back online: try every unsaved tap now rather than at the end of its pause.
  React.useEffect(() => {
    const retryAll = () => {
      for (const id of wanted.current.keys()) void send(id);
    };
    window.addEventListener('online', retryAll);
    return () => window.removeEventListener('online', retryAll);
  }, [send]);

  // Signed in again: send what the expired session could not.
  const signedIn = session?.authenticated === true;
  React.useEffect(() => {
    if (!signedIn) return;
    const waiting = [...awaitingSignIn.current];
    awaitingSignIn.current.clear();
    for (const id of waiting) void send(id);
  }, [signedIn, send]);

  React.useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const timer of scheduled.values()) window.clearTimeout(timer);
    };
  }, []);

  const queue = React.useMemo(() => ({ pending, refused, setArrived }), [pending, refused, setArrived]);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}
