import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import type { ActivityEntry, ActivityPage } from '@/lib/api-types';
import { recordRequests, renderAdmin, serverError } from '../../shell/__tests__/helpers';

const puja = makeEvent({ id: 1, title: 'Lakshmi Puja' });
const kali = makeEvent({ id: 2, title: 'Kali Puja', date: '2025-11-01' });

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    at: '2025-10-01T02:00:00Z',
    actor: 'organiser',
    action: 'event.update',
    targetType: 'event',
    targetId: 1,
    eventId: 1,
    summary: 'Lakshmi Puja',
    changes: {},
    text: 'organiser changed the event Lakshmi Puja.',
    ...overrides,
  };
}

const log = [
  entry({
    id: 3,
    action: 'registration.update',
    actor: 'registrant',
    targetType: 'registration',
    targetId: 7,
    summary: 'Mita Sen',
    changes: { guest_count: [2, 4], photo_consent: [true, false], dietary_notes: ['', 'No peanuts'] },
    text: 'Mita Sen changed their registration for Lakshmi Puja: guests from 2 to 4, photo consent from yes to no.',
  }),
  entry({
    id: 2,
    changes: {
      capacity: [null, 150],
      date: ['2025-10-15', '2025-10-16'],
      slots: [[], [{ kind: 'bring', title: 'Payesh', needed: 2 }]],
    },
    text: 'organiser changed the event Lakshmi Puja: capacity set to 150, date from 15 October 2025 to 16 October 2025, slots.',
  }),
  entry({
    id: 1,
    action: 'event.create',
    eventId: 2,
    targetId: 2,
    summary: 'Kali Puja',
    text: 'organiser created the event Kali Puja.',
  }),
];

function page(entries: ActivityEntry[], number: number, count = entries.length): ActivityPage {
  return {
    count,
    next: number * 20 < count ? `http://localhost/api/admin/activity?page=${number + 1}` : null,
    previous: number > 1 ? `http://localhost/api/admin/activity?page=${number - 1}` : null,
    results: entries,
  };
}

function handlers() {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([puja, kali])),
    http.get('/api/admin/activity', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const eventId = query.get('eventId');
      const chosen = eventId ? log.filter((item) => String(item.eventId) === eventId) : log;
      return HttpResponse.json(page(chosen, Number(query.get('page') ?? 1)));
    }),
  ];
}

async function openActivity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Activity' }));
  expect(await screen.findByRole('heading', { name: 'Activity', level: 2 })).toBeInTheDocument();
}

function entries() {
  return within(screen.getByRole('list', { name: 'Activity, newest first' })).getAllByRole('article');
}

describe('activity tab', () => {
  it("shows each change as the server's sentence, and when, without the log's codes", async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openActivity(user);
    await waitFor(() => expect(entries()).toHaveLength(3));

    const [update, eventChange, created] = entries();
    expect(update).toHaveTextContent(
      'Mita Sen changed their registration for Lakshmi Puja: guests from 2 to 4, photo consent from yes to no.',
    );
    expect(within(update).getByText(/Mita Sen changed/).nextElementSibling?.tagName).toBe('TIME');
    expect(eventChange).toHaveTextContent('capacity set to 150, date from 15 October 2025 to 16 October 2025, slots.');
    expect(created).toHaveTextContent('organiser created the event Kali Puja.');
    for (const article of entries()) {
      expect(article).not.toHaveTextContent(/registration\.update|event\.create|guest_count|→|\(empty\)/);
    }
  });

  it('shows one event at a time', async () => {
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openActivity(user);
    await waitFor(() => expect(entries()).toHaveLength(3));

    await user.click(screen.getByRole('combobox', { name: 'Show activity of' }));
    await user.click(await screen.findByRole('option', { name: 'Kali Puja (November 1, 2025)' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(within(entries()[0]).getByText(/Kali Puja/)).toBeInTheDocument();
    expect(requests).toContain('GET /api/admin/activity?page=1&lang=en&eventId=2');
  });

  it('goes through the pages', async () => {
    const many = Array.from({ length: 20 }, (_, index) => entry({ id: 100 - index, text: `Change ${index + 1}.` }));
    renderAdmin(
      http.get('/api/admin/activity', ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(number === 1 ? page(many, 1, 21) : page([entry({ id: 1, text: 'The first change.' })], 2, 21));
      }),
      ...handlers(),
    );
    const user = userEvent.setup();
    await openActivity(user);
    await waitFor(() => expect(entries()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(screen.getByText(/The first change/)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says when nothing has been recorded, and when the log cannot be loaded', async () => {
    let calls = 0;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/activity', () => {
        calls += 1;
        return calls === 1 ? serverError() : HttpResponse.json(page([], 1));
      }),
    );
    const user = userEvent.setup();
    await openActivity(user);
    expect(await screen.findByText('We could not load the activity.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });
});
