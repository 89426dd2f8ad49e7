import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { makeDoorParty, makeEvent } from '@/test/fixtures';
import type { DoorList } from '@/lib/api-types';
import { doorForget, doorListKept } from '@/lib/door-queue';
import { paths } from '@/lib/routes';
import CheckInPage from '../CheckInPage';
import DoorPassPage from '../DoorPassPage';
import { doorListCopyKeep, mergeDoorList, refreshDoorList } from '../door-list';
import { recordRequests, signedIn, signedOut } from '../../shell/__tests__/helpers';

const puja = makeEvent({ id: 1, title: 'Lakshmi Puja' });
const mita = makeDoorParty({ id: 1, fullName: 'Mita Sen', guestCount: 3 });
const arjun = makeDoorParty({ id: 2, fullName: 'Arjun Das', guestCount: 2, children: 0 });
const sumita = makeDoorParty({ id: 3, fullName: 'Sumita Dās', guestCount: 4 });

const LIST = '/api/admin/events/1/door';

beforeEach(async () => {
  await doorForget();
  window.localStorage.clear();
});

describe("the door's list on the phone", () => {
  it('is replaced by a whole list, and changed by an answer since its cursor', () => {
    const copy = { parties: [mita, arjun, sumita], cursor: '5' };

    expect(mergeDoorList(copy, { parties: [arjun], cursor: '6' })).toEqual({ parties: [arjun], cursor: '6' });
    const arrived = { ...arjun, checkedInAt: '2025-10-16T01:42:00Z', arrivedGuests: 2 };
    const late = makeDoorParty({ id: 9, fullName: 'Late Comer' });
    expect(mergeDoorList(copy, { parties: [arrived, late], removed: [3, 44], cursor: '7' })).toEqual({
      parties: [mita, arrived, late],
      cursor: '7',
    });
    expect(mergeDoorList(undefined, { parties: [mita], removed: [], cursor: '8' })).toEqual({ parties: [mita], cursor: '8' });
  });

  it('is read whole the first time, then only for what changed since its cursor, and kept with the new cursor', async () => {
    const asked: string[] = [];
    const read = (path: string): Promise<DoorList> => {
      asked.push(path);
      return Promise.resolve(
        asked.length === 1
          ? { parties: [mita, arjun], cursor: '10-9-12--' }
          : { parties: [{ ...mita, fullName: 'Mita Sen Gupta' }], removed: [2], cursor: '11-12-12--' },
      );
    };

    expect(await refreshDoorList(`${LIST}?dayId=4`, read)).toEqual([mita, arjun]);
    expect(await refreshDoorList(`${LIST}?dayId=4`, read)).toEqual([{ ...mita, fullName: 'Mita Sen Gupta' }]);

    expect(asked).toEqual([`${LIST}?dayId=4`, `${LIST}?dayId=4&since=10-9-12--`]);
    expect(await doorListKept(`${LIST}?dayId=4`)).toEqual({ parties: [{ ...mita, fullName: 'Mita Sen Gupta' }], cursor: '11-12-12--' });
  });

  it('opens from the copy on the phone at once, and asks the server only for what changed', async () => {
    await doorListCopyKeep(LIST, { parties: [mita, arjun], cursor: '42' });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const requests = recordRequests({ withQuery: true });
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
      http.get('/api/events/1', () => HttpResponse.json(puja)),
      http.get(LIST, async () => {
        await answered;
        return HttpResponse.json({ parties: [sumita], removed: [2], cursor: '43' });
      }),
    );
    renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn });

    // The copy shows before the server has answered.
    const expected = await screen.findByRole('list', { name: 'Expected parties' });
    expect(within(expected).getByText('Arjun Das')).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain(`GET ${LIST}?since=42`));
    expect(requests).not.toContain(`GET ${LIST}`);

    answer();
    expect(await within(screen.getByRole('list', { name: 'Expected parties' })).findByText('Sumita Dās')).toBeInTheDocument();
    expect(screen.queryByText('Arjun Das')).not.toBeInTheDocument();
    await waitFor(async () => expect(await doorListKept(LIST)).toEqual({ parties: [mita, sumita], cursor: '43' }));
  });

  it('keeps showing the copy when the network is gone, and says so', async () => {
    await doorListCopyKeep(LIST, { parties: [mita], cursor: '42' });
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
      http.get('/api/events/1', () => HttpResponse.json(puja)),
      http.get(LIST, () => HttpResponse.error()),
    );
    renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn });

    expect(await screen.findByText(/No connection: this is the list kept on this phone/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Expected parties' })).getByText('Mita Sen')).toBeInTheDocument();
  });
});

/** A server for a door pass: the pass opens until `revoke()`, then it and its session answer 401. */
function passServer() {
  let revoked = false;
  const parties = new Map([mita, arjun].map((party) => [party.id, { ...party }]));
  const ended = () => HttpResponse.json({ message: 'This door pass has expired or was revoked.' }, { status: 401 });
  const handlers = [
    http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
    http.post('/api/door/good-token', () =>
      revoked ? ended() : HttpResponse.json({ eventId: 1, label: "Rina's phone", expiresAt: '2025-10-17T06:00:00-07:00' }),
    ),
    http.post('/api/door/:token', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    http.get('/api/events/1', () => HttpResponse.json(puja)),
    http.get(LIST, () => (revoked ? ended() : HttpResponse.json({ parties: [...parties.values()], cursor: '1' }))),
    http.post('/api/admin/registrations/:id/check-in', ({ params }) => {
      if (revoked) return ended();
      const party = parties.get(Number(params.id))!;
      party.checkedInAt = '2025-10-16T02:05:00Z';
      party.arrivedGuests = party.guestCount;
      return HttpResponse.json({ ...party, conflict: false, dayId: null });
    }),
  ];
  return {
    handlers,
    parties,
    revoke: () => {
      revoked = true;
    },
  };
}

describe('a door pass on a volunteer’s phone', () => {
  it('opens the check-in screen of its event without a password, and checks a party in', async () => {
    const { handlers, parties } = passServer();
    server.use(...handlers);
    renderWithProviders(<DoorPassPage />, { route: '/door/good-token', path: paths.doorPass });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Check-in: Lakshmi Puja' })).toBeInTheDocument();
    expect(screen.getByText("Door pass: Rina's phone")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Access' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));

    await waitFor(() => expect(parties.get(1)!.checkedInAt).not.toBeNull());
  });

  it('tells the phone plainly when the pass has been revoked', async () => {
    const { handlers, revoke } = passServer();
    server.use(...handlers);
    renderWithProviders(<DoorPassPage />, { route: '/door/good-token', path: paths.doorPass });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Check-in: Lakshmi Puja' });

    revoke();
    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This door pass has expired or was revoked.' })).toBeInTheDocument();
    expect(await within(alert).findByText('1 check-in made on this phone was not sent. Tell an organiser who it was.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check-in: Lakshmi Puja' })).not.toBeInTheDocument();
    // Nothing of the parties stays on the phone.
    await waitFor(async () => expect(await doorListKept(LIST)).toBeUndefined());
  });

  it('says so when no pass has the link', async () => {
    const { handlers } = passServer();
    server.use(...handlers);
    renderWithProviders(<DoorPassPage />, { route: '/door/made-up', path: paths.doorPass });

    expect(await screen.findByText('This door pass does not exist.')).toBeInTheDocument();
  });

  it('opens again without a network, from what the phone kept', async () => {
    const { handlers } = passServer();
    server.use(...handlers);
    const first = renderWithProviders(<DoorPassPage />, { route: '/door/good-token', path: paths.doorPass });
    await screen.findByRole('button', { name: 'Check in Mita Sen' });
    first.unmount();

    server.use(
      http.post('/api/door/good-token', () => HttpResponse.error()),
      http.get('/api/events/1', () => HttpResponse.error()),
      http.get(LIST, () => HttpResponse.error()),
    );
    renderWithProviders(<DoorPassPage />, { route: '/door/good-token', path: paths.doorPass });

    expect(await screen.findByRole('heading', { name: 'Check-in: Lakshmi Puja' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Check in Mita Sen' })).toBeInTheDocument();
  });
});
