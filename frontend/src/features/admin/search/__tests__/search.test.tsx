import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeRegistration, makeSettings } from '@/test/fixtures';
import type { SearchResult } from '@/lib/api-types';
import type { MembershipRow } from '../../treasury/api/money-types';
import { recordRequests, renderAdmin } from '../../shell/__tests__/helpers';

const year = new Date().getFullYear();
const puja = makeEvent({ id: 1, title: 'Durga Puja' });
const kali = makeEvent({ id: 2, title: 'Kali Puja', date: '2025-11-01' });
const mita = makeRegistration({ id: 7, eventId: 2, fullName: 'Mita Sen', email: 'mita@example.org' });

const found: SearchResult[] = [
  {
    kind: 'registration',
    id: 7,
    eventId: 2,
    label: 'Mita Sen · Kali Puja',
    paymentReference: 'KP-4821',
    name: 'Mita Sen',
    outstanding: 2500,
    year: null,
  },
  {
    kind: 'membership',
    id: 10,
    eventId: null,
    label: `Mita Sen · membership ${year} (Family)`,
    paymentReference: 'MB-4821',
    name: 'Mita Sen',
    outstanding: 0,
    year,
  },
  {
    kind: 'donation',
    id: 5,
    eventId: null,
    label: 'Mita Sen · donation of $101.00 (Puja)',
    paymentReference: 'DN-4821',
    name: 'Mita Sen',
    outstanding: 10100,
    year: null,
  },
];

const roll: MembershipRow[] = [
  {
    id: 10,
    familyName: 'Mita Sen',
    email: 'mita@example.org',
    phone: '',
    tierName: 'Family',
    amountDue: 5000,
    amountPaid: 5000,
    paymentStatus: 'paid',
    paymentReference: 'MB-4821',
    active: true,
  },
  {
    id: 11,
    familyName: 'Arun Das',
    email: 'arun@example.org',
    phone: '',
    tierName: 'Family',
    amountDue: 5000,
    amountPaid: 0,
    paymentStatus: 'unpaid',
    paymentReference: 'MB-5022',
    active: false,
  },
];

function handlers(results: SearchResult[] = found) {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([puja, kali])),
    http.get('/api/admin/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(q.length >= 2 ? results : []);
    }),
    http.get('/api/admin/registrations/stats', () =>
      HttpResponse.json({ totalRegistrations: 1, totalGuests: 2, todayRegistrations: 0 }),
    ),
    http.get('/api/admin/events/2/registrations', () => HttpResponse.json([mita])),
    http.get('/api/admin/events/2/family-registrations', () => HttpResponse.json({ registrationIds: [] })),
    http.get('/api/settings', () => HttpResponse.json(makeSettings({ membershipYearStartMonth: 1 }))),
    http.get('/api/admin/membership/tiers', () => HttpResponse.json([])),
    http.get('/api/admin/memberships', () => HttpResponse.json(roll)),
    http.get('/api/admin/finance', () =>
      HttpResponse.json({
        registrations: { due: 0, paid: 0 },
        memberships: { due: 0, paid: 0 },
        donations: { paid: 0 },
        refundsDue: 0,
        outstanding: [],
      }),
    ),
    http.get('/api/admin/payments', () => HttpResponse.json([])),
  ];
}

async function results() {
  return within(await screen.findByRole('list', { name: 'Search results' }));
}

describe("the dashboard's search", () => {
  it('finds a party by its payment reference across events and opens the registration in its event', async () => {
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers());
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Find a family across events' }), 'kp-48');
    const registration = await (await results()).findByRole('button', { name: /Mita Sen · Kali Puja/ });
    expect(registration).toHaveTextContent('KP-4821');
    expect(registration).toHaveTextContent('$25.00 outstanding');
    expect(requests).toContain('GET /api/admin/search?q=kp-48&lang=en');

    await user.click(registration);

    const dialog = within(await screen.findByRole('dialog', { name: 'Registration Details' }));
    expect(dialog.getByText('mita@example.org')).toBeInTheDocument();
    // Behind the dialog (hidden from the accessibility tree while it is open): the tab and event it lives in.
    expect(screen.getByRole('tab', { name: 'Registrations', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Event', hidden: true })).toHaveTextContent('Kali Puja');
    expect(screen.getByRole('searchbox', { name: 'Find a family across events', hidden: true })).toHaveValue('');
  });

  it("opens a membership on its year's roll, searched for its reference", async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Find a family across events' }), 'mita');
    await user.click(await (await results()).findByRole('button', { name: /membership/ }));

    expect(screen.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('searchbox', { name: 'Search by name, email or reference' })).toHaveValue('MB-4821');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mita Sen')).toBeInTheDocument();
    expect(within(table).queryByText('Arun Das')).not.toBeInTheDocument();
  });

  it('opens a donation as a payment to record, for what it still owes', async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Find a family across events' }), 'dn-4821');
    await user.click(await (await results()).findByRole('button', { name: /donation/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Record payment' }));
    expect(screen.getByRole('tab', { name: 'Treasurer', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByLabelText('Amount ($)')).toHaveValue('101');
    expect(dialog.getByText(/Mita Sen, Donation DN-4821: \$101\.00 outstanding/)).toBeInTheDocument();
  });

  it('asks for two characters, and says when nobody matches', async () => {
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers([]));
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Find a family across events' });

    await user.type(box, 'k');
    expect(screen.getByText('Type at least 2 characters.')).toBeInTheDocument();
    await user.type(box, 'z');
    expect(await screen.findByText('Nobody matches “kz”.')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.startsWith('GET /api/admin/search'))).toEqual(['GET /api/admin/search?q=kz&lang=en']));
  });
});
