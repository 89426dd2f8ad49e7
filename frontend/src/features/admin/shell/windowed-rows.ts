import * as React from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { whenIdle } from '@/lib/yield';

/**
 * From this many rows on, a list puts only the rows near the screen into the page. Below it the
 * whole list is there, as before: a hundred rows cost a slow phone a few dozen milliseconds, and
 * a whole list keeps the browser's find in page and a printed page complete. A festival's two
 * thousand parties would cost it seconds on every change.
 */
export const WINDOWED_FROM = 100;

/** Rows drawn beyond each edge of the screen in a list's first render (see `useWindowedRows`). */
const FIRST_OVERSCAN = 1;

/** One row to draw, with the room to leave above it for the rows not drawn. */
interface WindowedRow<Row> {
  row: Row;
  index: number;
  key: number;
  /** Pixels of rows not drawn between this row and the one drawn before it (or the list's top). */
  spaceBefore: number;
}

/**
 * Drawn on the server (the door's first screen, cultural_site/spa.py), where there is no window
 * and the list's place on the page is not known: the room a screen has for the list's first rows
 * below what comes above it (at the door, a phone's heading, counts and search take 600 of its 800
 * pixels), so that the rows shown first are drawn and no more, each costing a slow phone time.
 */
const SERVER_RECT = { width: 0, height: 400 };

/** The size of the browser's window. */
function windowRect() {
  return typeof window === 'undefined' ? SERVER_RECT : { width: window.innerWidth, height: window.innerHeight };
}

/** Where the list starts on the page, and the gap its layout leaves between rows. */
function useListPlace(list: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const [place, setPlace] = React.useState({ top: 0, gap: 0 });
  React.useLayoutEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      setPlace((was) => (was.top === top && was.gap === gap ? was : { top, gap }));
    };
    measure();
    // Whatever moves the list on the page (a notice above it, a narrower screen) changes the
    // page's height too.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list, enabled]);
  return place;
}

/**
 * A long list drawn a window at a time as the page scrolls (TanStack Virtual on the window's own
 * scroll, so the page scrolls as before): the rows near the screen are in the page, in its flow,
 * and the room of the others is left above and below them (`spaceBefore`, `spaceAfter`). Each
 * drawn row is measured (`measureRow` as its ref, with `data-index`), so rows of any height
 * follow one another without overlapping. The row that last had the keyboard's focus stays
 * drawn wherever the page scrolls, so focus is never lost with it (`focusRow` on its focus).
 * The first render draws one row beyond each edge of the screen, the rest of `overscan` once the
 * phone is idle.
 * A list shorter than `WINDOWED_FROM` is drawn whole.
 */
export function useWindowedRows<Row, List extends HTMLElement>({
  rows,
  getKey,
  estimateSize,
  overscan,
}: {
  rows: readonly Row[];
  /** The row's lasting key (its id), a function that does not change from render to render. */
  getKey: (row: Row) => number;
  /** A row's likely height in pixels, until it is measured; better too tall than too short. */
  estimateSize: number;
  /** How many rows to draw beyond each edge of the screen. */
  overscan: number;
}) {
  const windowed = rows.length >= WINDOWED_FROM;
  const listRef = React.useRef<List>(null);
  const place = useListPlace(listRef, windowed);
  const [focusedKey, setFocusedKey] = React.useState<number | null>(null);
  const focusedIndex = React.useMemo(
    () => (focusedKey === null ? -1 : rows.findIndex((row) => getKey(row) === focusedKey)),
    [rows, getKey, focusedKey],
  );
  const rangeExtractor = React.useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focusedIndex < 0 || indexes.includes(focusedIndex) ? indexes : [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const getItemKey = React.useCallback((index: number) => getKey(rows[index]), [rows, getKey]);
  // The window's size as the list is first drawn, so that its first render holds the rows on the
  // screen: the page is laid out once with them, not once without and again with them.
  const [initialRect] = React.useState(windowRect);
  // Only one row beyond each edge at first: on a slow phone every row drawn is time before the
  // list shows (at the door, five rows more cost a phone a tenth of a second). The rest of the
  // `overscan` follows once the phone is idle, before a thumb scrolls.
  const [overscanAll, setOverscanAll] = React.useState(false);
  React.useEffect(() => {
    if (!windowed || overscanAll) return;
    let live = true;
    whenIdle(() => live && setOverscanAll(true));
    return () => {
      live = false;
    };
  }, [windowed, overscanAll]);
  const virtualizer = useWindowVirtualizer({
    count: windowed ? rows.length : 0,
    enabled: windowed,
    estimateSize: () => estimateSize,
    overscan: overscanAll ? overscan : Math.min(overscan, FIRST_OVERSCAN),
    gap: place.gap,
    scrollMargin: place.top,
    getItemKey,
    rangeExtractor,
    initialRect,
  });

  if (!windowed) {
    return {
      windowed,
      listRef,
      rows: rows.map((row, index) => ({ row, index, key: getKey(row), spaceBefore: 0 })),
      spaceAfter: 0,
      measureRow: undefined,
      focusRow: undefined,
    };
  }
  const drawn: WindowedRow<Row>[] = [];
  let end = place.top;
  for (const item of virtualizer.getVirtualItems()) {
    const row = rows[item.index];
    // Items come and go with the list; an index past a shortened list's end waits for the next render.
    if (row === undefined) continue;
    const spaceBefore = Math.max(0, item.start - end - (drawn.length > 0 ? place.gap : 0));
    drawn.push({ row, index: item.index, key: getKey(row), spaceBefore });
    end = item.end;
  }
  return {
    windowed,
    listRef,
    rows: drawn,
    // Not on the server: a style attribute of its own would be refused by the page's policy, and
    // the room below the first rows is the browser's to leave once the app has the page.
    spaceAfter: typeof window === 'undefined' ? 0 : Math.max(0, place.top + virtualizer.getTotalSize() - end),
    measureRow: virtualizer.measureElement,
    focusRow: (key: number) => setFocusedKey((was) => (was === key ? was : key)),
  };
}
