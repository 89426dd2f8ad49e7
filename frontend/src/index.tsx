import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-bengali/wght.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { cspNonce } from './lib/csp';

// Lets webpack's chunk loader and Radix's scroll lock tag their elements with the server's
// Content-Security-Policy nonce, when it provides one.
const nonce = cspNonce();
if (nonce) __webpack_nonce__ = nonce;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
