/**
 * The door's first screen, drawn by the server for the volunteer (cultural_site/spa.py,
 * <div id="root" data-screen>), is shown a second or two before the app is up on a slow phone;
 * the app then draws it afresh from the phone's own list, in new elements (src/index.tsx). What
 * the volunteer does on it meanwhile is not lost: what they type into the search box, or the day
 * they choose, is handed to the app's own field, and a tap on a button is held (shown busy) and
 * made again on the app's same button of the same party. A button the app does not draw (the
 * phone's list says the party is in already, say) is not tapped: nothing is done in its stead.
 *
 * Which of the app's elements is the drawn one's is told by what the volunteer sees of it, never
 * by its place on the page, which the phone's list may change: a field by its label, a button by
 * its name, within the party it belongs to (data-party).
 */
import { CONTROLS, handOver, isField, type Field } from './start-on-intent';

/** Where an element stands for the volunteer: its party, and its name or its field's label and choice. */
function identity(element: Element): string {
  const party = element.closest<HTMLElement>('[data-party]')?.dataset.party ?? '';
  if (isField(element)) {
    const label = element.getAttribute('aria-label') ?? [...(element.labels ?? [])].map((each) => each.textContent).join(' ');
    const choice = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') ? element.value : '';
    return JSON.stringify([party, 'field', label.trim(), choice]);
  }
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return JSON.stringify([party, element.getAttribute('role') ?? element.localName, name.trim()]);
}

function find<T extends Element>(root: HTMLElement, selector: string, wanted: string): T | undefined {
  return [...root.querySelectorAll<T>(selector)].find((element) => identity(element) === wanted);
}

const FIELDS = 'input, textarea, select';

/**
 * Holds what is done on the drawn screen in `root` until the app is up (<html data-ready>), then
 * gives it to the app's screen. The screen comes inert, so that without the app (JavaScript off)
 * nothing on it pretends to answer; it is made live here, as the holding starts.
 */
export function holdDrawnScreen(root: HTMLElement): void {
  // On the drawn screen, until the app's own has taken its place (and <div id="root" data-screen> is no more).
  const drawn = (node: Node) => root.dataset.screen !== undefined && root.contains(node);
  let tapped: { control: Element; identity: string } | null = null;

  const onClick = (event: Event) => {
    if (!(event.target instanceof Element) || !drawn(event.target)) return;
    const control = event.target.closest(CONTROLS);
    if (!control || !drawn(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped?.control.removeAttribute('aria-busy');
    tapped = { control, identity: identity(control) };
    control.setAttribute('aria-busy', 'true');
  };
  // Each field changed, with who it is: what it holds is read when it is handed over, so a radio
  // button left for another of its group is handed over as not chosen.
  const changed = new Map<Field, string>();
  const onChange = (event: Event) => {
    if (isField(event.target) && drawn(event.target)) changed.set(event.target, identity(event.target));
  };
  // The field the volunteer is in when the app draws the screen afresh. A field taken out of the
  // page loses the focus with or without a focusout: it is let go only if still in the page.
  let focused: { field: Field; identity: string } | null = null;
  const onFocusIn = (event: Event) => {
    focused = isField(event.target) && drawn(event.target) ? { field: event.target, identity: identity(event.target) } : null;
  };
  const onFocusOut = () => {
    const left = focused;
    setTimeout(() => {
      if (left && focused === left && left.field.isConnected && document.activeElement !== left.field) focused = null;
    }, 0);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['input', onChange],
    ['change', onChange],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  root.removeAttribute('inert');

  const html = document.documentElement;
  const giveOver = () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    // The tap first, on the screen as the app drew it: a search handed over next may take its row
    // out of the list.
    if (tapped) {
      tapped.control.removeAttribute('aria-busy');
      const control = find<HTMLElement>(root, CONTROLS, tapped.identity);
      control?.focus();
      control?.click();
    }
    for (const [left, wanted] of changed) {
      const field = find<Field>(root, FIELDS, wanted);
      if (field) handOver(field, { value: left.value, checked: left instanceof HTMLInputElement && left.checked });
    }
    if (focused && !focused.field.isConnected) {
      const field = find<Field>(root, FIELDS, focused.identity);
      field?.focus();
      // The caret after what was typed, as it was (a field without a caret refuses it).
      try {
        if (field instanceof HTMLInputElement) field.setSelectionRange(field.value.length, field.value.length);
      } catch {
        // A choice: nothing to place.
      }
    }
  };
  const observer = new MutationObserver(() => {
    if (!('ready' in html.dataset)) return;
    observer.disconnect();
    // A task later: what the app's first effects set in motion is drawn before the tap is made.
    setTimeout(giveOver, 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
}
