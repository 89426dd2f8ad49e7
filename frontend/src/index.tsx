import './fonts/fonts.css';
import './styles.css';
import { type ReactNode, StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { openPage, opensAhead } from './app/opening';
import { afterLoad } from './lib/after-load';
import { cspNonce } from './lib/csp';
import { drawnHere } from './lib/drawn';
import { readInitialData } from './lib/initial-data';
import { registerServiceWorker } from './lib/offline';
import { whenIdle, yieldToBrowser } from './lib/yield';

// Lets webpack's chunk loader and Radix's scroll lock tag their elements with the server's
// Content-Security-Policy nonce, when it provides one.
const nonce = cspNonce();
if (nonce) __webpack_nonce__ = nonce;

const initialData = readInitialData();
// A public page comes with its first screen drawn by the server (src/server/renderer.ts) for its
// path alone: the app takes it over there (and src/boot.ts has registered the service worker).
const drawnByServer = drawnHere(document.getElementById('root'));
if (!drawnByServer) registerServiceWorker();

/** The performance mark of the moment the app is up (benchmarks/page_weight.py reads it). */
const APP_READY = 'app-ready';

/**
 * Marks the page as the app's once React has drawn or taken it over: <html data-ready>. It wraps
 * the app rather than standing beside it, which would change the ids (useId) of everything in
 * the app from those the server drew.
 */
function Ready({ children }: { children: ReactNode }) {
  // The door's first screen, drawn by the server for the visitor (cultural_site/spa.py), has been
  // drawn afresh by the app: what was done on it is handed over now (src/lib/screen-hold.ts).
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('data-screen');
  }, []);
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    performance.mark(APP_READY);
    // Then, once the page has loaded and the browser has nothing else to do, the code that shows
    // toasts, so that the first one needs no wait: ahead of need, never in the way of the page's own.
    const preloadToasts = () =>
      import(/* webpackMode: "eager" */ './components/ui/toaster-slot')
        .then((toasts) => toasts.preloadToasts())
        .catch(() => undefined);
    afterLoad(() => whenIdle(() => void preloadToasts()));
  }, []);
  return children;
}

/**
 * Starts the app in pieces, each a task of its own with the browser let in between (to paint, to
 * answer a tap), rather than as one long task that a slow phone cannot interrupt: React's DOM
 * first, then the app's own modules, then the page's code and its language, then the hydration
 * (itself in slices, as a transition). The modules stay in the page's files (webpackMode
 * "eager": nothing more to fetch); only their running waits for its turn.
 */
async function start() {
  // A page that reads before its first render (the door) starts now, beside the app's own code.
  const opening = openPage(window.location, initialData);
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // The largest libraries the app's modules load, each run in a task of its own ahead of them.
  // (Each names one export the app uses, so that the build still leaves out the ones it does not.)
  const { BrowserRouter: _router } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await yieldToBrowser();
  const [{ SWRConfig: _swr }, { I18nProvider: _i18n }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'swr'),
    import(/* webpackMode: "eager" */ '@lingui/react'),
  ]);
  await yieldToBrowser();
  // Class names are merged by rules tailwind-merge builds on its first call: built now, not in
  // the middle of the hydration.
  (await import(/* webpackMode: "eager" */ './lib/utils')).cn('p-1', 'p-2');
  await yieldToBrowser();
  const [{ App }, { preloadRoute }, { activateLocale, pageLocale }, { fontsForFirstRender }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/AppRoutes'),
    import(/* webpackMode: "eager" */ './lib/i18n'),
    import(/* webpackMode: "eager" */ './lib/first-fonts'),
  ]);
  await yieldToBrowser();

  // The first render (or the hydration of the server's) waits for the page's own code and its
  // language's messages, so that with the server's first data it shows the page itself rather
  // than a skeleton that the page then pushes aside, and (briefly) for the fonts of its text, so
  // that no line moves when they arrive. If the code cannot load, the app renders anyway, and
  // loading it is tried again there.
  await Promise.all([
    preloadRoute(window.location.pathname),
    activateLocale(pageLocale()),
    // A first screen already drawn has its text in place: nothing waits for the fonts.
    drawnByServer ? undefined : fontsForFirstRender(initialData),
    opening,
  ]).catch(() => undefined);
  await yieldToBrowser();

  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Ready>
        <App initialData={initialData} />
      </Ready>
    </StrictMode>
  );
  if (drawnByServer) {
    // The server's first screen, made by the same app from the same first data: React takes it
    // over rather than drawing it again, as a transition too, in slices, so that a tap on the
    // page is never held up for the whole page's hydration.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The door's page may come with a first screen the server drew for this visitor: React draws
    // the screen afresh in its place (the list as the phone has it now), rather than taking it over.
    const root = createRoot(container);
    // The door, its list read already, is drawn at once, in one piece: the volunteer is waiting for
    // that list and nothing else on the page, and slices would only let other work in before it.
    if (opensAhead(window.location.pathname)) root.render(app);
    // Elsewhere, as a transition, React renders the first page in slices and lets the browser in
    // between, rather than holding the main thread for the whole page at once on a slow phone.
    else startTransition(() => root.render(app));
  }
}

void start();
