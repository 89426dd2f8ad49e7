import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startOnIntent } from '../start-on-intent';

/** A page as the server draws it: a field, a choice, a tick, a button and a link. */
function Page({ onTapped }: { onTapped: (what: string) => void }) {
  const [name, setName] = useState('');
  const [size, setSize] = useState('small');
  const [agreed, setAgreed] = useState(false);
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onTapped(`sent ${name}`);
      }}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        Agreed
      </label>
      <p data-testid="state">{`${name}|${size}|${agreed}`}</p>
      <button type="button" onClick={() => onTapped('menu')}>
        Menu
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

let container: HTMLElement;
let root: Root | undefined;
const tapped: string[] = [];
const onTapped = (what: string) => tapped.push(what);

function drawnPage(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page onTapped={onTapped} />);
  document.body.append(container);
  return container;
}

// The app's code arrives a moment after it is asked for, as over a network.
const start = jest.fn(() => {
  const page = container;
  setTimeout(() => {
    // Not once its test is over (and its page gone).
    if (page.isConnected) root = hydrateRoot(page, <Page onTapped={onTapped} />);
  }, 5);
});
let stopWaiting: () => void;

/** Until the app has taken the page over, and a moment more for what it then gives over. */
async function untilReady() {
  for (let waited = 0; waited < 2000 && !('ready' in document.documentElement.dataset); waited += 10) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

beforeEach(() => {
  tapped.length = 0;
  start.mockClear();
  delete document.documentElement.dataset.ready;
  drawnPage();
  stopWaiting = startOnIntent(start);
});

/**
 * A held tap's busy mark is an attribute React did not draw: development React reports it as it
 * takes the page over (production keeps quiet), and the mark is taken off once the app is up.
 */
function quietAboutTheBusyMark() {
  const report = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("some attributes of the server rendered HTML didn't match")) report(...args);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  stopWaiting();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const field = () => container.querySelector('input:not([type])') as HTMLInputElement;
const button = () => container.querySelector('button') as HTMLButtonElement;
const state = () => container.querySelector('[data-testid="state"]')!.textContent;

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('startOnIntent', () => {
  it('does not start the app while the page is only read, nor for a tap on a link', () => {
    window.dispatchEvent(new Event('scroll'));
    container.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(followed);
    expect(start).not.toHaveBeenCalled();
    expect(followed.defaultPrevented).toBe(false);
  });

  it('starts it on the first touch, key or focus, once', () => {
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    field().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on a button, shows it busy, and makes it once the app is there', async () => {
    quietAboutTheBusyMark();
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // The app has not taken the page over yet when the tap lands.
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(tapped).toEqual([]);

    await untilReady();
    expect(tapped).toEqual(['menu']);
    expect(button()).not.toHaveAttribute('aria-busy');
  });

  it("starts it for a screen reader's activation, a click with no touch before it, and makes that click", async () => {
    quietAboutTheBusyMark();
    const activation = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(activation);
    expect(start).toHaveBeenCalledTimes(1);
    expect(activation.defaultPrevented).toBe(true);
    expect(button()).toHaveAttribute('aria-busy', 'true');

    await untilReady();
    expect(tapped).toEqual(['menu']);
  });

  it('hands what was typed, chosen and ticked before the app was there to the app', async () => {
    field().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    type(field(), 'Anita Sen');
    const size = container.querySelector('select')!;
    size.value = 'large';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    const tick = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    tick.checked = true;
    tick.dispatchEvent(new Event('change', { bubbles: true }));
    expect(state()).toBe('|small|false');

    await untilReady();
    expect(state()).toBe('Anita Sen|large|true');
    expect(field().value).toBe('Anita Sen');
    expect(tick.checked).toBe(true);
  });

  it('sends a form sent before the app was there once it is, with what was typed', async () => {
    field().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    type(field(), 'Rina');
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    await untilReady();
    expect(tapped).toEqual(['sent Rina']);
  });
});
