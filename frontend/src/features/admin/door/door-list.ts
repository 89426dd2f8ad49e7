import * as React from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { DoorList, DoorParty } from '@/lib/api-types';
import { doorListKeep, doorListKept, type DoorListCopy } from '@/lib/door-queue';
import { checkInPath } from '@/lib/routes';

/**
 * Other volunteers check parties in on their own phones; the door's list is asked again this
 * often (for what changed only), and whenever the phone comes back to the page or online.
 */
const DOOR_REFRESH_MS = 30_000;

/** The door's own list of an event, or of one day of a festival (`dayId`): its path, and its key. */
export function doorListKey(eventId: string, dayId: number | null): string {
  return `/api/admin/events/${eventId}/door${dayId === null ? '' : `?dayId=${dayId}`}`;
}

/** The path that asks for what changed on the list `key` since `cursor`. */
function doorListSince(key: string, cursor: string): string {
  return `${key}${key.includes('?') ? '&' : '?'}since=${encodeURIComponent(cursor)}`;
}

/**
 * The phone's copy after an answer: a whole list replaces it; an answer `since` its cursor (with
 * `removed`) replaces the parties it names, drops those gone, and adds the new.
 */
export function mergeDoorList(copy: DoorListCopy<DoorParty> | undefined, answer: DoorList): DoorListCopy<DoorParty> {
  if (!copy || answer.removed === undefined) return { parties: answer.parties, cursor: answer.cursor };
  const replaced = new Set([...answer.removed, ...answer.parties.map((party) => party.id)]);
  return {
    parties: [...copy.parties.filter((party) => !replaced.has(party.id)), ...answer.parties],
    cursor: answer.cursor,
  };
}

/**
 * Reads the list `key`: only what changed since the copy on the phone (IndexedDB) when there is
 * one, else all of it; keeps the result on the phone, with its new cursor, and answers it.
 * `kept` is the copy when it has been read already.
 */
export async function refreshDoorList(
  key: string,
  read: (path: string) => Promise<DoorList> = (path) => api.get<DoorList>(path),
  kept: Promise<DoorListCopy<DoorParty> | undefined> = doorListKept<DoorParty>(key).catch(() => undefined),
): Promise<DoorParty[]> {
  const copy = await kept;
  const answer = await read(copy ? doorListSince(key, copy.cursor) : key);
  const merged = mergeDoorList(copy, answer);
  await doorListCopyKeep(key, merged).catch(() => undefined);
  return merged.parties;
}

/** Keeps `copy` on the phone as the list `key`'s, and notes that it is there (`copyHinted`). */
export async function doorListCopyKeep(key: string, copy: DoorListCopy<DoorParty>): Promise<void> {
  await doorListKeep(key, copy);
  copyHintKeep(key);
}

/**
 * Which events' lists this phone has kept a copy of, in storage read at once: a cookie for the
 * event's check-in page alone (`door-list-kept`), while IndexedDB takes a while to open on a
 * phone's first visit. A phone that has never kept the list asks for all of it without waiting to
 * look for a copy, and its page, which the cookie goes with, has asked for it already beside its
 * code (cultural_site/spa.py). Only a hint: a copy found without it is replaced by the whole list,
 * and a cookie where there is no copy (another day's, at a festival) costs that wait.
 */
const COPY_COOKIE = 'door-list-kept';
const COPY_COOKIE_DAYS = 30;
const EVENT_OF_KEY = /^\/api\/admin\/events\/([^/?]+)\/door/;

function copyHinted(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${COPY_COOKIE}=`));
}

function copyHintKeep(key: string): void {
  const eventId = EVENT_OF_KEY.exec(key)?.[1];
  if (!eventId) return;
  const path = checkInPath(eventId);
  document.cookie = `${COPY_COOKIE}=1; path=${path}; max-age=${COPY_COOKIE_DAYS * 86_400}; samesite=strict`;
}

/** An opening is taken by its screen only this soon after: later, the list is read afresh. */
const OPENING_FOR_MS = 10_000;

interface Opening {
  /** The copy on the phone, if any, as read when the door opened. */
  copy: Promise<DoorListCopy<DoorParty> | undefined>;
  /** The server has been asked (what changed since the copy, or the whole list). */
  asked: boolean;
  /** That read, until the screen takes it. */
  read?: Promise<DoorParty[]>;
  /** That read is of the whole list, there being no copy to show meanwhile. */
  whole: boolean;
  at: number;
}

const openings = new Map<string, Opening>();

/**
 * Opens the door's list `key` ahead of the screen that shows it, as early as the phone can: the
 * copy on the phone (IndexedDB) is read once, for the screen to show the moment it draws, and
 * what changed since is asked for at once, beside the session's read rather than after it. A
 * phone without a copy asks for the whole list only once it is known to be `signedIn` (a visitor
 * not signed in is not refused a read), and without looking for a copy first when it has never
 * kept one (`copyHinted`). An opening made in the last few seconds is the one
 * answered again, so the page's start, the screen and its list share one read of the copy and one
 * read of the server.
 */
export function openDoorList(key: string, signedIn = false): Opening {
  const was = openings.get(key);
  const opening =
    was && Date.now() - was.at < OPENING_FOR_MS
      ? was
      : { copy: doorListKept<DoorParty>(key).catch(() => undefined), asked: false, whole: false, at: Date.now() };
  openings.set(key, opening);
  const ask = (kept: DoorListCopy<DoorParty> | undefined) => {
    if (opening.asked) return;
    opening.asked = true;
    const read = refreshDoorList(key, undefined, Promise.resolve(kept));
    opening.read = read;
    opening.whole = !kept;
    // One that fails (a session that has run out, say) is dropped: the screen reads for itself.
    read.catch(() => {
      if (opening.read === read) opening.read = undefined;
    });
  };
  if (signedIn && !copyHinted()) ask(undefined);
  void opening.copy.then((kept) => {
    if (kept || signedIn) ask(kept);
  });
  return opening;
}

/** The screen's read of the list `key`: the one its opening asked for, once, else a read afresh. */
function readDoorList(key: string): Promise<DoorParty[]> {
  const opening = openings.get(key);
  openings.delete(key);
  const ahead = opening && Date.now() - opening.at < OPENING_FOR_MS ? opening.read : undefined;
  return ahead ?? refreshDoorList(key);
}

/** Forgets the openings not taken yet (each test starts from none). */
export function doorOpeningsForget(): void {
  openings.clear();
}

/**
 * The door's list under `key` (`doorListKey`). The phone's copy shows at once (before any network,
 * and with none at all); then the server is asked for what changed, now, every half minute, and
 * when the phone comes back. A read that fails keeps the copy on screen (`error` says why). No
 * key (a festival whose day is not chosen yet): nothing is read.
 */
export function useDoorList(key: string | null) {
  const { mutate, cache } = useSWRConfig();
  const [opened, setOpened] = React.useState<string | null>(null);
  // A list this tab has read already (the screen shown again after signing in) shows at once too.
  const held = key !== null && cache.get(key)?.data !== undefined;
  React.useEffect(() => {
    if (!key || held) return;
    let live = true;
    void openDoorList(key).copy.then(async (copy) => {
      if (copy && live) await mutate(key, (shown?: DoorParty[]) => shown ?? copy.parties, { revalidate: false });
      if (live) setOpened(key);
    });
    return () => {
      live = false;
    };
  }, [key, held, mutate]);
  const ready = key !== null && (opened === key || held);
  const { data, error, isLoading, mutate: readAgain } = useSWR<DoorParty[]>(ready ? key : null, readDoorList, {
    refreshInterval: DOOR_REFRESH_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    revalidateOnMount: true,
    revalidateIfStale: true,
  });
  return {
    registrations: data,
    error,
    // Loading only while there is nothing to show: a copy on screen is not loading, even as it is read again.
    isLoading: data === undefined && (isLoading || (key !== null && !ready)),
    retry: () => void readAgain(),
  };
}
