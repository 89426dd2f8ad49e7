import 'jest-canvas-mock';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeFestival, makeSummary } from '@/test/fixtures';
import { renderAdmin } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const festival = makeFestival({ id: 1 });

const publicReads = [
  http.get('/api/events', () => HttpResponse.json([])),
  http.get('/api/events/featured', () => HttpResponse.json(null)),
  http.get('/api/events/:id', () => HttpResponse.json(festival)),
];

// The event form is long; in jsdom each step of filling it takes a while.
jest.setTimeout(40_000);

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

describe('event form: the days of a festival', () => {
  it('makes a row per date once the last day is set, and sends each day with its title, seats and meals', async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/events', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeEvent({ id: 9 }), { status: 201 });
      }),
      ...publicReads,
    );
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Event' }));
    await user.type(dialog.getByLabelText('Title'), 'Durga Puja');
    await user.type(dialog.getByLabelText('Date'), '2026-10-17');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');
    expect(dialog.queryByLabelText(/^Title of/)).not.toBeInTheDocument();

    await user.type(dialog.getByLabelText(/^Last day/), '2026-10-19');
    expect(dialog.getAllByLabelText(/^Title of/)).toHaveLength(3);
    await user.type(dialog.getByLabelText(/^Title of Sunday, October 18, 2026/), 'Ashtami');
    await user.type(dialog.getByLabelText(/^Capacity of Sunday, October 18, 2026/), '60');
    await user.click(dialog.getByRole('button', { name: 'Add a meal to Sunday, October 18, 2026' }));
    await user.type(dialog.getByLabelText('Meal 1 of Sunday, October 18, 2026'), 'Lunch bhog');
    await user.click(dialog.getByRole('button', { name: 'Add a meal to Sunday, October 18, 2026' }));
    await user.type(dialog.getByLabelText('Meal 2 of Sunday, October 18, 2026'), 'Dinner');
    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body?.endDate).toBe('2026-10-19');
    expect(body?.days).toEqual([
      { date: '2026-10-17', title: '', titleBn: '', capacity: null, meals: [] },
      {
        date: '2026-10-18',
        title: 'Ashtami',
        titleBn: '',
        capacity: 60,
        meals: [
          { name: 'Lunch bhog', nameBn: '' },
          { name: 'Dinner', nameBn: '' },
        ],
      },
      { date: '2026-10-19', title: '', titleBn: '', capacity: null, meals: [] },
    ]);
  });

  it('keeps each saved day by its id when the festival is shortened', async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([festival])),
      http.put('/api/admin/events/1', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(festival);
      }),
      ...publicReads,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Edit ${festival.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
    expect(dialog.getByLabelText(/^Title of Friday, October 17, 2025/)).toHaveValue('Ashtami');
    const lastDay = dialog.getByLabelText(/^Last day/);
    await user.clear(lastDay);
    await user.type(lastDay, '2025-10-16');
    expect(dialog.getAllByLabelText(/^Title of/)).toHaveLength(2);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(body).toBeDefined());
    const days = body?.days as { id: number; title: string; meals: unknown[] }[];
    expect(days.map((day) => [day.id, day.title])).toEqual([
      [11, 'Shashthi'],
      [12, 'Saptami'],
    ]);
    expect(days[1].meals).toEqual([
      { id: 102, name: 'Lunch bhog', nameBn: '' },
      { id: 103, name: 'Dinner', nameBn: '' },
    ]);
  });

  it('says when the last day is more than two weeks after the first', async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([])), ...publicReads);
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Event' }));
    await user.type(dialog.getByLabelText('Date'), '2026-10-17');
    await user.type(dialog.getByLabelText(/^Last day/), '2026-11-17');
    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    expect(
      await dialog.findByText(
        'The last day must be on the first day or up to 14 days after it (leave it empty for one day).',
      ),
    ).toBeInTheDocument();
  });
});

describe('planning a festival', () => {
  const summary = makeSummary({
    confirmedParties: 3,
    confirmedGuests: 9,
    days: festival.days!.map((day, index) => ({
      id: day.id!,
      date: day.date,
      title: day.title ?? '',
      capacity: day.capacity ?? null,
      meals: (day.meals ?? []).map((meal) => ({ id: meal.id ?? 0, name: meal.name })),
      parties: index === 2 ? 2 : 1,
      guests: index === 2 ? 7 : 3,
      adults: index === 2 ? 5 : 2,
      children: index === 2 ? 2 : 1,
      vegetarianMeals: index === 2 ? 4 : 1,
      otherMeals: index === 2 ? 3 : 2,
      arrivedParties: index === 2 ? 1 : 0,
      arrivedGuests: index === 2 ? 4 : 0,
    })),
  });

  async function openPlanning(user: User) {
    await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
    const select = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /^Durga Puja 2025/ }));
    await user.click(screen.getByRole('tab', { name: 'Planning' }));
  }

  it('counts each day and its meals, on the screen and on the caterer’s sheet', async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([festival])),
      http.get('/api/admin/registrations/stats', () => HttpResponse.json({ totalRegistrations: 3, totalGuests: 9, todayRegistrations: 0 })),
      http.get('/api/admin/events/1/registrations', () => HttpResponse.json([])),
      http.get('/api/admin/events/1/summary', () => HttpResponse.json(summary)),
    );
    const user = userEvent.setup({ delay: null });
    await openPlanning(user);

    const table = within(await screen.findByRole('region', { name: 'Day by day' })).getByRole('table');
    const ashtami = within(within(table).getByRole('rowheader', { name: /^Ashtami/ }).closest('tr') as HTMLElement);
    expect(ashtami.getAllByRole('cell').map(readOut)).toEqual([
      '2',
      '7',
      '5',
      '2',
      'Lunch bhog: 4 vegetarian, 3 otherDinner: 4 vegetarian, 3 other',
      // Checked in that day: four guests, of one party.
      '41 party',
    ]);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    const sheet = within(await screen.findByRole('article', { name: "Caterer's sheet" }));
    expect(sheet.getByRole('rowheader', { name: /^Navami/ })).toBeInTheDocument();
    expect(sheet.getByText('October 15 – October 19, 2025', { exact: false })).toBeInTheDocument();
  });
});

describe("event form: the organisers' texts in Bengali", () => {
  it("sends the event's Bengali title and description, and each day's and meal's Bengali beside the English", async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/events', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeEvent({ id: 9 }), { status: 201 });
      }),
      ...publicReads,
    );
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Event' }));
    await user.type(dialog.getByLabelText('Title'), 'Durga Puja');
    await user.type(dialog.getByLabelText(/^Bengali title/), ' দুর্গাপুজো ');
    await user.type(dialog.getByLabelText(/^Bengali description/), 'পাঁচ দিনের উৎসব।');
    expect(dialog.getByLabelText(/^Bengali title/)).toHaveAttribute('lang', 'bn');
    await user.type(dialog.getByLabelText('Date'), '2026-10-17');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');
    await user.type(dialog.getByLabelText(/^Last day/), '2026-10-18');
    await user.type(dialog.getByLabelText(/^Title of Saturday, October 17, 2026/), 'Saptami');
    await user.type(dialog.getByLabelText(/^Bengali title of Saturday, October 17, 2026/), 'সপ্তমী');
    await user.click(dialog.getByRole('button', { name: 'Add a meal to Saturday, October 17, 2026' }));
    await user.type(dialog.getByLabelText('Meal 1 of Saturday, October 17, 2026'), 'Lunch bhog');
    await user.type(dialog.getByLabelText(/^Bengali name of meal 1 of Saturday, October 17, 2026/), 'দুপুরের ভোগ');
    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ title: 'Durga Puja', titleBn: 'দুর্গাপুজো', descriptionBn: 'পাঁচ দিনের উৎসব।' });
    expect(body?.days).toEqual([
      {
        date: '2026-10-17',
        title: 'Saptami',
        titleBn: 'সপ্তমী',
        capacity: null,
        meals: [{ name: 'Lunch bhog', nameBn: 'দুপুরের ভোগ' }],
      },
      { date: '2026-10-18', title: '', titleBn: '', capacity: null, meals: [] },
    ]);
  });

  it("loads a saved event's Bengali texts into the form and keeps them when saved again", async () => {
    let body: Record<string, unknown> | undefined;
    const written = makeFestival({ id: 1, titleBn: 'দুর্গাপুজো', descriptionBn: 'উৎসব' });
    written.days = (written.days ?? []).map((day, index) =>
      index === 0 ? { ...day, titleBn: 'ষষ্ঠী', meals: (day.meals ?? []).map((meal) => ({ ...meal, nameBn: 'ভোগ' })) } : day,
    );
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([written])),
      http.put('/api/admin/events/1', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(written);
      }),
      ...publicReads,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Edit ${written.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
    expect(dialog.getByLabelText(/^Bengali title$|^Bengali title \(/)).toHaveValue('দুর্গাপুজো');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ titleBn: 'দুর্গাপুজো', descriptionBn: 'উৎসব' });
    const [first] = body?.days as { titleBn: string; meals: { nameBn: string }[] }[];
    expect(first.titleBn).toBe('ষষ্ঠী');
    expect(first.meals.every((meal) => meal.nameBn === 'ভোগ')).toBe(true);
  });
});

/** A cell's text as it is read out: without the column's name a phone shows beside the value. */
function readOut(cell: HTMLElement): string | null {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}
