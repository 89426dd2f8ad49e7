import { act, useEffect, useId, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { holdDrawnScreen } from '../screen-hold';

interface Party {
  id: number;
  name: string;
  arrived: boolean;
}

const done: string[] = [];

/**
 * A door screen as the app draws it: a search box, the days, and a row per party with its
 * button, each row saying its party (data-party), as src/features/admin/door draws them.
 */
function Door({ parties }: { parties: Party[] }) {
  const searchId = useId();
  const days = useId();
  const [query, setQuery] = useState('');
  const [day, setDay] = useState('1');
  return (
    <div>
      <label htmlFor={searchId}>Find a party</label>
      <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <fieldset>
        {['1', '2'].map((each) => (
          <label key={each}>
            <input type="radio" name={days} value={each} checked={day === each} onChange={() => setDay(each)} />
            Day {each}
          </label>
        ))}
      </fieldset>
      <p data-testid="state">{`${query}|${day}`}</p>
      <ul>
        {parties
          .filter((party) => party.name.includes(query))
          .map((party) => (
            <li key={party.id}>
              <div data-party={party.id}>
                {party.name}
                {party.arrived ? (
                  <button type="button" aria-label={`Undo check-in of ${party.name}`} onClick={() => done.push(`undo ${party.id}`)}>
                    Undo
                  </button>
                ) : (
                  <button type="button" aria-label={`Check in ${party.name}`} onClick={() => done.push(`check in ${party.id}`)}>
                    Check in
                  </button>
                )}
              </div>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** As src/index.tsx's Ready: the drawn screen's mark off as the app's is drawn, then <html data-ready>. */
function Ready({ children }: { children: React.ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('data-screen');
  }, []);
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return children;
}

const SERVER: Party[] = [
  { id: 1, name: 'Bose', arrived: false },
  { id: 2, name: 'Das', arrived: false },
  { id: 3, name: 'Sen', arrived: false },
];

let root: HTMLElement;
let app: Root | undefined;

/** The page as the server sends it: the screen drawn from the server's list, inert. */
beforeEach(() => {
  done.length = 0;
  delete document.documentElement.dataset.ready;
  root = document.createElement('div');
  root.id = 'root';
  root.dataset.screen = 'door';
  root.setAttribute('inert', '');
  root.innerHTML = renderToString(<Door parties={SERVER} />);
  document.body.append(root);
});

afterEach(() => {
  act(() => app?.unmount());
  app = undefined;
  root.remove();
  delete document.documentElement.dataset.ready;
});

/** The app up: the screen drawn afresh from the phone's list, in new elements. */
async function appUp(parties: Party[]) {
  await act(async () => {
    app = createRoot(root);
    app.render(
      <Ready>
        <Door parties={parties} />
      </Ready>,
    );
  });
  // The hand-over comes a task after <html data-ready>.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

const search = () => root.querySelector<HTMLInputElement>('input[type="search"]')!;
const checkIn = (name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="Check in ${name}"]`)!;
const state = () => root.querySelector('[data-testid="state"]')!.textContent;

function tap(element: HTMLElement): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(click);
  return click;
}

function type(input: HTMLInputElement, value: string) {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('holdDrawnScreen', () => {
  it('makes the drawn screen live, and leaves it inert without the script', () => {
    expect(root).toHaveAttribute('inert');
    holdDrawnScreen(root);
    expect(root).not.toHaveAttribute('inert');
  });

  it('hands what was typed into the search box to the app’s, the caret after it', async () => {
    holdDrawnScreen(root);
    type(search(), 'Da');
    const drawnBox = search();

    await appUp(SERVER);

    expect(search()).not.toBe(drawnBox);
    expect(state()).toBe('Da|1');
    expect(search()).toHaveValue('Da');
    expect(document.activeElement).toBe(search());
    expect(search().selectionStart).toBe(2);
    expect(root.querySelectorAll('li')).toHaveLength(1);
  });

  it('holds a tap, shows it busy, and makes it on the same party’s button wherever the app draws it', async () => {
    holdDrawnScreen(root);
    const drawn = checkIn('Das');
    const click = tap(drawn);
    expect(click.defaultPrevented).toBe(true);
    expect(drawn).toHaveAttribute('aria-busy', 'true');
    expect(done).toEqual([]);

    // The phone's list has another party first: the tapped party's row is elsewhere.
    await appUp([{ id: 9, name: 'Aich', arrived: false }, ...SERVER]);

    expect(done).toEqual(['check in 2']);
    expect(document.activeElement).toBe(checkIn('Das'));
    expect(drawn).not.toHaveAttribute('aria-busy');
  });

  it('makes the tap on the list as drawn, then hands over the search that would hide its row', async () => {
    holdDrawnScreen(root);
    type(search(), 'Da');
    tap(checkIn('Sen'));

    await appUp(SERVER);

    expect(done).toEqual(['check in 3']);
    expect(state()).toBe('Da|1');
  });

  it('makes only the last of several taps', async () => {
    holdDrawnScreen(root);
    const first = checkIn('Bose');
    tap(first);
    tap(checkIn('Sen'));
    expect(first).not.toHaveAttribute('aria-busy');

    await appUp(SERVER);

    expect(done).toEqual(['check in 3']);
  });

  it('taps nothing when the app does not draw that button: the phone has the party in already', async () => {
    holdDrawnScreen(root);
    tap(checkIn('Das'));

    await appUp(SERVER.map((party) => (party.id === 2 ? { ...party, arrived: true } : party)));

    expect(done).toEqual([]);
    expect(root.querySelector('button[aria-label="Undo check-in of Das"]')).not.toBeNull();
  });

  it('never takes another party’s button of the same name', async () => {
    holdDrawnScreen(root);
    tap(checkIn('Das'));

    // Party 2 is gone from the phone's list; another Das (party 7) is on it.
    await appUp([SERVER[0], { id: 7, name: 'Das', arrived: false }, SERVER[2]]);

    expect(done).toEqual([]);
  });

  it('hands over the day chosen', async () => {
    holdDrawnScreen(root);
    const [, second] = root.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    second!.click();

    await appUp(SERVER);

    expect(state()).toBe('|2');
  });

  it('holds nothing once the app’s screen is up', async () => {
    holdDrawnScreen(root);
    await appUp(SERVER);

    const click = tap(checkIn('Bose'));

    expect(click.defaultPrevented).toBe(false);
    expect(done).toEqual(['check in 1']);
    await waitFor(() => expect(checkIn('Bose')).not.toHaveAttribute('aria-busy'));
  });
});
