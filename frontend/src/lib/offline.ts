/**
 * The page's side of the service worker (src/sw.ts, served at /sw.js): registered once the page
 * has loaded, so it never competes with the first paint, and told what to keep for offline use.
 */
import { afterLoad } from './after-load';

export const PAGES = 'pages';
export const DOOR_DATA = 'door-data';
export const KEEP_MESSAGE = 'keep';
export const SYNCED_MESSAGE = 'door-synced';
/** The Background Sync tag under which the door's taps are sent. */
export const SYNC_TAG = 'door-taps';

/** What a page asks the worker to keep: its own HTML, the code it loaded, the door's reads. */
export interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  page: string | null;
  assets: string[];
  data: string[];
}

const DOOR_DATA_PATHS = [/^\/api\/auth\/session$/, /^\/api\/admin\/events$/];

/** The admin reads the door opens with: kept for a reload without a network. */
export function isDoorData(pathname: string): boolean {
  return DOOR_DATA_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The door's first screen, drawn by the server for the volunteer who asked (cultural_site/spa.py:
 * the parties as they stood then), between its markers in the page's root.
 */
const DOOR_SCREEN = /<div id="root" data-screen="door" inert><!--screen-->[\s\S]*?<!--\/screen--><\/div>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A page as the service worker keeps it: the door's check-in page without its first screen, so
 * that no party's name is kept with the pages (signing out clears the door's own data, not the
 * pages) and a page shown offline, for its path or another, is drawn from what the phone holds
 * now. Other pages as they came.
 */
export function pageToKeep(html: string): string {
  return html.replace(DOOR_SCREEN, EMPTY_ROOT);
}

function workers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

// The reads a screen asked to keep: asked again of a worker that takes control later (the first
// visit's worker arrives after the page has read them).
const keptData = new Set<string>();

/** Asks the worker to keep this page (as the server now serves it), its code, and `data`. */
export function keepForOffline(data: string[] = []): void {
  for (const url of data) keptData.add(url);
  const container = workers();
  if (!container?.controller) return;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/static/assets/`));
  const message: KeepMessage = { type: KEEP_MESSAGE, page: location.href, assets, data: [...keptData] };
  container.controller.postMessage(message);
}

/** Registers the worker after the page's load (production builds only). */
export function registerServiceWorker(): void {
  const container = workers();
  if (!container || process.env.NODE_ENV !== 'production') return;
  afterLoad(() => {
    container.register('/sw.js').catch(() => undefined);
    // The first visit's page and code, fetched before the worker was there.
    container.ready.then(() => setTimeout(() => keepForOffline(), 0)).catch(() => undefined);
    container.addEventListener('controllerchange', () => keepForOffline(), { once: true });
  });
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Asks the browser to send the door's taps when the network is back, even with the tab closed. */
export async function requestTapSync(): Promise<void> {
  const registration = await workers()?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}

/** Calls `listener` when the worker has sent taps. */
export function onTapsSynced(listener: () => void): () => void {
  const container = workers();
  if (!container) return () => undefined;
  const handle = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SYNCED_MESSAGE) listener();
  };
  container.addEventListener('message', handle);
  return () => container.removeEventListener('message', handle);
}
