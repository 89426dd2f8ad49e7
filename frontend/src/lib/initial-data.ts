import type { Cache, State } from 'swr';

/**
 * The data a page's first render needs, which the server writes into the page as
 * `<script type="application/json" id="initial-data">` (never executed, so the
 * Content-Security-Policy allows it): an object keyed by the SWR keys the app reads, the API's
 * paths, e.g. `{"/api/settings": {...}, "/api/events/7": {...}}`.
 */
export type InitialData = Record<string, unknown>;

export const INITIAL_DATA_ID = 'initial-data';
/**
 * The same, in the same form, for what is this visitor's alone: the door's check-in page carries
 * who is signed in (`/api/auth/session`) beside its first data (cultural_site/spa.py).
 */
export const REQUEST_DATA_ID = 'request-data';

function readData(doc: Document, id: string): InitialData {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as InitialData) : {};
  } catch {
    return {};
  }
}

/**
 * Reads the page's first data, and the visitor's own. Anything unexpected (no script, broken
 * JSON, not an object) gives no data: the app then loads everything over the network, as it
 * would without it.
 */
export function readInitialData(doc: Document = document): InitialData {
  return { ...readData(doc, INITIAL_DATA_ID), ...readData(doc, REQUEST_DATA_ID) };
}

/**
 * An SWR cache that starts with the page's first data, as if each key had just been fetched.
 * The app never revalidates cached data on mount (its freshness rules), so seeded keys cost no
 * request; and unlike SWR's `fallback`, a seeded copy that a write later drops stays dropped,
 * so the next read fetches the fresh data instead of showing the page's first answer again.
 * `undefined` is not an answer the API gives, so it seeds nothing; `null` ("no featured
 * event") is one.
 */
export function initialCache(data: InitialData = {}): Cache {
  const cache = new Map<string, State>();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) cache.set(key, { data: value });
  }
  return cache;
}
