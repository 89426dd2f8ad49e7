/**
 * The page's one script tag. A page whose first screen came drawn from the server
 * (cultural_site/renderer.py) shows it before anything else is fetched or run: its text is set
 * in the fallback faces (styles.css, html.fallback-fonts), and the app's code (the <link data-app>
 * tags, which the server turns from preloads into mere names) is fetched once the page has
 * loaded, at the lowest priority, and started only when the visitor first reaches for the page
 * (src/lib/start-on-intent.ts), and the site's faces with it. So a slow phone draws the page
 * and then does little more while it is read; the app's start (seconds of a mid-range phone's
 * processor) comes when something on the page is wanted of it. The door's check-in page, whose
 * first screen the server drew for the volunteer (<div id="root" data-screen>) until the app draws
 * it afresh, starts the app once that screen is painted, and holds what is done on it till then
 * (src/lib/screen-hold.ts).
 * Any other page (the organisers' screens, or a public page served without its first screen)
 * starts at once.
 */
import { afterLoad } from './lib/after-load';
import { drawnHere } from './lib/drawn';
import { registerServiceWorker } from './lib/offline';
import { holdDrawnScreen } from './lib/screen-hold';
import { startOnIntent } from './lib/start-on-intent';
import { whenIdle } from './lib/yield';

const BENGALI = /[\u0980-\u09FF]/;

/**
 * The app's code and the page's, into the browser's cache ahead of need, nothing run: one file
 * a turn, when the browser is idle, so that a phone's main thread is never held for long.
 */
function fetchAhead(links = [...document.querySelectorAll<HTMLLinkElement>('link[data-rel], link[data-app]')]) {
  const [link, ...rest] = links;
  if (!link) return;
  const ahead = document.createElement('link');
  ahead.rel = 'prefetch';
  ahead.href = link.href;
  document.head.append(ahead);
  whenIdle(() => fetchAhead(rest));
}

function startApp() {
  // The page's own code and its language's, which a page drawn ahead lists without fetching it.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rel]')) {
    link.rel = link.dataset.rel!;
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-app]')) {
    const script = document.createElement('script');
    script.src = link.href;
    // In the order the build lists them, as <script defer> would run them.
    script.async = false;
    document.head.append(script);
  }
}

/**
 * Fetches the faces the page's text uses and then swaps them in all at once: the text stays
 * visible in the fallbacks meanwhile, which are scaled to the same metrics, so nothing moves.
 */
function swapInFonts(root: HTMLElement) {
  const faces = [document.fonts.load('1em "Inter Variable"', 'a')];
  // The Bengali face only for Bengali the page shows: the language switch's "বাংলা" sits in a menu
  // a phone keeps closed, which the browser would never fetch a face for.
  const shown = root.querySelector('main')?.textContent ?? '';
  if (document.documentElement.lang === 'bn' || BENGALI.test(shown)) {
    faces.push(document.fonts.load('1em "Noto Sans Bengali Variable"', '\u0985'));
  }
  void Promise.allSettled(faces).then(() => document.documentElement.classList.remove('fallback-fonts'));
}

/**
 * Calls `then` just after the browser has first painted the page's text and images (its first
 * contentful paint), or after `atMostMs` when it cannot say (a page opened in the background is
 * not painted until shown).
 */
function afterFirstContentfulPaint(then: () => void, atMostMs = 3000) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then, 0);
  };
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    observer = undefined;
  }
  setTimeout(once, atMostMs);
}

/**
 * The web app manifest, which the server leaves out of a page whose first screen it drew: with
 * the icons it names, it is a chain of requests the first paint has no use for.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

const root = document.getElementById('root');
if (root && drawnHere(root)) {
  // The site's faces with the app: setting the page's text again in them is a phone's longest
  // piece of work while the page is read, and the fallbacks are sized the same.
  const start = () => {
    swapInFonts(root);
    startApp();
  };
  // Without a network the page is the copy the service worker kept: the app says so at once.
  if (navigator.onLine) startOnIntent(start);
  else afterFirstContentfulPaint(start);
  afterFirstContentfulPaint(() => {
    linkManifest();
    registerServiceWorker();
    afterLoad(() => whenIdle(() => fetchAhead()));
  });
} else if (root?.dataset.screen !== undefined) {
  // The door's first screen, drawn by the server for the volunteer: its code, fetched beside the
  // page, runs once the screen is painted, so that a phone that has it at hand already does not
  // hold the parties back while it starts the app. What the volunteer types or taps meanwhile is
  // held for the app's screen.
  holdDrawnScreen(root);
  afterFirstContentfulPaint(startApp, 1000);
} else if (root?.hasChildNodes()) {
  // A page kept for another address, shown offline: the app draws this one.
  afterFirstContentfulPaint(() => {
    swapInFonts(root);
    startApp();
    linkManifest();
  });
} else {
  startApp();
}
