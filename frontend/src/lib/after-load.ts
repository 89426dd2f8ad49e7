/**
 * Calls `then` once the page has loaded: at once when it already has. A page drawn by the server
 * starts the app's code only after its first paint (src/boot.ts), which can be after `load`.
 */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}
