import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SYNC_TAG } from './offline';

/**
 * The door's taps, kept on the phone (IndexedDB) until the server has them: a hall without
 * signal, a closed tab or a reload loses none. The check-in screen and the service worker
 * (Background Sync) both send them from here, one at a time and oldest first; each carries its
 * own id, so one sent twice (by both, or after a lost answer) is recognised by the server.
 */

type TapKind = 'check_in' | 'undo';

export interface DoorTap {
  tapId: string;
  eventId: string;
  registrationId: number;
  /**
   * The festival day the tap was for (the day chosen on the screen when it was tapped), so a tap
   * kept offline is sent for that day whatever day it is sent on; null at an event of one day.
   * Taps kept before days were checked in apart have none.
   */
  dayId?: number | null;
  /** The party's name, to list a conflict or a refusal after the list has changed. */
  fullName: string;
  kind: TapKind;
  /** When the volunteer tapped, by the phone's clock (ISO 8601). */
  tappedAt: string;
  /** How many of the party came; null for all of it (and for an undo). */
  arrivedGuests: number | null;
  /** The screen already showed the party arrived (the tap raises how many came). */
  sawArrived: boolean;
}

/** What a sync found that the volunteer should see: another phone's check-in, or a refusal. */
export interface DoorNotice {
  tapId: string;
  eventId: string;
  registrationId: number;
  fullName: string;
  kind: 'conflict' | 'refused';
  /** For a conflict: the arrival the server kept. */
  checkedInAt?: string | null;
  /** For a refusal: the server's reason. */
  message?: string;
}

/** What the server answers to a tap; the registration as it now stands. */
export interface TapAnswer {
  id: number;
  checkedInAt?: string | null;
  conflict?: boolean;
}

/** Sends one tap; throws a `TapFailure` (or anything, for no answer at all). */
export type TapSender = (tap: DoorTap) => Promise<TapAnswer>;

export class TapFailure extends Error {
  readonly status: number;
  readonly reason: string | undefined;

  constructor(status: number, reason?: string) {
    super(`${status}: ${reason ?? ''}`);
    this.status = status;
    this.reason = reason;
  }
}

export interface SyncResult {
  sent: { tap: DoorTap; answer: TapAnswer }[];
  /** Why the sync stopped before the queue was empty. */
  stopped: 'offline' | 'signed-out' | null;
}

/**
 * The door's list as the phone keeps it (by the list's path): the parties as last read, and the
 * cursor that asks the server for only what changed since.
 */
export interface DoorListCopy<Party> {
  parties: Party[];
  cursor: string;
}

interface DoorDB extends DBSchema {
  taps: { key: string; value: DoorTap; indexes: { byEvent: string } };
  notices: { key: string; value: DoorNotice; indexes: { byEvent: string } };
  meta: { key: string; value: string };
  lists: { key: string; value: DoorListCopy<unknown> };
}

const DB_NAME = 'door';
const CSRF_KEY = 'csrf';

let opened: Promise<IDBPDatabase<DoorDB>> | null = null;
// The sync under way in this tab, which the next waits for.
let running: Promise<SyncResult> | null = null;

function db(): Promise<IDBPDatabase<DoorDB>> {
  opened ??= openDB<DoorDB>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('taps', { keyPath: 'tapId' }).createIndex('byEvent', 'eventId');
        database.createObjectStore('notices', { keyPath: 'tapId' }).createIndex('byEvent', 'eventId');
        database.createObjectStore('meta');
      }
      if (oldVersion < 2) database.createObjectStore('lists');
    },
  });
  return opened;
}

const byTime = (a: DoorTap, b: DoorTap) => a.tappedAt.localeCompare(b.tappedAt);

export async function tapsWaiting(eventId?: string): Promise<DoorTap[]> {
  const database = await db();
  const taps = eventId === undefined ? await database.getAll('taps') : await database.getAllFromIndex('taps', 'byEvent', eventId);
  return taps.sort(byTime);
}

export async function tapKeep(tap: DoorTap): Promise<void> {
  await (await db()).put('taps', tap);
}

export async function noticesFor(eventId: string): Promise<DoorNotice[]> {
  return (await db()).getAllFromIndex('notices', 'byEvent', eventId);
}

export async function noticeDismiss(tapId: string): Promise<void> {
  await (await db()).delete('notices', tapId);
}

/**
 * Empties the phone's door storage, on signing out (each test starts from none too). A sync on
 * its way is let go: the next one starts afresh rather than waiting on an answer of the old session.
 */
export async function doorForget(): Promise<void> {
  running = null;
  const database = await db();
  await Promise.all([database.clear('taps'), database.clear('notices'), database.clear('meta'), database.clear('lists')]);
}

/** The copy of the door's list kept under `key`, if any. */
export async function doorListKept<Party>(key: string): Promise<DoorListCopy<Party> | undefined> {
  return (await (await db()).get('lists', key)) as DoorListCopy<Party> | undefined;
}

export async function doorListKeep<Party>(key: string, copy: DoorListCopy<Party>): Promise<void> {
  await (await db()).put('lists', copy, key);
}

/** Leaves no copy of the parties of the lists whose keys `forget` picks (a door pass that ended). */
export async function doorListsForget(forget: (key: string) => boolean): Promise<void> {
  const database = await db();
  const keys = (await database.getAllKeys('lists')).filter(forget);
  await Promise.all(keys.map((key) => database.delete('lists', key)));
}

/** The service worker cannot read cookies: the page leaves it the CSRF token to send with. */
export async function csrfKeep(token: string | null): Promise<void> {
  if (token) await (await db()).put('meta', token, CSRF_KEY);
}

export async function csrfKept(): Promise<string | undefined> {
  return (await db()).get('meta', CSRF_KEY);
}

/** A failure to try again later: no answer, the server busy or down, too many requests. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof TapFailure)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

async function settle(tap: DoorTap, answer: TapAnswer): Promise<void> {
  const database = await db();
  const write = database.transaction(['taps', 'notices'], 'readwrite');
  await write.objectStore('taps').delete(tap.tapId);
  // A party this phone had not seen arrive, but another tap had checked in: the door is told.
  if (answer.conflict && tap.kind === 'check_in' && !tap.sawArrived) {
    await write.objectStore('notices').put({
      tapId: tap.tapId,
      eventId: tap.eventId,
      registrationId: tap.registrationId,
      fullName: tap.fullName,
      kind: 'conflict',
      checkedInAt: answer.checkedInAt ?? null,
    });
  }
  await write.done;
}

async function refuse(tap: DoorTap, reason: string): Promise<void> {
  const database = await db();
  const write = database.transaction(['taps', 'notices'], 'readwrite');
  await write.objectStore('taps').delete(tap.tapId);
  await write.objectStore('notices').put({
    tapId: tap.tapId,
    eventId: tap.eventId,
    registrationId: tap.registrationId,
    fullName: tap.fullName,
    kind: 'refused',
    message: reason,
  });
  await write.done;
}

async function sendAll(send: TapSender, refusedReason: string): Promise<SyncResult> {
  const sent: SyncResult['sent'] = [];
  for (const tap of await tapsWaiting()) {
    let answer: TapAnswer;
    try {
      answer = await send(tap);
    } catch (error) {
      if (error instanceof TapFailure && (error.status === 401 || error.status === 403)) {
        return { sent, stopped: 'signed-out' };
      }
      if (isTransient(error)) return { sent, stopped: 'offline' };
      // Refused for good (the party cancelled or deleted meanwhile): said, and not sent again.
      await refuse(tap, (error as TapFailure).reason || refusedReason);
      continue;
    }
    await settle(tap, answer);
    sent.push({ tap, answer });
  }
  return { sent, stopped: null };
}

/**
 * Sends every waiting tap, oldest first, each exactly once as far as the server is concerned;
 * stops at the first that finds no network or no session. One sync at a time per tab, and across
 * tabs and the service worker where the browser has Web Locks.
 */
export function tapsSync(send: TapSender, refusedReason: string): Promise<SyncResult> {
  if (running) return running.then(() => tapsSync(send, refusedReason));
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const work = () => sendAll(send, refusedReason);
  const sync = async (): Promise<SyncResult> => (locks ? await locks.request(SYNC_TAG, work) : await work());
  const current: Promise<SyncResult> = sync().finally(() => {
    if (running === current) running = null;
  });
  running = current;
  return current;
}

/** The festival day a tap is for; null at an event of one day (and for a tap kept before days). */
export function tapDay(tap: DoorTap): number | null {
  return tap.dayId ?? null;
}

/** The request a tap becomes: its path and body (`tapId`, its time, party size and festival day). */
export function tapRequest(tap: DoorTap): { method: 'POST' | 'DELETE'; path: string; body: Record<string, unknown> } {
  const path = `/api/admin/registrations/${tap.registrationId}/check-in`;
  const day = tapDay(tap) === null ? {} : { dayId: tapDay(tap) };
  if (tap.kind === 'undo') return { method: 'DELETE', path, body: { tapId: tap.tapId, undoneAt: tap.tappedAt, ...day } };
  const body: Record<string, unknown> = { tapId: tap.tapId, checkedInAt: tap.tappedAt, ...day };
  if (tap.arrivedGuests !== null) body.arrivedGuests = tap.arrivedGuests;
  return { method: 'POST', path, body };
}
