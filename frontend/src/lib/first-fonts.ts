import type { InitialData } from './initial-data';
import { pageLocale } from './i18n';

const BENGALI = /[\u0980-\u09FF]/;

/**
 * Waits (at most `timeoutMs`) for the Bengali face when the page is in Bengali or its first data
 * holds Bengali text (a title such as "দুর্গাপূজা"). Text first drawn in a fallback face and
 * redrawn in the web font moves everything below it, and a Bengali fallback cannot be matched to
 * the web font's metrics, since every system has a different one (or none). Latin text does not
 * wait for Inter: until Inter arrives it is set in a fallback scaled to Inter's metrics
 * (styles.css), so the swap moves nothing. On a slow connection the page does not wait longer
 * than `timeoutMs`, and the face swaps in when it arrives. A page the server sends without the
 * Bengali face on its way (`<link data-script="bengali">`: the door, whose list comes before any
 * face) does not wait for it.
 */
export function fontsForFirstRender(initialData: InitialData, timeoutMs = 1000): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  // Asked first: the door's first data may be its whole list, not to be read through for nothing.
  if (!document.querySelector('link[data-script="bengali"]')) return Promise.resolve();
  if (pageLocale() !== 'bn' && !BENGALI.test(JSON.stringify(initialData))) return Promise.resolve();
  const load = document.fonts.load('1em "Noto Sans Bengali Variable"', '\u0985');
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    void Promise.allSettled([load]).then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}
