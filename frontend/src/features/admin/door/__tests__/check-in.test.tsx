import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { act, currentPath, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeRegistration } from '@/test/fixtures';
import type { AdminRegistration, CheckInTapInput, DoorParty, Session } from '@/lib/api-types';
import { doorForget, doorListKeep, doorListKept, tapKeep } from '@/lib/door-queue';
import { paths } from '@/lib/routes';
import CheckInPage from '../CheckInPage';
import { doorListCopyKeep, doorOpeningsForget } from '../door-list';
import { openDoor as openDoorAsThePageStarts } from '../opening';
import { recordRequests, serverError, signedIn, signedOut, unauthorized } from '../../shell/__tests__/helpers';

function makeParty(overrides: Partial<AdminRegistration> = {}): AdminRegistration {
  return { ...makeRegistration(overrides), language: 'en', arrivedGuests: null, checkIns: [], sittings: [], ...overrides };
}

const puja = makeEvent({ title: 'Lakshmi Puja' });
const mita = makeParty({ id: 1, fullName: 'Mita Sen', guestCount: 3, children: 1 });
const arjun = makeParty({ id: 2, fullName: 'Arjun Das', guestCount: 2, children: 0, checkedInAt: '2025-10-16T01:42:00Z', arrivedGuests: 2 });
const sumita = makeParty({ id: 3, fullName: 'Sumita Dās', guestCount: 4, children: 2 });
const ruma = makeParty({ id: 4, fullName: 'Ruma Ghosh', status: 'waitlisted', waitlistPosition: 1 });

/**
 * A server that keeps check-ins as the real one does: the earliest tap's time stands, a later
 * tap may raise how many came, and `conflict` says the party was already in.
 */
function doorServer(list: AdminRegistration[] = [mita, arjun, sumita, ruma]) {
  const parties = new Map(list.map((registration) => [registration.id, { ...registration }]));
  const bodies: { method: string; id: number; body: Record<string, unknown> }[] = [];
  const handlers = [
    http.get('/api/events/1', () => HttpResponse.json(puja)),
    http.get('/api/admin/events/1/door', () => HttpResponse.json({ parties: [...parties.values()], cursor: '1' })),
    http.post('/api/admin/registrations/:id/check-in', async ({ params, request }) => {
      const party = parties.get(Number(params.id))!;
      const body = ((await request.json().catch(() => ({}))) ?? {}) as CheckInTapInput;
      bodies.push({ method: 'POST', id: party.id, body: body as Record<string, unknown> });
      const conflict = party.checkedInAt !== null;
      const tappedAt = body.checkedInAt ?? '2025-10-16T02:05:00Z';
      const came = body.arrivedGuests ?? party.guestCount;
      if (!party.checkedInAt || tappedAt < party.checkedInAt) party.checkedInAt = tappedAt;
      party.arrivedGuests = Math.max(conflict ? (party.arrivedGuests ?? 0) : 0, came);
      return HttpResponse.json({ ...party, conflict });
    }),
    http.delete('/api/admin/registrations/:id/check-in', async ({ params, request }) => {
      const party = parties.get(Number(params.id))!;
      bodies.push({ method: 'DELETE', id: party.id, body: ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown> });
      party.checkedInAt = null;
      party.arrivedGuests = null;
      return HttpResponse.json(party);
    }),
  ];
  return { parties, handlers, bodies };
}

beforeEach(async () => {
  doorOpeningsForget();
  await doorForget();
});

function renderDoor(route = '/admin/check-in/1', ...handlers: Parameters<typeof server.use>) {
  server.use(http.get('/api/auth/session', () => HttpResponse.json(signedIn)), ...handlers);
  return renderWithProviders(<CheckInPage />, { route, path: paths.checkIn });
}

function counts() {
  return {
    parties: screen.getByRole('group', { name: 'Parties arrived' }).textContent,
    guests: screen.getByRole('group', { name: 'Guests arrived' }).textContent,
  };
}

function party(name: string) {
  return within(within(screen.getByRole('list', { name: 'Expected parties' })).getByText(name).closest('li') as HTMLElement);
}

describe('check-in at the door', () => {
  it('lists the expected parties by name with the arrived and expected counts, and finds one as you type', async () => {
    const { handlers } = doorServer();
    renderDoor(undefined, ...handlers);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Check-in: Lakshmi Puja' })).toBeInTheDocument();
    expect(counts()).toEqual({ parties: 'Parties arrived1 of 3', guests: 'Guests arrived2 of 9' });
    const names = within(screen.getByRole('list', { name: 'Expected parties' }))
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByText(/./)[0].textContent);
    expect(names).toEqual(['Arjun Das', 'Mita Sen', 'Sumita Dās']);
    expect(party('Arjun Das').getByText(/^Arrived /)).toBeInTheDocument();
    expect(party('Arjun Das').getByRole('button', { name: 'Undo check-in of Arjun Das' })).toBeInTheDocument();
    // The waiting list is not expected at the door.
    expect(screen.queryByText('Ruma Ghosh')).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Find a party' });
    await user.type(search, 'das');
    expect(within(screen.getByRole('list', { name: 'Expected parties' })).getAllByRole('listitem')).toHaveLength(2);
    expect(party('Sumita Dās')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'ruma');
    expect(screen.getByText('No expected party\'s name contains "ruma".')).toBeInTheDocument();
    const others = within(screen.getByRole('list', { name: 'Parties without a place' }));
    expect(others.getByText('Ruma Ghosh')).toBeInTheDocument();
    expect(others.getByText('Waiting list')).toBeInTheDocument();
    expect(others.queryByRole('button')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No one by that name')).toBeInTheDocument();
  });

  it('checks a party in with one tap, at once, and undoes it', async () => {
    const { handlers, parties } = doorServer();
    const requests = recordRequests();
    let release: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const atServer = new Promise<void>((resolve) => {
      reached = resolve;
    });
    renderDoor(
      undefined,
      http.post('/api/admin/registrations/1/check-in', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
          reached();
        });
        parties.get(1)!.checkedInAt = '2025-10-16T02:05:00Z';
        return HttpResponse.json(parties.get(1));
      }),
      ...handlers,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));

    // Shown before the server has answered.
    expect(counts()).toEqual({ parties: 'Parties arrived2 of 3', guests: 'Guests arrived5 of 9' });
    expect(party('Mita Sen').getByText('Saving')).toBeInTheDocument();
    // The door's queue sends the tap a moment after the screen shows it: answer once it has.
    await act(() => atServer);
    act(() => release());
    expect(await party('Mita Sen').findByText(/^Arrived /)).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('check-in'))).toEqual(['POST /api/admin/registrations/1/check-in']);

    await user.click(party('Mita Sen').getByRole('button', { name: 'Undo check-in of Mita Sen' }));
    expect(counts().parties).toBe('Parties arrived1 of 3');
    await waitFor(() => expect(parties.get(1)!.checkedInAt).toBeNull());
    expect(await party('Mita Sen').findByRole('button', { name: 'Check in Mita Sen' })).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('check-in'))).toEqual([
      'POST /api/admin/registrations/1/check-in',
      'DELETE /api/admin/registrations/1/check-in',
    ]);
  });

  it('tries a refused check-in again until it is saved, after one second and then two, keeping the party arrived meanwhile', async () => {
    jest.useFakeTimers();
    try {
      const { handlers, parties } = doorServer();
      const requests = recordRequests();
      let attempts = 0;
      renderDoor(
        undefined,
        http.post('/api/admin/registrations/1/check-in', () => {
          attempts += 1;
          if (attempts === 1) return serverError();
          if (attempts === 2) return HttpResponse.error();
          parties.get(1)!.checkedInAt ??= '2025-10-16T02:05:00Z';
          return HttpResponse.json(parties.get(1));
        }),
        ...handlers,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));

      expect(await party('Mita Sen').findByText('Waiting to sync')).toBeInTheDocument();
      expect(screen.getByText('1 check-in waiting to sync')).toBeInTheDocument();
      expect(counts().parties).toBe('Parties arrived2 of 3');
      expect(party('Mita Sen').getByRole('button', { name: 'Undo check-in of Mita Sen' })).toBeInTheDocument();

      // The first retry comes after one second, not before.
      await act(() => jest.advanceTimersByTimeAsync(800));
      expect(attempts).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(400));
      await waitFor(() => expect(attempts).toBe(2));
      expect(party('Mita Sen').getByText('Waiting to sync')).toBeInTheDocument();

      // The second after two seconds more: it is saved.
      await act(() => jest.advanceTimersByTimeAsync(1500));
      expect(attempts).toBe(2);
      await act(() => jest.advanceTimersByTimeAsync(800));
      expect(await party('Mita Sen').findByText(/^Arrived /)).toBeInTheDocument();
      expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument();
      expect(screen.getByText('All check-ins are synced.')).toBeInTheDocument();
      expect(requests.filter((request) => request.includes('check-in'))).toEqual([
        'POST /api/admin/registrations/1/check-in',
        'POST /api/admin/registrations/1/check-in',
        'POST /api/admin/registrations/1/check-in',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves no retry behind once every tap is sent, when a try that found no network ended after the network came back', async () => {
    jest.useFakeTimers();
    // Every sync first keeps the session's CSRF token on the phone (for the service worker).
    const kept = jest.spyOn(IDBObjectStore.prototype, 'put');
    const syncs = () => kept.mock.contexts.filter((store) => store.name === 'meta').length;
    try {
      const { handlers } = doorServer();
      let online = false;
      let answerOffline: (() => void) | null = null;
      renderDoor(
        undefined,
        http.post('/api/admin/registrations/:id/check-in', async () => {
          if (online) return undefined;
          await new Promise<void>((resolve) => {
            answerOffline = resolve;
          });
          return HttpResponse.error();
        }),
        ...handlers,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));
      // The tap's try is on its way, unanswered, when the network comes back: the next waits for it.
      await waitFor(() => expect(answerOffline).not.toBeNull());
      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      act(() => answerOffline!());

      expect(await screen.findByText('All check-ins are synced.')).toBeInTheDocument();
      expect(party('Mita Sen').getByText(/^Arrived /)).toBeInTheDocument();
      // Counted: the tap's try, and the one the network's return asked for.
      const syncsDone = syncs();
      expect(syncsDone).toBeGreaterThanOrEqual(2);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(syncs()).toBe(syncsDone);
    } finally {
      kept.mockRestore();
      jest.useRealTimers();
    }
  });

  it('sends one tap at a time, in the order tapped: an undo waits for the check-in on its way', async () => {
    const { handlers, parties } = doorServer();
    const requests = recordRequests();
    let release: () => void = () => undefined;
    renderDoor(
      undefined,
      http.post(
        '/api/admin/registrations/1/check-in',
        async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          parties.get(1)!.checkedInAt = '2025-10-16T02:05:00Z';
          return HttpResponse.json({ ...parties.get(1), conflict: false });
        },
        { once: true },
      ),
      ...handlers,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));
    await user.click(party('Mita Sen').getByRole('button', { name: 'Undo check-in of Mita Sen' }));
    await user.click(party('Mita Sen').getByRole('button', { name: 'Check in Mita Sen' }));
    await user.click(party('Mita Sen').getByRole('button', { name: 'Undo check-in of Mita Sen' }));
    expect(requests.filter((request) => request.includes('check-in'))).toEqual(['POST /api/admin/registrations/1/check-in']);

    act(() => release());
    await waitFor(() =>
      expect(requests.filter((request) => request.includes('check-in'))).toEqual([
        'POST /api/admin/registrations/1/check-in',
        'DELETE /api/admin/registrations/1/check-in',
        'POST /api/admin/registrations/1/check-in',
        'DELETE /api/admin/registrations/1/check-in',
      ]),
    );
    expect(await party('Mita Sen').findByRole('button', { name: 'Check in Mita Sen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Saving')).not.toBeInTheDocument());
    expect(parties.get(1)!.checkedInAt).toBeNull();
  });

  it("says why the server refused a party, and shows it as not arrived", async () => {
    const { handlers } = doorServer();
    renderDoor(
      undefined,
      http.post('/api/admin/registrations/1/check-in', () =>
        HttpResponse.json(
          { message: 'This registration is on the waiting list, so it cannot be checked in.' },
          { status: 400 },
        ),
      ),
      ...handlers,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));
    expect(
      await party('Mita Sen').findByText('This registration is on the waiting list, so it cannot be checked in.'),
    ).toBeInTheDocument();
    expect(counts().parties).toBe('Parties arrived1 of 3');
    expect(party('Mita Sen').getByRole('button', { name: 'Check in Mita Sen' })).toBeInTheDocument();
  });

  it("opens the scanned party's code ready for its one tap", async () => {
    const { handlers, parties } = doorServer();
    renderDoor('/admin/check-in/1?registration=3', ...handlers);
    const user = userEvent.setup();
    const scanned = within(await screen.findByRole('region', { name: 'Scanned code' }));
    expect(scanned.getByText('Sumita Dās')).toBeInTheDocument();
    expect(scanned.getByText('4 guests (2 children)')).toBeInTheDocument();

    await user.click(scanned.getByRole('button', { name: 'Check in Sumita Dās' }));
    expect(await scanned.findByText(/^Arrived /)).toBeInTheDocument();
    expect(parties.get(3)!.checkedInAt).not.toBeNull();
    expect(party('Sumita Dās').getByRole('button', { name: 'Undo check-in of Sumita Dās' })).toBeInTheDocument();

    await user.click(scanned.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Scanned code' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin/check-in/1');
  });

  it('says when a scanned code is not one of this event', async () => {
    const { handlers } = doorServer();
    renderDoor('/admin/check-in/1?registration=99', ...handlers);
    const scanned = within(await screen.findByRole('region', { name: 'Scanned code' }));
    expect(scanned.getByText('This code is not for this event, or its registration was deleted.')).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in, showing nothing of the event, then opens the scanned party', async () => {
    const { handlers } = doorServer();
    let session: Session = signedOut;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(session)),
      http.post('/api/auth/login', () => {
        session = signedIn;
        return HttpResponse.json(signedIn);
      }),
      ...handlers,
    );
    const requests = recordRequests();
    renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1?registration=3', path: paths.checkIn });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.queryByText(/Lakshmi Puja|Sumita/)).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET /api/admin'))).toEqual([]);

    await user.type(screen.getByLabelText('Username'), 'organiser');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const scanned = within(await screen.findByRole('region', { name: 'Scanned code' }));
    expect(scanned.getByRole('button', { name: 'Check in Sumita Dās' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/check-in/1?registration=3');
  });

  it('keeps a tap made as the session ran out, and saves it once the volunteer has signed in again', async () => {
    const { handlers, parties } = doorServer();
    let session: Session = signedIn;
    let expired = true;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(session)),
      http.post('/api/admin/registrations/1/check-in', () => {
        if (expired) {
          session = signedOut;
          return unauthorized();
        }
        parties.get(1)!.checkedInAt = '2025-10-16T02:05:00Z';
        return HttpResponse.json(parties.get(1));
      }),
      http.post('/api/auth/login', () => {
        session = signedIn;
        expired = false;
        return HttpResponse.json(signedIn);
      }),
      ...handlers,
    );
    renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));

    expect(await screen.findByText('You are logged out. Sign in again to carry on.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/check-in/1');

    await user.type(screen.getByLabelText('Username'), 'organiser');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await party('Mita Sen').findByText(/^Arrived /)).toBeInTheDocument();
    expect(parties.get(1)!.checkedInAt).not.toBeNull();
  });

  it('keeps taps made without a network on the phone, says how many wait, and sends each once, at its own time, when the network is back', async () => {
    const { handlers, parties, bodies } = doorServer();
    let online = false;
    renderDoor(
      undefined,
      http.post('/api/admin/registrations/:id/check-in', () => (online ? undefined : HttpResponse.error())),
      ...handlers,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check in Mita Sen' }));
    await user.click(screen.getByRole('button', { name: 'Check in Sumita Dās' }));

    expect(await screen.findByText('2 check-ins waiting to sync')).toBeInTheDocument();
    // Said once the try to send them has found no network.
    expect(
      await screen.findByText('They are kept on this phone and sent when the network is back, even if you close this page.'),
    ).toBeInTheDocument();
    expect(counts()).toEqual({ parties: 'Parties arrived3 of 3', guests: 'Guests arrived9 of 9' });
    expect(party('Sumita Dās').getByText('Waiting to sync')).toBeInTheDocument();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All check-ins are synced.')).toBeInTheDocument();
    const sent = bodies.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.id)).toEqual([1, 3]);
    const tapIds = sent.map((request) => request.body.tapId as string);
    expect(new Set(tapIds).size).toBe(2);
    for (const request of sent) {
      expect(request.body.checkedInAt).toBe(parties.get(request.id)!.checkedInAt);
      expect(Date.now() - Date.parse(request.body.checkedInAt as string)).toBeLessThan(60_000);
    }
    expect(party('Sumita Dās').getByText(/^Arrived /)).toBeInTheDocument();
  });

  it('sends, when the screen opens, the taps an earlier visit left on the phone', async () => {
    const { handlers, parties, bodies } = doorServer();
    await tapKeep({
      tapId: 'left-from-before',
      eventId: '1',
      registrationId: 3,
      fullName: 'Sumita Dās',
      kind: 'check_in',
      tappedAt: '2025-10-16T01:30:00.000Z',
      arrivedGuests: null,
      sawArrived: false,
    });
    renderDoor(undefined, ...handlers);
    await screen.findByRole('list', { name: 'Expected parties' });

    expect(await party('Sumita Dās').findByText(/^Arrived /)).toBeInTheDocument();
    expect(bodies).toEqual([
      { method: 'POST', id: 3, body: { tapId: 'left-from-before', checkedInAt: '2025-10-16T01:30:00.000Z' } },
    ]);
    expect(parties.get(3)!.checkedInAt).toBe('2025-10-16T01:30:00.000Z');
  });

  it('checks in part of a party, shows it partly in, and counts the rest when they come', async () => {
    const { handlers, bodies } = doorServer();
    renderDoor(undefined, ...handlers);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Only some of Sumita Dās's party came" }));
    const sizes = within(screen.getByRole('group', { name: "How many of Sumita Dās's party came?" })).getAllByRole('button');
    expect(sizes.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: "3 of Sumita Dās's party came" }));

    expect(await party('Sumita Dās').findByText('Partly in: 3 of 4 arrived')).toBeInTheDocument();
    expect(counts()).toEqual({ parties: 'Parties arrived2 of 3', guests: 'Guests arrived5 of 9' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].body.arrivedGuests).toBe(3);

    await user.click(party('Sumita Dās').getByRole('button', { name: "The rest of Sumita Dās's party came" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].body).not.toHaveProperty('arrivedGuests');
    expect(await party('Sumita Dās').findByText(/^Arrived /)).toBeInTheDocument();
    expect(counts()).toEqual({ parties: 'Parties arrived2 of 3', guests: 'Guests arrived6 of 9' });
  });

  it('lists a party another phone had already checked in, with the time kept, until dismissed', async () => {
    const { handlers, parties } = doorServer();
    renderDoor(undefined, ...handlers);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Check in Mita Sen' });
    // Meanwhile the other door's phone checks her in, earlier.
    parties.get(1)!.checkedInAt = '2025-10-16T01:42:00Z';

    await user.click(screen.getByRole('button', { name: 'Check in Mita Sen' }));

    const found = within(await screen.findByRole('list', { name: 'Found while syncing' }));
    expect(
      found.getByText('already checked in at 6:42 PM by another phone. The earlier time is kept.', { exact: false }),
    ).toBeInTheDocument();
    expect(found.getByText('Mita Sen')).toBeInTheDocument();
    expect(await party('Mita Sen').findByText('Arrived 6:42 PM')).toBeInTheDocument();

    await user.click(found.getByRole('button', { name: 'Dismiss the note on Mita Sen' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Found while syncing' })).not.toBeInTheDocument());
  });

  it('sends an undo with its own time, so the server undoes only the check-ins tapped before it', async () => {
    const { handlers, bodies } = doorServer();
    renderDoor(undefined, ...handlers);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Undo check-in of Arjun Das' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ method: 'DELETE', id: 2, body: { tapId: expect.any(String), undoneAt: expect.any(String) } });
    expect(await party('Arjun Das').findByRole('button', { name: 'Check in Arjun Das' })).toBeInTheDocument();
  });
});

/** A registration as the door's own list carries it. */
function asDoorParty({ id, fullName, guestCount, children, checkedInAt, arrivedGuests }: AdminRegistration): DoorParty {
  return { id, fullName, guestCount, children, status: 'confirmed', checkedInAt, arrivedGuests, sittings: [] };
}

describe('opening the door', () => {
  function holdSession() {
    let answer: (session: Session) => void = () => undefined;
    const held = new Promise<Session>((resolve) => {
      answer = resolve;
    });
    server.use(http.get('/api/auth/session', async () => HttpResponse.json(await held)));
    return answer;
  }

  function openDoor() {
    renderWithProviders(<CheckInPage />, {
      route: '/admin/check-in/1',
      path: paths.checkIn,
      initialData: { '/api/events/1': puja },
    });
  }

  it('asks what changed on the copy kept on the phone beside the sign-in, with the event its page carries', async () => {
    await doorListCopyKeep('/api/admin/events/1/door', { parties: [mita, arjun].map(asDoorParty), cursor: '7' });
    const requests = recordRequests({ withQuery: true });
    server.use(
      http.get('/api/admin/events/1/door', () => HttpResponse.json({ parties: [asDoorParty(sumita)], removed: [], cursor: '8' })),
    );
    const answerSession = holdSession();
    openDoor();

    // What changed is on its way while the sign-in is still being checked.
    await waitFor(() => expect(requests).toContain('GET /api/admin/events/1/door?since=7'));
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeInTheDocument();
    answerSession(signedIn);

    expect(await screen.findByRole('heading', { name: 'Check-in: Lakshmi Puja' })).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Expected parties' })).findByText('Sumita Dās')).toBeInTheDocument();
    // The read made ahead is the screen's: asked for once; the event came with the page.
    expect(requests.filter((request) => request.startsWith('GET /api/admin/events/1/door'))).toEqual([
      'GET /api/admin/events/1/door?since=7',
    ]);
    expect(requests).not.toContain('GET /api/events/1');
    expect(requests).not.toContain('GET /api/admin/events');
  });

  it('asks for no list before the sign-in on a phone without a copy, and asks a visitor not signed in to sign in', async () => {
    const requests = recordRequests();
    const answerSession = holdSession();
    openDoor();

    expect(await screen.findByRole('status', { name: 'Checking your sign-in' })).toBeInTheDocument();
    answerSession(signedOut);

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET /api/admin/'))).toEqual([]);
  });

  describe('as the page starts, before the first render', () => {
    const LIST = '/api/admin/events/1/door';

    // The page's own address, whose cookies say which lists the phone keeps a copy of.
    beforeEach(() => window.history.replaceState(null, '', '/admin/check-in/1'));
    afterEach(() => {
      document.cookie = 'door-list-kept=; path=/admin/check-in/1; max-age=0';
      window.history.replaceState(null, '', '/');
    });

    function drawDoor(initialData: Record<string, unknown>) {
      renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn, initialData });
    }

    it('draws the copy on the phone in its first render, signed in, and asks the server only what changed, once', async () => {
      await doorListCopyKeep(LIST, { parties: [mita, arjun].map(asDoorParty), cursor: '7' });
      const copyReads = jest.spyOn(IDBObjectStore.prototype, 'get');
      const requests = recordRequests({ withQuery: true });
      server.use(
        http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
        http.get(LIST, () => HttpResponse.json({ parties: [asDoorParty(sumita)], removed: [], cursor: '8' })),
      );
      const initialData: Record<string, unknown> = { '/api/events/1': puja };
      await openDoorAsThePageStarts('1', initialData, '');

      expect(initialData['/api/auth/session']).toEqual(signedIn);
      expect(initialData[LIST]).toEqual([mita, arjun].map(asDoorParty));
      drawDoor(initialData);
      // The first render: the parties, with no sign-in being checked and no skeleton before them.
      expect(screen.queryByRole('status', { name: 'Checking your sign-in' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Expected parties' })).getByText('Mita Sen')).toBeInTheDocument();

      expect(await within(screen.getByRole('list', { name: 'Expected parties' })).findByText('Sumita Dās')).toBeInTheDocument();
      expect(requests.filter((request) => request !== 'GET /api/admin/events/1/door?since=7' && request.includes('/door'))).toEqual([]);
      expect(requests.filter((request) => request.includes('/door'))).toHaveLength(1);
      expect(requests.filter((request) => request === 'GET /api/auth/session')).toHaveLength(1);
      // The copy is read from the phone once, for the page's start, the screen and its list.
      expect(copyReads.mock.calls.filter(([key]) => key === LIST)).toHaveLength(1);
      copyReads.mockRestore();
    });

    it('asks a phone without a copy for the whole list once the session says it is signed in, before the first render', async () => {
      const requests = recordRequests({ withQuery: true });
      const { handlers } = doorServer();
      server.use(http.get('/api/auth/session', () => HttpResponse.json(signedIn)), ...handlers);
      const initialData: Record<string, unknown> = { '/api/events/1': puja };
      await openDoorAsThePageStarts('1', initialData, '');

      await waitFor(() => expect(requests).toContain(`GET ${LIST}`));
      drawDoor(initialData);
      expect(await within(await screen.findByRole('list', { name: 'Expected parties' })).findByText('Mita Sen')).toBeInTheDocument();
      expect(requests.filter((request) => request.includes('/door'))).toEqual([`GET ${LIST}`]);
    });

    it('takes the session the page carries: the whole list is asked at once, the session never, and the first render shows it', async () => {
      const requests = recordRequests({ withQuery: true });
      const { handlers } = doorServer();
      server.use(...handlers);
      const initialData: Record<string, unknown> = { '/api/events/1': puja, '/api/auth/session': signedIn };
      await openDoorAsThePageStarts('1', initialData, '');

      expect(requests).toContain(`GET ${LIST}`);
      expect((initialData[LIST] as DoorParty[]).map((party) => party.fullName)).toEqual(['Mita Sen', 'Arjun Das', 'Sumita Dās', 'Ruma Ghosh']);
      drawDoor(initialData);
      // The first render: the parties, not a skeleton they then replace.
      expect(within(screen.getByRole('list', { name: 'Expected parties' })).getByText('Mita Sen')).toBeInTheDocument();
      expect(requests.filter((request) => request.includes('/door'))).toEqual([`GET ${LIST}`]);
      expect(requests).not.toContain('GET /api/auth/session');
      // The copy is noted for the page, whose next opening then asks for what changed since.
      await waitFor(() => expect(document.cookie).toContain('door-list-kept=1'));
    });

    it('asks a signed-in phone that never noted a copy for the whole list at once, without looking for one', async () => {
      // A copy kept without its note (storage cleared since, say): the answer replaces it whole.
      await doorListKeep<DoorParty>(LIST, { parties: [{ ...asDoorParty(sumita), id: 99, fullName: 'Bina Pal' }], cursor: '7' });
      const requests = recordRequests({ withQuery: true });
      const { handlers } = doorServer();
      server.use(...handlers);
      await openDoorAsThePageStarts('1', { '/api/events/1': puja, '/api/auth/session': signedIn }, '');

      // Not what changed since the copy: the copy was not waited for.
      await waitFor(() => expect(requests).toEqual([`GET ${LIST}`]));
      await waitFor(async () => expect((await doorListKept<DoorParty>(LIST))?.parties.map((party) => party.fullName)).toContain('Mita Sen'));
      expect((await doorListKept<DoorParty>(LIST))?.parties.map((party) => party.fullName)).not.toContain('Bina Pal');
    });

    it('asks a visitor not signed in for no list, and its first render asks them to sign in', async () => {
      const requests = recordRequests();
      server.use(http.get('/api/auth/session', () => HttpResponse.json(signedOut)));
      const initialData: Record<string, unknown> = { '/api/events/1': puja };
      await openDoorAsThePageStarts('1', initialData, '');
      drawDoor(initialData);

      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(requests.filter((request) => request.startsWith('GET /api/admin/'))).toEqual([]);
      expect(requests.filter((request) => request === 'GET /api/auth/session')).toHaveLength(1);
    });

    it('does not hold the first render for a session that is slow to answer; the gate takes the read on its way', async () => {
      await doorListCopyKeep(LIST, { parties: [mita].map(asDoorParty), cursor: '7' });
      const requests = recordRequests({ withQuery: true });
      const answerSession = holdSession();
      server.use(http.get(LIST, () => HttpResponse.json({ parties: [], removed: [], cursor: '8' })));
      const initialData: Record<string, unknown> = { '/api/events/1': puja };
      const started = Date.now();
      await openDoorAsThePageStarts('1', initialData, '');

      expect(Date.now() - started).toBeLessThan(2_000);
      expect(initialData['/api/auth/session']).toBeUndefined();
      drawDoor(initialData);
      expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toBeInTheDocument();
      answerSession(signedIn);
      expect(await within(await screen.findByRole('list', { name: 'Expected parties' })).findByText('Mita Sen')).toBeInTheDocument();
      expect(requests.filter((request) => request === 'GET /api/auth/session')).toHaveLength(1);
    });
  });

  it('says an event the server does not know is not found, and does not ask again', async () => {
    jest.useFakeTimers();
    let asked = 0;
    server.use(
      http.get('/api/events/9', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    renderDoor('/admin/check-in/9');

    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /dashboard/i })).toBeInTheDocument();
    // A 404 is an answer: no retry, however long the screen stays.
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(asked).toBe(1);
  });
});
