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
  }),
  entry({
    id: 2,
    changes: {
      capacity: [null, 150],
      date: ['2025-10-15', '2025-10-16'],
      slots: [[], [{ kind: 'bring', title: 'Payesh', needed: 2 }]],
    },
  }),
  entry({ id: 1, action: 'event.create', eventId: 2, targetId: 2, summary: 'Kali Puja' }),
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
  it('says who did what and when, with each field from what to what', async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openActivity(user);
    await waitFor(() => expect(entries()).toHaveLength(3));

    const [update, eventChange, created] = entries().map((article) => within(article));
    expect(update.getByText('registrant')).toBeInTheDocument();
    expect(update.getByText('Changed a registration')).toHaveTextContent('Changed a registration: Mita Sen');
    expect(update.getByText('Guest count').nextElementSibling).toHaveTextContent('2 → became 4');
    expect(update.getByText('Photo consent').nextElementSibling).toHaveTextContent('Yes → became No');
    expect(update.getByText('Dietary notes').nextElementSibling).toHaveTextContent('(empty) → became No peanuts');

    expect(eventChange.getByText('organiser')).toBeInTheDocument();
    expect(eventChange.getByText('Capacity').nextElementSibling).toHaveTextContent('(empty) → became 150');
    expect(eventChange.getByText('Date').nextElementSibling).toHaveTextContent('October 15, 2025 → became October 16, 2025');
    expect(eventChange.getByText('Slots').nextElementSibling).toHaveTextContent('(empty) → became bring · Payesh · 2');
    expect(created.getByText('Created the event')).toHaveTextContent('Created the event: Kali Puja');
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
    expect(requests).toContain('GET /api/admin/activity?page=1&eventId=2');
  });

  it('names the treasurer\'s payments, recorded and voided', async () => {
    const payments = [
      entry({ id: 5, action: 'payment.void', targetType: 'payment', eventId: null, summary: '2026-00001 Mita Sen', changes: { voided: [false, true] } }),
      entry({ id: 4, action: 'payment.record', targetType: 'payment', eventId: null, summary: '2026-00001 Mita Sen', changes: { amount: [null, 5000] } }),
    ];
    renderAdmin(
      http.get('/api/admin/activity', () => HttpResponse.json(page(payments, 1))),
      ...handlers(),
    );
    const user = userEvent.setup();
    await openActivity(user);
    await waitFor(() => expect(entries()).toHaveLength(2));

    const [voided, recorded] = entries().map((article) => within(article));
    expect(voided.getByText('Voided a payment')).toHaveTextContent('Voided a payment: 2026-00001 Mita Sen');
    expect(recorded.getByText('Recorded a payment')).toHaveTextContent('Recorded a payment: 2026-00001 Mita Sen');
  });

  it('names the membership and bank statement entries', async () => {
    const logged = [
      entry({ id: 8, action: 'payment.import', targetType: 'bank_import', eventId: null, summary: 'chase.csv', changes: {} }),
      entry({ id: 7, action: 'membership.join', targetType: 'membership', eventId: null, summary: 'Mita Sen', changes: {} }),
      entry({ id: 6, action: 'membership_tier.create', targetType: 'membership_tier', eventId: null, summary: 'Family', changes: {} }),
    ];
    renderAdmin(http.get('/api/admin/activity', () => HttpResponse.json(page(logged, 1))), ...handlers());
    await openActivity(userEvent.setup());
    await waitFor(() => expect(entries()).toHaveLength(3));

    expect(within(entries()[0]).getByText('Uploaded a bank statement')).toBeInTheDocument();
    expect(within(entries()[1]).getByText('Joined as members')).toBeInTheDocument();
    expect(within(entries()[2]).getByText('Added a membership tier')).toBeInTheDocument();
  });

  it('goes through the pages', async () => {
    const many = Array.from({ length: 20 }, (_, index) => entry({ id: 100 - index, summary: `Change ${index + 1}` }));
    renderAdmin(
      http.get('/api/admin/activity', ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(number === 1 ? page(many, 1, 21) : page([entry({ id: 1, summary: 'The first change' })], 2, 21));
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
