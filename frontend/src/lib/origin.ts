import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * The site's origin ("https://example.org"): the page's own in the browser; none on the server,
 * which draws the public pages' first screens (src/server/renderer.ts) and answers more than one
 * name. A link made from it is completed as soon as the app takes the page over.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
}
