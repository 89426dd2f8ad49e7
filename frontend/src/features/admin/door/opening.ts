import { preload } from 'swr';
import { fetcher } from '@/lib/api';
import type { DoorParty, Event, Session } from '@/lib/api-types';
import type { DoorListCopy } from '@/lib/door-queue';
import { cacheKeys } from '@/lib/cache-keys';
import type { InitialData } from '@/lib/initial-data';
import { adminKeys } from '../shell/api/keys';
import { DAY_PARAM, openingListKey } from './day';
import { openDoorList } from './door-list';

/**
 * The first render waits this long at most for the copy and the session: storage that hangs or a
 * slow network does not hold the door's first screen, which then shows what it has.
 */
const WAIT_MS = 1_000;

/**
 * Opens the door of the event `eventId` as the page starts, before the app's first render: the
 * session is the one the page carries (else it is asked for at once), and the phone's copy of the
 * list the screen opens with (the page carries the event, which says which day's list that is) is
 * read; what changed since the copy is asked for at once too (`openDoorList`), or the whole list
 * as soon as the session says who it is. The session and the list (the whole list, else the copy)
 * are added to the page's first data when they come in time, so that the first render shows the
 * parties, not the sign-in being checked nor a skeleton. Resolves when the session and the copy
 * have come, or the whole list (which needs no copy), or the wait is over.
 */
export async function openDoor(eventId: string, initialData: InitialData, search: string): Promise<void> {
  // The page carries it (cultural_site/spa.py); a page from before that, kept by the phone, does not.
  const carried = initialData[adminKeys.session] as Session | undefined;
  const session = carried ? Promise.resolve(carried) : fetcher<Session>(adminKeys.session);
  const event = initialData[cacheKeys.event(eventId)] as Event | undefined;
  const key = openingListKey(eventId, event, Number(new URLSearchParams(search).get(DAY_PARAM)) || null);
  const came: { session?: Session; copy?: DoorListCopy<DoorParty>; whole?: DoorParty[] } = {};
  // Read first, so that the session's opening below is this one.
  const copy = key ? openDoorList(key).copy.then((kept) => (came.copy = kept)) : undefined;
  const signedIn = session
    .then(async (answer) => {
      came.session = answer;
      if (!key || !answer.authenticated) return;
      // Signed in, a phone without a copy asks for the list now, not once the screen is drawn
      // (one that has never kept it, whose page asked for it already, without looking for a
      // copy), and draws the whole list at once rather than a skeleton it replaces.
      const opening = openDoorList(key, true);
      if (!opening.whole && (await opening.copy)) return;
      if (opening.whole) came.whole = await opening.read;
    })
    .catch(() => undefined);
  let waited: number | undefined;
  await Promise.race([
    Promise.all([signedIn, copy]),
    // The whole list needs no copy: the screen opens with it, however long storage takes to open.
    signedIn.then(() => (came.whole ? undefined : new Promise(() => undefined))),
    new Promise((resolve) => {
      waited = window.setTimeout(resolve, WAIT_MS);
    }),
  ]);
  window.clearTimeout(waited);
  const parties = came.whole ?? came.copy?.parties;
  if (key && parties) initialData[key] = parties;
  // Not come yet: the gate's read takes this one rather than asking again.
  if (came.session) initialData[adminKeys.session] = came.session;
  else preload(adminKeys.session, () => session);
}
