import type { InitialData } from '@/lib/initial-data';
import { paths } from '@/lib/routes';

/** The door's check-in screen, whose opening starts with the page; its event id captured. */
const CHECK_IN = new RegExp(`^${paths.checkIn.replace(':eventId', '([^/]+)')}$`);

/** Whether the page at `pathname` reads before the app is up (`openPage`): the door's check-in screen. */
export function opensAhead(pathname: string): boolean {
  return CHECK_IN.test(pathname);
}

/**
 * Starts what a page reads before the app is up, beside the app's own start rather than after its
 * first render: on the door's check-in screen, the session and the phone's copy of the list
 * (`openDoor`), which a volunteer's phone at a festival opens with. Resolves when the first render
 * may go ahead (at once elsewhere); never rejects.
 */
export async function openPage({ pathname, search }: Location, initialData: InitialData): Promise<void> {
  const door = CHECK_IN.exec(pathname);
  if (!door) return;
  try {
    const { openDoor } = await import(/* webpackChunkName: "door" */ '@/features/admin/door/opening');
    await openDoor(decodeURIComponent(door[1]), initialData, search);
  } catch {
    // The screen reads for itself.
  }
}
