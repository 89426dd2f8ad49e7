/** Lets the browser in (to paint, to answer a tap) before the next piece of work: a new task. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Calls `then` when the browser has nothing else to do (at most `atMostMs` later). */
export function whenIdle(then: () => void, atMostMs = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => then(), { timeout: atMostMs });
  else setTimeout(then, 0);
}
