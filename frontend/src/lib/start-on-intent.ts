/**
 * A page drawn by the server is read before anything on it is touched: its text, its images and
 * its links (each a page drawn by the server too) need no script. So the app, whose start costs
 * a mid-range phone seconds of its processor, starts when the visitor first reaches for something
 * (a touch, a key, a field's focus), not while the page is being read (src/boot.ts). What they
 * reached for is not lost meanwhile: a tap on a button is held, shown busy, and made again once
 * the app has taken the page over; what was typed into a field or ticked is handed to the app
 * then, and a form sent meanwhile is sent then.
 */

/**
 * What shows the visitor reaching for the page; a click alone is a screen reader's activation
 * (it sends no touch first).
 */
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/** The controls whose tap only the app can answer (a link is the browser's to follow). */
export const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="combobox"], [role="checkbox"], summary';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function onALink(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a[href]') !== null;
}

/** What the visitor left in a field: read when they changed it, as the app may redraw it later. */
interface Left {
  value: string;
  checked: boolean;
}

/**
 * Hands what the visitor left in a field before the app was there to the app. Taking the page
 * over, React keeps what a field shows and notes it as the field's value, while its own state
 * holds the value it drew; an input event with the visitor's value set past React's note brings
 * the two together through the field's own change handler, as a keystroke would.
 */
export function handOver(field: Field, left: Left): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // The radio button left chosen says it for its group.
    if (field.type === 'radio' && !left.checked) return;
    // The other way (noted by React), then the visitor's tap again.
    field.checked = !left.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = left.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // First the value the app drew, with an input event: React takes the field over at once if it
  // has not yet (a part of the page it takes over later), noting that value.
  field.value = field.defaultValue;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Then the visitor's, set past React's note, and its input event.
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, left.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Until the app has taken the page over (<html data-ready>), holds the visitor's taps on
 * controls, the forms they send and the fields they change; then gives them to the app.
 * Returns what holds a tap, for the one that started the app.
 */
function holdUntilReady(): (event: Event) => void {
  let tapped: Element | null = null;
  let sent: HTMLFormElement | null = null;
  const changed = new Map<Field, Left>();

  const onClick = (event: Event) => {
    if (onALink(event.target) || !(event.target instanceof Element)) return;
    const control = event.target.closest(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped?.removeAttribute('aria-busy');
    tapped = control;
    control.setAttribute('aria-busy', 'true');
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof HTMLFormElement) sent = event.target;
  };
  const onChange = (event: Event) => {
    if (!isField(event.target)) return;
    const field = event.target;
    changed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onChange],
    ['change', onChange],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  const html = document.documentElement;
  const giveOver = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    for (const [field, left] of changed) if (field.isConnected) handOver(field, left);
    const control = tapped;
    control?.removeAttribute('aria-busy');
    if (control instanceof HTMLElement && control.isConnected) control.click();
    else if (sent?.isConnected) sent.requestSubmit();
  };
  const observer = new MutationObserver(() => {
    if (!('ready' in html.dataset)) return;
    observer.disconnect();
    // A task later: what the app's first effects set in motion is drawn before the tap is made.
    setTimeout(giveOver, 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  return onClick;
}

/**
 * Calls `start` on the visitor's first reach for the page (never for a tap on a link). Returns
 * what stops waiting for it.
 */
export function startOnIntent(start: () => void): () => void {
  const stopWaiting = () => {
    for (const type of INTENT) document.removeEventListener(type, onIntent, true);
  };
  const onIntent = (event: Event) => {
    if (event.type !== 'keydown' && event.type !== 'focusin' && onALink(event.target)) return;
    stopWaiting();
    const hold = holdUntilReady();
    // A listener added now would miss the event being dispatched: this tap is held here.
    if (event.type === 'click') hold(event);
    start();
  };
  // Passive but for the click, which may have to be held (its default prevented).
  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: type !== 'click' });
  return stopWaiting;
}
