import './fonts/fonts.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/AppRoutes';
import { cspNonce } from './lib/csp';
import { fontsForFirstRender } from './lib/first-fonts';
import { activateLocale, pageLocale } from './lib/i18n';
import { preloadToasts } from './components/ui/toaster-slot';
import { readInitialData } from './lib/initial-data';
import { registerServiceWorker } from './lib/offline';

// Lets webpack's chunk loader and Radix's scroll lock tag their elements with the server's
// Content-Security-Policy nonce, when it provides one.
const nonce = cspNonce();
if (nonce) __webpack_nonce__ = nonce;

const initialData = readInitialData();
registerServiceWorker();

function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices and lets the browser in between,
  // rather than holding the main thread for the whole page at once on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App initialData={initialData} />
      </StrictMode>,
    );
  });
  // After the page is up, the code that shows toasts, so the first one needs no wait.
  window.addEventListener('load', () => void preloadToasts().catch(() => undefined), { once: true });
}

// The first render waits for the page's own code and its language's messages, so that with the server's first data it
// shows the page itself rather than a skeleton that the page then pushes aside, and (briefly)
// for the fonts of its text, so that no line moves when they arrive. If the code cannot load,
// the app renders anyway, and loading it is tried again there.
Promise.all([
  preloadRoute(window.location.pathname),
  activateLocale(pageLocale()),
  fontsForFirstRender(initialData),
]).then(render, render);
