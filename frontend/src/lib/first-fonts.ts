import type { InitialData } from './initial-data';
import { pageLocale } from './i18n';

const BENGALI = /[\u0980-\u09FF]/;

/**
 * Waits (at most `timeoutMs`) for the web fonts the first render's text needs: Inter, and the
 * Bengali face when the page is in Bengali or its first data holds Bengali text (a title such as
 * "দুর্গাপূজা").
 * Text first drawn in a fallback face and redrawn in the web font moves everything below it;
 * a Bengali fallback cannot be matched to the web font's metrics as the Latin one is, since
 * every system has a different one (or none). On a slow connection the page does not wait
 * longer than `timeoutMs`, and the fonts swap in when they arrive.
 */
export function fontsForFirstRender(initialData: InitialData, timeoutMs = 1000): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const loads = [document.fonts.load('1em "Inter Variable"', 'A')];
  if (pageLocale() === 'bn' || BENGALI.test(JSON.stringify(initialData))) {
    loads.push(document.fonts.load('1em "Noto Sans Bengali Variable"', '\u0985'));
  }
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    void Promise.allSettled(loads).then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}
