/**
 * Whether the page came with its first screen drawn by the server for this very address
 * (cultural_site/spa.py: <div id="root" data-drawn="{path}">): then the app takes that screen
 * over rather than drawing it afresh. A page the service worker kept for another path (shown
 * offline) or one with a query (a dialog to open, a page of photos) is drawn by the app.
 */
export function drawnHere(root: HTMLElement | null): boolean {
  const drawnFor = root?.dataset.drawn;
  return drawnFor !== undefined && drawnFor === window.location.pathname.replace(/(.)\/$/, '$1') && !window.location.search;
}
