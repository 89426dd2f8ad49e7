import '@testing-library/jest-dom';
// IndexedDB, where the door keeps its taps, in memory.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { server } from './src/test/server';
import { preloadToasts } from './src/components/ui/toaster-slot';
import { activateLocale } from './src/lib/i18n';

// A busy machine (two cores, several suites) can take more than the default second to settle a
// screen; what a test waits for still has to come.
configure({ asyncUtilTimeout: 4000 });

// Any request a test did not expect is a failure, not a silent pass.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As the browser does once a page is up: toasts then show in the same render that asks for them.
beforeAll(() => preloadToasts());
afterEach(() => server.resetHandlers());
// A test that reads the site in Bengali (`await activateLocale('bn')` before rendering) leaves
// the next one in English; its page is unmounted first, so nothing re-renders outside the test.
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that Radix's select and popper use.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
