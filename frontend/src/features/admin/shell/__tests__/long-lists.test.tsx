import { http, HttpResponse } from 'msw';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { act, fireEvent, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeRegistration } from '@/test/fixtures';
import type { AdminRegistration } from '@/lib/api-types';
import { paths } from '@/lib/routes';
import { doorForget } from '@/lib/door-queue';
import CheckInPage from '../../door/CheckInPage';
import { WINDOWED_FROM } from '../windowed-rows';
import { renderAdmin, signedIn } from './helpers';

/**
 * A festival's two thousand parties on the two screens that list them all. jsdom lays nothing
 * out, so each test gives the page what a phone would measure: every row 60 pixels tall in a
 * window 768 pixels high (jsdom's), the list at the page's top.
 */
const ROW_HEIGHT = 60;
const FESTIVAL = 2000;

// Sorting, indexing and drawing two thousand parties in jsdom takes a busy machine more than the
// usual second to show what a test waits for; the file's waits get the test's whole time instead.
configure({ asyncUtilTimeout: 10_000 });

const durga = makeEvent({ id: 1, title: 'Durga Puja 2025' });
const stats = { totalRegistrations: FESTIVAL, totalGuests: 6000, todayRegistrations: 0 };

/** Party 0000 to Party 1999: the door lists them in that order, by name. */
function parties(count: number): AdminRegistration[] {
  return Array.from({ length: count }, (_, n) => {
    const number = String(n).padStart(4, '0');
    return {
      ...makeRegistration({ id: n + 1, fullName: `Party ${number}`, email: `party${number}@example.org`, guestCount: 2, children: 0 }),
      language: 'en' as const,
      arrivedGuests: null,
      checkIns: [],
      sittings: [],
    };
  });
}

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
});

afterEach(() => scrollTo(0));

beforeEach(() => doorForget());

/** Scrolls the window to `y`, as a phone's thumb would. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

/** The rows' places in the whole list, as they tell assistive technology. */
function positions(rows: HTMLElement[], attribute: 'aria-rowindex' | 'aria-posinset') {
  return rows.map((row) => Number(row.getAttribute(attribute)));
}

/** `count` numbers from `first` on. */
function following(first: number, count: number) {
  return Array.from({ length: count }, (_, index) => first + index);
}

function renderRegistrations(list: AdminRegistration[]) {
  return renderAdmin(
    http.get('/api/admin/events', () => HttpResponse.json([durga])),
    http.get('/api/admin/registrations/stats', () => HttpResponse.json(stats)),
    http.get('/api/admin/events/1/registrations', () => HttpResponse.json(list)),
  );
}

async function chooseTheEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
  const select = screen.getByRole('combobox', { name: 'Event' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: /^Durga Puja 2025/ }));
}

/** The table's rows of registrations, the header's row left out. */
function tableRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function renderDoor(list: AdminRegistration[]) {
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
    http.get('/api/events/1', () => HttpResponse.json(durga)),
    http.get('/api/admin/events/1/door', () => HttpResponse.json({ parties: list, cursor: '1' })),
  );
  return renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn });
}

function expectedParties() {
  return within(screen.getByRole('list', { name: 'Expected parties' })).getAllByRole('listitem');
}

describe('the Registrations tab with a festival of 2,000 parties', () => {
  it('puts only the rows near the screen into the table, which still counts them all', async () => {
    renderRegistrations(parties(FESTIVAL));
    const user = userEvent.setup();
    await chooseTheEvent(user);

    expect(await screen.findByRole('rowheader', { name: 'Party 0000' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', String(FESTIVAL + 1));
    const rows = tableRows();
    // A 768-pixel screen of 60-pixel rows, and a few beyond its edge.
    expect(rows.length).toBeGreaterThanOrEqual(768 / ROW_HEIGHT);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByRole('rowheader', { name: 'Party 1999' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('2,000 of 2,000 registrations shown')).toBeInTheDocument();

    // Far down the page, the rows there are drawn in order, each saying where it stands.
    scrollTo(1000 * ROW_HEIGHT);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Party 0000' })).not.toBeInTheDocument());
    expect(positions(tableRows(), 'aria-rowindex')).toEqual(following(positions(tableRows(), 'aria-rowindex')[0], tableRows().length));
    expect(positions(tableRows(), 'aria-rowindex')[0]).toBeGreaterThan(300);
    expect(tableRows().length).toBeLessThan(40);
    const [first] = tableRows();
    const number = String(positions([first], 'aria-rowindex')[0] - 2).padStart(4, '0');
    expect(within(first).getByRole('rowheader')).toHaveTextContent(`Party ${number}`);
  });

  it('finds a party at the far end of the list as you type', async () => {
    renderRegistrations(parties(FESTIVAL));
    const user = userEvent.setup();
    await chooseTheEvent(user);
    await screen.findByRole('rowheader', { name: 'Party 0000' });

    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'party1999@');
    expect(await screen.findByRole('rowheader', { name: 'Party 1999' })).toBeInTheDocument();
    expect(tableRows()).toHaveLength(1);
    expect(screen.getByLabelText('1 of 2,000 registrations shown')).toBeInTheDocument();
    // One row is a short table: drawn whole, as always.
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('keeps the row that has the focus while the page scrolls away from it', async () => {
    renderRegistrations(parties(FESTIVAL));
    const user = userEvent.setup();
    await chooseTheEvent(user);
    const view = await screen.findByRole('button', { name: 'View registration of Party 0003' });
    act(() => view.focus());

    scrollTo(1500 * ROW_HEIGHT);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Party 0000' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Party 0003' })).toBeInTheDocument();
    expect(positions(tableRows(), 'aria-rowindex').slice(0, 2)).toEqual([5, expect.any(Number)]);
    expect(positions(tableRows(), 'aria-rowindex')[1]).toBeGreaterThan(300);
    expect(view).toHaveFocus();
    expect(screen.queryByRole('rowheader', { name: 'Party 0004' })).not.toBeInTheDocument();
  });

  it('draws a short list whole, as before', async () => {
    const short = WINDOWED_FROM - 1;
    renderRegistrations(parties(short));
    const user = userEvent.setup();
    await chooseTheEvent(user);

    expect(await screen.findByRole('rowheader', { name: `Party 00${short - 1}` })).toBeInTheDocument();
    expect(tableRows()).toHaveLength(short);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
    expect(tableRows()[0]).not.toHaveAttribute('aria-rowindex');
  });
});

describe("the door's check-in screen with a festival of 2,000 parties", () => {
  it('puts only the parties near the screen into the list, each saying where it stands', async () => {
    renderDoor(parties(FESTIVAL));

    expect(await screen.findByText('Party 0000')).toBeInTheDocument();
    const items = expectedParties();
    expect(items.length).toBeGreaterThanOrEqual(768 / ROW_HEIGHT);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', String(FESTIVAL));
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(screen.queryByText('Party 1999')).not.toBeInTheDocument();

    scrollTo(1200 * ROW_HEIGHT);
    await waitFor(() => expect(screen.queryByText('Party 0000')).not.toBeInTheDocument());
    const shown = positions(expectedParties(), 'aria-posinset');
    expect(shown).toEqual(following(shown[0], shown.length));
    expect(shown[0]).toBeGreaterThan(300);
    expect(shown.length).toBeLessThan(40);
  });

  it('finds the last party by name as you type, and checks it in', async () => {
    renderDoor(parties(FESTIVAL));
    server.use(
      http.post('/api/admin/registrations/2000/check-in', () =>
        HttpResponse.json({ ...parties(FESTIVAL)[1999], checkedInAt: '2025-10-16T02:05:00Z', arrivedGuests: 2 }),
      ),
    );
    const user = userEvent.setup();
    await screen.findByText('Party 0000');

    await user.type(screen.getByRole('searchbox', { name: 'Find a party' }), '1999');
    await waitFor(() => expect(expectedParties()).toHaveLength(1));
    expect(within(expectedParties()[0]).getByText('Party 1999')).toBeInTheDocument();
    expect(expectedParties()[0]).not.toHaveAttribute('aria-setsize');
    await user.click(screen.getByRole('button', { name: 'Check in Party 1999' }));
    expect(await screen.findByRole('button', { name: 'Undo check-in of Party 1999' })).toBeInTheDocument();
  });

  it('draws a short list whole, as before', async () => {
    const short = WINDOWED_FROM - 1;
    renderDoor(parties(short));

    expect(await screen.findByText(`Party 00${short - 1}`)).toBeInTheDocument();
    expect(expectedParties()).toHaveLength(short);
    expect(expectedParties()[0]).not.toHaveAttribute('aria-setsize');
  });
});
