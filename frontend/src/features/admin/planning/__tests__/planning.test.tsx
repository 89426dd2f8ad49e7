import 'jest-canvas-mock';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeRegistration, makeSummary } from '@/test/fixtures';
import type { EventSummary } from '@/lib/api-types';
import { guestsInLastWeek, guestsSoFar } from '../guests-by-day';
import { renderAdmin, serverError } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const puja = makeEvent({
  capacity: 60,
  slots: [
    { id: 5, kind: 'bring', title: 'Payesh for 20', needed: 2, taken: 1 },
    { id: 6, kind: 'volunteer', title: 'Setting up chairs', needed: 4, taken: 0 },
  ],
});
const stats = { totalRegistrations: 4, totalGuests: 11, todayRegistrations: 1 };

const summary = makeSummary({
  confirmedParties: 12,
  confirmedGuests: 41,
  adults: 30,
  children: 11,
  vegetarianMeals: 17,
  otherMeals: 24,
  waitlistedParties: 2,
  waitlistedGuests: 5,
  cancelledParties: 1,
  checkedInParties: 3,
  checkedInGuests: 9,
  dietaryNotes: [{ fullName: 'Mita Sen', dietaryNotes: 'No peanuts, please' }],
  noPhotoConsent: ['Arjun Das', 'Tapas Roy'],
  slots: [
    { id: 5, kind: 'bring', title: 'Payesh for 20', needed: 2, taken: 1, takenBy: ['Mita Sen'] },
    { id: 6, kind: 'volunteer', title: 'Setting up chairs', needed: 4, taken: 0, takenBy: [] },
  ],
  guestsByDay: [
    { date: '2025-09-03', guests: 11 },
    { date: '2025-09-01', guests: 30 },
  ],
});

const waiting = [
  makeRegistration({ id: 7, fullName: 'Ruma Ghosh', status: 'waitlisted', waitlistPosition: 1, guestCount: 2 }),
  makeRegistration({ id: 8, fullName: 'Dipa Bose', status: 'waitlisted', waitlistPosition: 2, guestCount: 3 }),
];
const confirmed = [
  makeRegistration({ id: 1, fullName: 'Tapas Roy', guestCount: 2, children: 0, slotIds: [6] }),
  makeRegistration({ id: 2, fullName: 'arjun Das', guestCount: 4, children: 2, checkedInAt: '2025-10-16T01:00:00Z' }),
  makeRegistration({ id: 3, fullName: 'Mita Sen', guestCount: 3, slotIds: [5], phone: '209-555-0100' }),
];

function handlers(answer: () => EventSummary | Response = () => summary, event = puja) {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([event])),
    http.get('/api/admin/registrations/stats', () => HttpResponse.json(stats)),
    http.get('/api/admin/events/1/registrations', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(status === 'waitlisted' ? waiting : status === 'confirmed' ? confirmed : [...confirmed, ...waiting]);
    }),
    http.get('/api/admin/events/1/summary', () => {
      const result = answer();
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  ];
}

async function openPlanning(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
  const select = await screen.findByRole('combobox', { name: 'Event' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Durga Puja 2025 (October 15, 2025)' }));
  await user.click(screen.getByRole('tab', { name: 'Planning' }));
}

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

function countIn(area: ReturnType<typeof region>, label: string) {
  return area.getByText(label).nextElementSibling?.textContent;
}

beforeAll(() => {
  // The chart library asks which pixel ratio the screen has; jsdom cannot answer.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

describe('planning view', () => {
  it('gives the caterer the numbers, and lists notes, photo refusals, slots, arrivals and the waiting list', async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openPlanning(user);

    const caterer = await waitFor(() => region('For the caterer'));
    expect(countIn(caterer, 'Confirmed parties')).toBe('12');
    expect(countIn(caterer, 'Confirmed guests')).toBe('41');
    expect(countIn(caterer, 'Adults')).toBe('30');
    expect(countIn(caterer, 'Children')).toBe('11');
    expect(countIn(caterer, 'Vegetarian meals')).toBe('17');
    expect(countIn(caterer, 'Other meals')).toBe('24');

    expect(region('Dietary notes').getByText('No peanuts, please')).toBeInTheDocument();
    expect(region('Dietary notes').getByText('Mita Sen:')).toBeInTheDocument();
    expect(region('No photos, please').getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Arjun Das',
      'Tapas Roy',
    ]);
    expect(region('At the door').getByText(/arrived/)).toHaveTextContent('3 of 12 parties arrived, 9 of 41 guests.');
    expect(region('At the door').getByText('1 party has cancelled.')).toBeInTheDocument();
    expect(region('At the door').getByRole('link', { name: 'Open door check-in' })).toHaveAttribute('href', '/admin/check-in/1');

    const slots = region('Dishes and volunteer jobs');
    const payesh = within(slots.getByText('Payesh for 20').closest('li') as HTMLElement);
    expect(payesh.getByText('1 of 2 taken')).toBeInTheDocument();
    expect(payesh.getByText('Taken by Mita Sen')).toBeInTheDocument();
    const chairs = within(slots.getByText('Setting up chairs').closest('li') as HTMLElement);
    expect(chairs.getByText('Volunteer job')).toBeInTheDocument();
    expect(chairs.getByText('Nobody has taken it yet.')).toBeInTheDocument();

    const waitingList = await screen.findByRole('list', { name: 'Waiting list in order' });
    expect(within(waitingList).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1st Ruma Ghosh2 guests',
      '2nd Dipa Bose3 guests',
    ]);
    expect(region('Waiting list').getByText(/2 parties waiting, 5 guests in all/)).toBeInTheDocument();
  });

  it('leaves out the meals when the event serves none', async () => {
    renderAdmin(...handlers(() => summary, makeEvent({ ...puja, mealsServed: false })));
    const user = userEvent.setup();
    await openPlanning(user);
    const caterer = await waitFor(() => region('For the caterer'));
    expect(caterer.queryByText('Vegetarian meals')).not.toBeInTheDocument();
    expect(caterer.getByText('No meals are served at this event.')).toBeInTheDocument();
  });

  it('draws confirmed guests so far, day by day, with the numbers in words', async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openPlanning(user);

    const chart = await screen.findByRole('figure', {
      name: /^41 guests confirmed so far of 60 places; \d+ guests? in the last 7 days\.$/,
    });
    const canvas = await waitFor(() => {
      const drawn = within(chart).getByTestId('guests-chart').querySelector('canvas');
      expect(drawn).not.toBeNull();
      return drawn as HTMLCanvasElement;
    });
    const strokes = (canvas.getContext('2d') as unknown as { __getDrawCalls(): { type: string }[] }).__getDrawCalls();
    expect(strokes.filter((call) => call.type === 'stroke').length).toBeGreaterThan(0);
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sep 1: 30 in all',
      'Sep 3: 41 in all',
    ]);
  });

  it('says when the plan cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    renderAdmin(
      ...handlers(() => {
        calls += 1;
        return calls === 1 ? serverError() : summary;
      }),
    );
    const user = userEvent.setup();
    await openPlanning(user);
    expect(await screen.findByText('We could not load the plan for this event.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'For the caterer' })).toBeInTheDocument();
  });

  it("prints the caterer's sheet and the door list, each on its own", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openPlanning(user);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Print' }));

    const caterer = within(dialog.getByRole('article', { name: "Caterer's sheet" }));
    expect(caterer.getByRole('heading', { name: "Caterer's sheet: Durga Puja 2025" })).toBeInTheDocument();
    expect(await caterer.findByText('Tracy Bengali Association')).toBeInTheDocument();
    expect(caterer.getByText('Vegetarian meals').nextElementSibling).toHaveTextContent('17');
    expect(caterer.getByText(/5 more guests are on the waiting list/)).toBeInTheDocument();
    expect(caterer.getByText(/Payesh for 20/).closest('li')).toHaveTextContent('Payesh for 20 (1 of 2): Mita Sen');
    await user.click(dialog.getByRole('button', { name: 'Print this sheet' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(dialog.getByRole('tab', { name: 'Door list' }));
    const door = within(await dialog.findByRole('article', { name: 'Door list' }));
    expect(dialog.queryByRole('article', { name: "Caterer's sheet" })).not.toBeInTheDocument();
    const rows = door.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['arjun Das', 'Mita Sen', 'Tapas Roy']);
    expect(within(rows[0]).getByRole('img', { name: 'Arrived' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('img', { name: 'Not yet arrived' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('209-555-0100');
    expect(rows[1]).toHaveTextContent('Payesh for 20');
    expect(rows[2]).toHaveTextContent('Setting up chairs');
    expect(door.getByText(/3 confirmed parties, 9 guests\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Print this sheet' }));
    expect(print).toHaveBeenCalledTimes(2);
  });
});

describe('guests by day', () => {
  it('adds up the guests in date order', () => {
    expect(guestsSoFar(summary.guestsByDay)).toEqual({ dates: ['2025-09-01', '2025-09-03'], totals: [30, 41] });
  });

  it('counts the guests of the last seven days, today included', () => {
    const days = [
      { date: '2025-09-01', guests: 5 },
      { date: '2025-09-02', guests: 4 },
      { date: '2025-09-08', guests: 3 },
      { date: '2025-09-09', guests: 100 },
    ];
    expect(guestsInLastWeek(days, '2025-09-08')).toBe(7);
  });
});
