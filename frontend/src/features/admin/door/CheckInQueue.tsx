import * as React from 'react';
import { useSWRConfig } from 'swr';
import { msg } from '@lingui/core/macro';
import type { CheckInAnswer, DoorParty } from '@/lib/api-types';
import { invalidate, registrationReads } from '@/lib/cache-keys';
import { getCsrfToken } from '@/lib/csrf';
import {
  csrfKeep,
  noticeDismiss,
  noticesFor,
  tapDay,
  tapKeep,
  tapsSync,
  tapsWaiting,
  type DoorNotice,
  type DoorTap,
} from '@/lib/door-queue';
import { i18n } from '@/lib/i18n';
import { onTapsSynced, requestTapSync } from '@/lib/offline';
import { sendTap } from './api/check-in';
import { doorListKey } from './door-list';
import { useDoorEvent } from './door-pass';
import { useDoorDay } from './day';
import { useSession } from '../shell/api/session';

/** A party's latest tap not yet on the server: what the screen shows until it is. */
export interface PendingCheckIn {
  arrived: boolean;
  /** How many of the party came; null for all of it. */
  arrivedGuests: number | null;
}

interface CheckInQueue {
  /** The latest waiting tap of each party on the door's day, by registration id. */
  pending: Record<number, PendingCheckIn>;
  /** How many taps wait to be sent. */
  waiting: number;
  /** The last try to send found no network (or no server): the taps wait for it. */
  stalled: boolean;
  /** Every waiting tap has been sent since this screen opened. */
  synced: boolean;
  /** Other phones' check-ins and the server's refusals that syncs found. */
  notices: DoorNotice[];
  dismiss: (tapId: string) => void;
  /** A tap: the party arrived (all of it, or `arrivedGuests`), or not after all. */
  setArrived: (registration: DoorParty, arrived: boolean, arrivedGuests?: number | null) => void;
  /** At a festival, its days, the day the door checks in for (null until chosen), and choosing one. */
  door: ReturnType<typeof useDoorDay>;
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

/** Whether a party shows as arrived: its waiting tap, else the server's record. */
export function isArrived(registration: DoorParty, pending: PendingCheckIn | undefined): boolean {
  return pending ? pending.arrived : Boolean(registration.checkedInAt);
}

/** How many of a party have come, by its waiting tap and the server's record. */
export function arrivedCount(registration: DoorParty, pending: PendingCheckIn | undefined): number {
  const stored = registration.checkedInAt ? (registration.arrivedGuests ?? registration.guestCount) : 0;
  if (!pending) return stored;
  if (!pending.arrived) return 0;
  // A later tap never lowers how many came (the server keeps the larger number too).
  return Math.max(stored, pending.arrivedGuests ?? registration.guestCount);
}

function newTapId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain HTTP on a local network have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The latest waiting tap of each party (taps come oldest first). */
function pendingByParty(taps: DoorTap[]): Record<number, PendingCheckIn> {
  const pending: Record<number, PendingCheckIn> = {};
  for (const tap of taps) {
    const before = pending[tap.registrationId];
    const arrived = tap.kind === 'check_in';
    const raised = arrived && before?.arrived && before.arrivedGuests !== null && tap.arrivedGuests !== null;
    pending[tap.registrationId] = {
      arrived,
      arrivedGuests: !arrived ? null : raised ? Math.max(before.arrivedGuests!, tap.arrivedGuests!) : tap.arrivedGuests,
    };
  }
  return pending;
}

/**
 * Keeps the door's taps on the phone and sends them. A tap shows at once and is written to the
 * phone's storage (IndexedDB) before anything is sent, so neither a hall without signal nor a
 * closed tab loses it. The waiting taps are sent oldest first, each once, when the screen opens,
 * after each tap, when the phone is back online (and by the service worker's Background Sync, tab
 * closed or not), and again after a growing pause while the network stays away. Each carries the
 * time it was tapped and an id of its own, so the server keeps the earliest check-in and knows a
 * tap sent twice. A sync that finds another phone had checked the party in leaves a notice.
 *
 * At a festival each tap carries the day chosen on the screen when it was tapped (?day=id), and
 * is sent for that day, however late; the screen shows the waiting taps of its own day.
 *
 * It sits above the sign-in gate: taps made just before a session ran out survive signing in.
 */
export function CheckInQueueProvider({
  eventId,
  onSignedOut,
  signedIn: sendingAllowed,
  children,
}: {
  eventId: string;
  /** A request was refused for want of a session. */
  onSignedOut: () => void;
  /** Whether the door may send (an organiser signed in, or a door pass open); the session's word when left out. */
  signedIn?: boolean;
  children: React.ReactNode;
}) {
  const { mutate } = useSWRConfig();
  const { session } = useSession();
  const [taps, setTaps] = React.useState<DoorTap[]>([]);
  const [notices, setNotices] = React.useState<DoorNotice[]>([]);
  const [stalled, setStalled] = React.useState(false);
  const [synced, setSynced] = React.useState(false);
  const failures = React.useRef(0);
  const timer = React.useRef<number | undefined>(undefined);
  // Syncs asked for so far: one asked for while another runs waits its turn, and decides what follows.
  const syncsAsked = React.useRef(0);
  const awaitingSignIn = React.useRef(false);
  // The door's day is decided here, from the same events the screen shows, so every tap is for
  // the day on screen (today's, before the address has caught up, too).
  const { event } = useDoorEvent(eventId);
  const door = useDoorDay(event);
  const dayId = door.day?.id ?? null;
  const listKey = doorListKey(eventId, dayId);

  const hadWaiting = React.useRef(false);

  const reload = React.useCallback(async () => {
    const [waiting, found] = await Promise.all([tapsWaiting(eventId), noticesFor(eventId)]);
    setTaps(waiting);
    setNotices(found);
    // All sent, by this screen or by the service worker: said until the next tap.
    if (waiting.length > 0) hadWaiting.current = true;
    else if (hadWaiting.current) {
      hadWaiting.current = false;
      setSynced(true);
    }
    return waiting;
  }, [eventId]);

  // A sync outlives the screen when the volunteer leaves it mid-way: its taps are sent all the
  // same, but nothing is shown or re-read for a screen that is gone.
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const sync = React.useCallback(
    async function sync(): Promise<void> {
      window.clearTimeout(timer.current);
      const asked = ++syncsAsked.current;
      await csrfKeep(getCsrfToken());
      const result = await tapsSync(sendTap, i18n._(msg`This party cannot be checked in.`));
      if (!mounted.current) return;
      const answers = new Map(
        result.sent
          .filter(({ tap }) => tap.eventId === eventId && tapDay(tap) === dayId)
          .map(({ answer }) => [answer.id, answer as CheckInAnswer]),
      );
      if (answers.size > 0) {
        await mutate(
          listKey,
          (list?: DoorParty[]) =>
            list?.map((item) => {
              const answer = answers.get(item.id);
              if (!answer) return item;
              return { ...item, checkedInAt: answer.checkedInAt ?? null, arrivedGuests: answer.arrivedGuests ?? null };
            }),
          { revalidate: false },
        );
      }
      const otherDays = result.sent
        .filter(({ tap }) => tap.eventId === eventId && tapDay(tap) !== dayId)
        .map(({ tap }) => doorListKey(eventId, tapDay(tap)));
      if (answers.size > 0 || otherDays.length > 0) {
        // The planning numbers elsewhere in the admin count arrivals too, and so do the other days' lists.
        const stale = [...registrationReads(eventId), ...new Set(otherDays)];
        void invalidate(mutate, stale.filter((key) => key !== listKey));
      }
      const waiting = await reload();
      if (!mounted.current) return;
      if (result.sent.length > 0 && waiting.length === 0) {
        // Other phones' taps too, and a fresh copy for a reload without a network.
        void mutate(listKey);
      }
      // A later sync (the network back, another tap) is on its way and has the last word on what
      // the screen says and whether to try again: a retry scheduled here would only outlive it.
      if (asked !== syncsAsked.current) return;
      setStalled(result.stopped !== null);
      if (result.stopped === 'signed-out') {
        awaitingSignIn.current = true;
        onSignedOut();
        return;
      }
      if (result.stopped === 'offline') {
        failures.current += 1;
        void requestTapSync();
        const pause = Math.min(RETRY_FIRST_MS * 2 ** (failures.current - 1), RETRY_MAX_MS);
        timer.current = window.setTimeout(() => void sync(), pause);
        return;
      }
      failures.current = 0;
    },
    [eventId, dayId, listKey, mutate, onSignedOut, reload],
  );

  const setArrived = React.useCallback(
    (registration: DoorParty, arrived: boolean, arrivedGuests: number | null = null) => {
      const current = pendingByParty(taps.filter((kept) => tapDay(kept) === dayId))[registration.id];
      const tap: DoorTap = {
        tapId: newTapId(),
        eventId,
        registrationId: registration.id,
        dayId,
        fullName: registration.fullName,
        kind: arrived ? 'check_in' : 'undo',
        tappedAt: new Date().toISOString(),
        arrivedGuests: arrived && arrivedGuests !== null && arrivedGuests < registration.guestCount ? arrivedGuests : null,
        sawArrived: isArrived(registration, current),
      };
      setTaps((existing) => [...existing, tap]);
      hadWaiting.current = true;
      setSynced(false);
      const refusals = notices.filter((notice) => notice.registrationId === registration.id && notice.kind === 'refused');
      void (async () => {
        await Promise.all(refusals.map((notice) => noticeDismiss(notice.tapId)));
        await tapKeep(tap);
        void requestTapSync();
        await sync();
      })();
    },
    [eventId, dayId, notices, sync, taps],
  );

  const dismiss = React.useCallback(
    (tapId: string) => {
      setNotices((current) => current.filter((notice) => notice.tapId !== tapId));
      void noticeDismiss(tapId).then(reload);
    },
    [reload],
  );

  // Opening the screen sends what an earlier visit left; so does the network coming back.
  React.useEffect(() => {
    void reload().then(() => {
      if (mounted.current) return sync();
    });
    const online = () => {
      failures.current = 0;
      void sync();
    };
    window.addEventListener('online', online);
    const stopListening = onTapsSynced(() => {
      void reload();
      void mutate(listKey);
    });
    return () => {
      window.removeEventListener('online', online);
      stopListening();
      window.clearTimeout(timer.current);
    };
  }, [listKey, mutate, reload, sync]);

  // Signed in again: send what the expired session could not.
  const signedIn = sendingAllowed ?? session?.authenticated === true;
  React.useEffect(() => {
    if (!signedIn || !awaitingSignIn.current) return;
    awaitingSignIn.current = false;
    void sync();
  }, [signedIn, sync]);

  const queue = React.useMemo(
    () => ({
      pending: pendingByParty(taps.filter((tap) => tapDay(tap) === dayId)),
      waiting: taps.length,
      stalled,
      synced,
      notices,
      dismiss,
      setArrived,
      door,
    }),
    [taps, dayId, stalled, synced, notices, dismiss, setArrived, door],
  );
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}
