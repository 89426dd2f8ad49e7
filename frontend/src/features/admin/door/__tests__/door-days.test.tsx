import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { act, currentPath, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { makeFestival, makeRegistration } from '@/test/fixtures';
import type { AdminRegistration, Event } from '@/lib/api-types';
import { siteToday } from '@/lib/dates';
import { doorForget, tapsWaiting, type DoorTap } from '@/lib/door-queue';
import { paths } from '@/lib/routes';
import CheckInPage from '../CheckInPage';
import { signedIn } from '../../shell/__tests__/helpers';

const TITLES = ['Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami'];

/** "YYYY-MM-DD", `offset` days from today in Tracy. */
function dayFromToday(offset: number): string {
  const [year, month, day] = siteToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** A five-day Puja whose first day is `firstOffset` days from today (ids 11 to 15). */
function puja(firstOffset: number): Event {
  const festival = makeFestival({ id: 1, title: 'Durga Puja' });
  return {
    ...festival,
    date: dayFromToday(firstOffset),
    endDate: dayFromToday(firstOffset + 4),
    days: festival.days!.map((day, index) => ({ ...day, date: dayFromToday(firstOffset + index), title: TITLES[index] })),
  };
}

const dayId = (title: string) => 11 + TITLES.indexOf(title);

function makeParty(overrides: Partial<AdminRegistration>): AdminRegistration {
  return { ...makeRegistration(overrides), language: 'en', arrivedGuests: null, checkIns: [], sittings: [], ...overrides };
}

/** The door's server: each party's days, and its check-in of each day. */
function doorServer(event: Event) {
  const parties = [
    makeParty({ id: 1, fullName: 'Mita Sen', guestCount: 3, dayIds: TITLES.map(dayId) }),
    makeParty({ id: 2, fullName: 'Dashami Dutta', guestCount: 2, dayIds: [dayId('Dashami')] }),
  ];
  const arrivals = new Map<string, string>();
  const lists: (string | null)[] = [];
  const taps: Record<string, unknown>[] = [];
  const handlers = [
    http.get('/api/events/1', () => HttpResponse.json(event)),
    http.get('/api/admin/events/1/door', ({ request }) => {
      const day = new URL(request.url).searchParams.get('dayId');
      lists.push(day);
      const coming = parties.filter((party) => day === null || (party.dayIds ?? []).includes(Number(day)));
      return HttpResponse.json({
        parties: coming.map((party) => {
          const checkedInAt = arrivals.get(`${party.id}:${day}`) ?? null;
          return { ...party, checkedInAt, arrivedGuests: checkedInAt ? party.guestCount : null };
        }),
        cursor: '1',
      });
    }),
    http.post('/api/admin/registrations/:id/check-in', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      taps.push({ id: Number(params.id), ...body });
      const party = parties.find((candidate) => candidate.id === Number(params.id))!;
      const checkedInAt = body.checkedInAt as string;
      arrivals.set(`${party.id}:${String(body.dayId)}`, checkedInAt);
      return HttpResponse.json({ ...party, checkedInAt, arrivedGuests: party.guestCount, conflict: false, dayId: body.dayId });
    }),
  ];
  return { handlers, lists, taps };
}

beforeEach(() => doorForget());

function renderDoor(route: string, ...handlers: Parameters<typeof server.use>) {
  server.use(http.get('/api/auth/session', () => HttpResponse.json(signedIn)), ...handlers);
  return renderWithProviders(<CheckInPage />, { route, path: paths.checkIn });
}

const dayChooser = () => within(screen.getByRole('group', { name: 'Day' }));
const expected = () =>
  within(screen.getByRole('list', { name: 'Expected parties' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/./)[0].textContent);

describe('the door of a festival of several days', () => {
  it("opens on today's day, lists only the parties coming that day, and checks in for the day chosen", async () => {
    const event = puja(-1);
    const { handlers, lists, taps } = doorServer(event);
    renderDoor('/admin/check-in/1', ...handlers);
    const user = userEvent.setup();

    expect(await screen.findByRole('radio', { name: /Saptami/ })).toBeChecked();
    expect(dayChooser().getByRole('radio', { name: /Saptami/ })).toHaveAccessibleName('Saptami Today');
    expect(await screen.findByRole('list', { name: 'Expected parties' })).toBeInTheDocument();
    expect(expected()).toEqual(['Mita Sen']);
    expect(lists).toEqual([String(dayId('Saptami'))]);
    expect(currentPath()).toContain(`day=${dayId('Saptami')}`);

    await user.click(screen.getByRole('button', { name: 'Check in Mita Sen' }));
    await waitFor(() => expect(taps).toHaveLength(1));
    expect(taps[0]).toMatchObject({ id: 1, dayId: dayId('Saptami') });

    await user.click(dayChooser().getByRole('radio', { name: /Dashami/ }));
    await waitFor(() => expect(expected()).toEqual(['Dashami Dutta', 'Mita Sen']));
    // Checked in on Saptami, Mita is still to come on Dashami.
    expect(screen.getByRole('button', { name: 'Check in Mita Sen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Parties arrived' }).textContent).toBe('Parties arrived0 of 2');

    await user.click(screen.getByRole('button', { name: 'Check in Dashami Dutta' }));
    await waitFor(() => expect(taps).toHaveLength(2));
    expect(taps[1]).toMatchObject({ id: 2, dayId: dayId('Dashami') });
  });

  it('asks for the day when today is none of the festival days, and reads no list until one is chosen', async () => {
    const { handlers, lists } = doorServer(puja(20));
    renderDoor('/admin/check-in/1', ...handlers);
    const user = userEvent.setup();

    expect(await screen.findByText('Choose the day.')).toBeInTheDocument();
    expect(dayChooser().getAllByRole('radio')).toHaveLength(5);
    expect(dayChooser().queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(lists).toEqual([]);

    await user.click(dayChooser().getByRole('radio', { name: /Ashtami/ }));

    expect(await screen.findByRole('list', { name: 'Expected parties' })).toBeInTheDocument();
    expect(lists).toEqual([String(dayId('Ashtami'))]);
    expect(screen.queryByText('Choose the day.')).not.toBeInTheDocument();
  });

  it('opens a scanned party on the day chosen, and says so when it is not coming that day', async () => {
    const { handlers } = doorServer(puja(20));
    renderDoor(`/admin/check-in/1?day=${dayId('Navami')}&registration=2`, ...handlers);

    expect(
      await screen.findByText(
        'This party is not on the list for Navami: it is not coming that day, or its registration was deleted.',
      ),
    ).toBeInTheDocument();
    expect(dayChooser().getByRole('radio', { name: /Navami/ })).toBeChecked();
  });

  it('keeps the day of a tap made offline with the tap, and sends it for that day after another is chosen', async () => {
    const { handlers, taps, lists } = doorServer(puja(20));
    let online = false;
    const { unmount } = renderDoor(
      `/admin/check-in/1?day=${dayId('Ashtami')}`,
      http.post('/api/admin/registrations/:id/check-in', () => (online ? undefined : HttpResponse.error())),
      ...handlers,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));
    expect(await screen.findByText('1 check-in waiting to sync')).toBeInTheDocument();
    // Read while the tap's own try may still be ending: waited for, as the screen's updates are.
    let kept: DoorTap | undefined;
    await waitFor(async () => {
      [kept] = await tapsWaiting('1');
      expect(kept).toMatchObject({ registrationId: 1, dayId: dayId('Ashtami'), kind: 'check_in' });
    });

    await user.click(dayChooser().getByRole('radio', { name: /Navami/ }));
    // Waiting for Ashtami, the tap does not show Mita arrived on Navami.
    expect(await screen.findByRole('button', { name: 'Check in Mita Sen' })).toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All check-ins are synced.')).toBeInTheDocument();
    expect(taps).toEqual([expect.objectContaining({ id: 1, dayId: dayId('Ashtami'), tapId: kept!.tapId })]);
    // Once all are sent, the day on screen is read again (other phones' taps too).
    const navami = String(dayId('Navami'));
    await waitFor(() => expect(lists.filter((day) => day === navami).length).toBeGreaterThan(1));
    // The volunteer leaves the door: what is still on its way (that read's answer; the day's
    // choice's own try, if it ended after the network came back) touches no screen.
    unmount();
  });
});
