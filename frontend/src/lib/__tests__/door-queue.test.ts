import {
  TapFailure,
  doorForget,
  noticesFor,
  tapKeep,
  tapRequest,
  tapsSync,
  tapsWaiting,
  type DoorTap,
  type TapAnswer,
} from '../door-queue';

function tap(overrides: Partial<DoorTap> = {}): DoorTap {
  return {
    tapId: `tap-${Math.random().toString(16).slice(2)}`,
    eventId: '1',
    registrationId: 1,
    fullName: 'Mita Sen',
    kind: 'check_in',
    tappedAt: '2025-10-16T01:40:00.000Z',
    arrivedGuests: null,
    sawArrived: false,
    ...overrides,
  };
}

const REFUSED = 'This party cannot be checked in.';
const answer = (id: number, checkedInAt: string | null = '2025-10-16T01:40:00.000Z', conflict = false): TapAnswer => ({
  id,
  checkedInAt,
  conflict,
});

beforeEach(() => doorForget());

describe("the door's taps kept on the phone", () => {
  it('sends every waiting tap once, oldest first, and keeps none that the server has', async () => {
    await tapKeep(tap({ tapId: 'later', registrationId: 2, tappedAt: '2025-10-16T01:50:00.000Z' }));
    await tapKeep(tap({ tapId: 'earlier', registrationId: 1, tappedAt: '2025-10-16T01:41:00.000Z' }));
    await tapKeep(tap({ tapId: 'other-event', eventId: '2', registrationId: 9, tappedAt: '2025-10-16T01:45:00.000Z' }));
    const sent: string[] = [];

    const result = await tapsSync(async (waiting) => {
      sent.push(waiting.tapId);
      return answer(waiting.registrationId);
    }, REFUSED);

    expect(sent).toEqual(['earlier', 'other-event', 'later']);
    expect(result.stopped).toBeNull();
    expect(await tapsWaiting()).toEqual([]);
    const again: string[] = [];
    await tapsSync(async (waiting) => {
      again.push(waiting.tapId);
      return answer(waiting.registrationId);
    }, REFUSED);
    expect(again).toEqual([]);
  });

  it('stops at the first tap that finds no network, and keeps it and the rest for the next try', async () => {
    await tapKeep(tap({ tapId: 'first', tappedAt: '2025-10-16T01:41:00.000Z' }));
    await tapKeep(tap({ tapId: 'second', registrationId: 2, tappedAt: '2025-10-16T01:42:00.000Z' }));
    await tapKeep(tap({ tapId: 'third', registrationId: 3, tappedAt: '2025-10-16T01:43:00.000Z' }));
    let calls = 0;

    const result = await tapsSync(async (waiting) => {
      calls += 1;
      if (waiting.tapId === 'second') throw new TypeError('Failed to fetch');
      return answer(waiting.registrationId);
    }, REFUSED);

    expect(result.stopped).toBe('offline');
    expect(calls).toBe(2);
    expect((await tapsWaiting('1')).map((waiting) => waiting.tapId)).toEqual(['second', 'third']);
  });

  it('treats a busy server like no network, and a lost session as a reason to stop', async () => {
    await tapKeep(tap({ tapId: 'busy' }));
    expect((await tapsSync(() => Promise.reject(new TapFailure(503)), REFUSED)).stopped).toBe('offline');
    expect((await tapsSync(() => Promise.reject(new TapFailure(429)), REFUSED)).stopped).toBe('offline');
    expect((await tapsSync(() => Promise.reject(new TapFailure(401)), REFUSED)).stopped).toBe('signed-out');
    expect(await tapsWaiting()).toHaveLength(1);
  });

  it('drops a tap the server refuses for good, and says why', async () => {
    await tapKeep(tap({ tapId: 'refused', fullName: 'Ruma Ghosh' }));
    await tapKeep(tap({ tapId: 'deleted', registrationId: 2, fullName: 'Arjun Das', tappedAt: '2025-10-16T01:45:00.000Z' }));

    const result = await tapsSync(
      (waiting) =>
        Promise.reject(
          waiting.tapId === 'refused'
            ? new TapFailure(400, 'This registration is on the waiting list, so it cannot be checked in.')
            : new TapFailure(404),
        ),
      REFUSED,
    );

    expect(result.stopped).toBeNull();
    expect(await tapsWaiting()).toEqual([]);
    const notices = await noticesFor('1');
    expect(notices.map(({ fullName, kind, message }) => ({ fullName, kind, message }))).toEqual([
      { fullName: 'Arjun Das', kind: 'refused', message: REFUSED },
      { fullName: 'Ruma Ghosh', kind: 'refused', message: 'This registration is on the waiting list, so it cannot be checked in.' },
    ]);
  });

  it("notes another phone's check-in of a party this phone had not seen arrive, and not a tap that raises the count", async () => {
    await tapKeep(tap({ tapId: 'first-seen', fullName: 'Mita Sen' }));
    await tapKeep(tap({ tapId: 'raised', registrationId: 2, fullName: 'Arjun Das', sawArrived: true, arrivedGuests: 4 }));

    await tapsSync(async (waiting) => answer(waiting.registrationId, '2025-10-16T01:38:00.000Z', true), REFUSED);

    const notices = await noticesFor('1');
    expect(notices).toEqual([
      {
        tapId: 'first-seen',
        eventId: '1',
        registrationId: 1,
        fullName: 'Mita Sen',
        kind: 'conflict',
        checkedInAt: '2025-10-16T01:38:00.000Z',
      },
    ]);
  });

  it('runs one sync at a time: two asked at once send each tap once', async () => {
    await tapKeep(tap({ tapId: 'only' }));
    const sent: string[] = [];
    const send = async (waiting: DoorTap) => {
      sent.push(waiting.tapId);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer(waiting.registrationId);
    };

    await Promise.all([tapsSync(send, REFUSED), tapsSync(send, REFUSED)]);

    expect(sent).toEqual(['only']);
  });

  it('sends a check-in with its time, size and id, and an undo with its time', () => {
    expect(tapRequest(tap({ tapId: 'a', arrivedGuests: 3 }))).toEqual({
      method: 'POST',
      path: '/api/admin/registrations/1/check-in',
      body: { tapId: 'a', checkedInAt: '2025-10-16T01:40:00.000Z', arrivedGuests: 3 },
    });
    expect(tapRequest(tap({ tapId: 'b' })).body).toEqual({ tapId: 'b', checkedInAt: '2025-10-16T01:40:00.000Z' });
    expect(tapRequest(tap({ tapId: 'c', kind: 'undo' }))).toEqual({
      method: 'DELETE',
      path: '/api/admin/registrations/1/check-in',
      body: { tapId: 'c', undoneAt: '2025-10-16T01:40:00.000Z' },
    });
  });

  it("sends a festival tap for the day it was tapped on, and a tap kept before days without one", async () => {
    expect(tapRequest(tap({ tapId: 'd', dayId: 13 })).body).toEqual({
      tapId: 'd',
      checkedInAt: '2025-10-16T01:40:00.000Z',
      dayId: 13,
    });
    expect(tapRequest(tap({ tapId: 'e', kind: 'undo', dayId: 13 })).body).toEqual({
      tapId: 'e',
      undoneAt: '2025-10-16T01:40:00.000Z',
      dayId: 13,
    });
    expect(tapRequest(tap({ tapId: 'f', dayId: null })).body).not.toHaveProperty('dayId');

    // The day stays with the tap on the phone, and goes with it to the server.
    await tapKeep(tap({ tapId: 'kept', dayId: 15 }));
    const sent: (number | null | undefined)[] = [];
    await tapsSync(async (waiting) => {
      sent.push(tapRequest(waiting).body.dayId as number | undefined);
      return answer(waiting.registrationId);
    }, REFUSED);
    expect(sent).toEqual([15]);
  });
});
