import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CSRF_HEADER } from './lib/csrf';
import { TapFailure, csrfKept, doorListsForget, tapRequest, tapsSync, type DoorTap, type TapAnswer } from './lib/door-queue';
import { DOOR_DATA, KEEP_MESSAGE, PAGES, SYNCED_MESSAGE, SYNC_TAG, isDoorData, pageToKeep, type KeepMessage } from './lib/offline';

/**
 * The site's service worker, served at /sw.js (scope /). It keeps what a page needs to open
 * again without a network: the app's code, the pages last visited, and the door's data (who is
 * signed in, the events, an event's parties); and it sends the door's waiting taps when the
 * browser says the network is back (Background Sync), even with the tab closed.
 *
 * The DOM and WebWorker type libraries clash in one TypeScript program, so the few worker types
 * used here are declared below.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerFetchEvent extends ExtendableEvent {
  request: Request;
}
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  clients: { matchAll(options?: { type?: string }): Promise<{ postMessage(message: unknown): void }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const ASSETS = 'assets';
// Answers longer than this are taken as no answer: a hall's one bar of signal is not waited on.
const NETWORK_TIMEOUT_SECONDS = 4;

worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
// The first page's code and style (the build names them); everything else as it is used.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

// Code, styles, fonts and images of the build: their names change with their content.
const assets = new CacheFirst({
  cacheName: ASSETS,
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => url.origin === location.origin && url.pathname.startsWith('/static/assets/'), assets);

// The server's answers vary by language and cookie; offline, the copy kept is the one to show.
const doorData = new NetworkFirst({
  cacheName: DOOR_DATA,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
});
registerRoute(({ url, request }) => request.method === 'GET' && url.origin === location.origin && isDoorData(url.pathname), doorData);

/**
 * A page's answer as it is kept (`pageToKeep`: the door's without its first screen), or null for
 * one not to keep (anything but a 200, as Workbox keeps by default).
 */
async function keptPage(response: Response): Promise<Response | null> {
  if (response.status !== 200) return null;
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const html = await response.clone().text();
  const kept = pageToKeep(html);
  if (kept === html) return response;
  // The body is read already: its encoding and length are no longer the network's.
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return new Response(kept, { status: response.status, statusText: response.statusText, headers });
}

// Pages: the server's latest when it answers, else the copy from the last visit, else any page
// kept (the app then shows what it can, and says it is offline).
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreSearch: true, ignoreVary: true },
  plugins: [
    { cacheWillUpdate: async ({ response }) => keptPage(response) },
    new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        const cache = await caches.open(PAGES);
        const [first] = await cache.keys();
        return (await cache.match('/', { ignoreVary: true })) ?? (first && (await cache.match(first))) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/backoffice(\/|$)/, /^\/objects\//] },
  ),
);

// Signing out leaves nothing of the parties on the phone.
worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.pathname === '/api/auth/logout') {
    event.waitUntil(Promise.all([caches.delete(DOOR_DATA), doorListsForget(() => true)]));
  }
});

async function keep({ page, assets: assetUrls, data }: KeepMessage): Promise<void> {
  const [pageCache, assetCache, dataCache] = await Promise.all([caches.open(PAGES), caches.open(ASSETS), caches.open(DOOR_DATA)]);
  const missing = async (cache: Cache, url: string) => !(await cache.match(url));
  const jobs: Promise<unknown>[] = [];
  if (page) {
    jobs.push(
      fetch(page, { credentials: 'include' })
        .then(keptPage)
        .then((response) => (response ? pageCache.put(page, response) : undefined)),
    );
  }
  for (const url of assetUrls) {
    if (new URL(url, location.origin).pathname.startsWith('/static/assets/')) {
      jobs.push(missing(assetCache, url).then((absent) => (absent ? assetCache.add(url) : undefined)));
    }
  }
  for (const url of data) if (isDoorData(new URL(url, location.origin).pathname)) jobs.push(dataCache.add(url));
  await Promise.allSettled(jobs);
}

worker.addEventListener('message', (event) => {
  const message = event.data as KeepMessage | undefined;
  if (message?.type === KEEP_MESSAGE) event.waitUntil(keep(message));
});

async function send(tap: DoorTap, token: string | undefined): Promise<TapAnswer> {
  const { method, path, body } = tapRequest(tap);
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  const json = (await response.json().catch(() => null)) as (TapAnswer & { message?: string }) | null;
  if (!response.ok) throw new TapFailure(response.status, json?.message);
  return json as TapAnswer;
}

async function syncTaps(): Promise<void> {
  const token = await csrfKept();
  const result = await tapsSync((tap) => send(tap, token), 'This party cannot be checked in.');
  for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage({ type: SYNCED_MESSAGE });
  // Failing the sync asks the browser to try again later.
  if (result.stopped === 'offline') throw new Error('The door’s taps wait for the network.');
}

worker.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(syncTaps());
});
