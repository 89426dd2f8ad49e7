import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen, waitFor, within } from '@/test-utils';
import FamilyPage from '../components/FamilyPage';
import type { Family } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';
import { membershipYearDays, membershipYearName, membershipYearOf } from '@/lib/membership-year';
import type { FamilyMembership, FamilyPayment } from '../money-types';
import { makeFamily, makeFamilyRegistration, serveFamily } from './helpers';

jest.setTimeout(20_000);

const INSTRUCTIONS = 'Zelle to treasurer@example.org with your reference in the memo.';
const THIS_YEAR = new Date().getFullYear();
const tiers = [
  { id: 1, name: 'Family', amount: 5000, description: 'Two adults and their children' },
  { id: 2, name: 'Patron', amount: 25000, description: '' },
];

function makeMembership(overrides: Partial<FamilyMembership> = {}): FamilyMembership {
  return {
    id: 3,
    year: String(THIS_YEAR),
    tierId: 1,
    tierName: 'Family',
    amountDue: 5000,
    amountPaid: 0,
    paymentStatus: 'unpaid',
    paymentReference: 'MB-2741',
    active: false,
    ...overrides,
  };
}

function makePayment(overrides: Partial<FamilyPayment> = {}): FamilyPayment {
  return {
    id: 9,
    receiptNumber: '2025-00012',
    kind: 'donation',
    amount: 10100,
    method: 'zelle',
    receivedOn: '2025-10-02',
    voided: false,
    receiptUrl: '/api/family/payments/9/receipt.pdf',
    ...overrides,
  };
}

async function signedIn(family: Family, { startMonth = 1 }: { startMonth?: number } = {}) {
  server.use(
    http.get('/api/settings', () =>
      HttpResponse.json(makeSettings({ paymentInstructions: INSTRUCTIONS, membershipYearStartMonth: startMonth })),
    ),
    http.get('/api/membership/tiers', () => HttpResponse.json(tiers)),
  );
  const state = serveFamily({ signedIn: true, family });
  renderWithProviders(<FamilyPage />, { route: '/family', path: '/family' });
  await screen.findByText(family.email);
  return state;
}

/** A membership year that began this month: far from its end, so only it is offered. */
const EARLY = (() => {
  const startMonth = new Date().getMonth() + 1;
  const year = membershipYearOf(startMonth);
  return { startMonth, year, label: membershipYearName(year, startMonth) };
})();

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('div.rounded-2xl') as HTMLElement;
}

describe('the membership card', () => {
  it('offers the tiers and joins one; the page then shows what is due and how to pay', async () => {
    const joined: unknown[] = [];
    const family: Family = makeFamily();
    const state = await signedIn(family, { startMonth: EARLY.startMonth });
    server.use(
      http.post('/api/family/membership', async ({ request }) => {
        joined.push(await request.json());
        const membership = makeMembership({ year: EARLY.label });
        state.family = { ...state.family, memberships: [membership] } as Family;
        return HttpResponse.json(membership, { status: 201 });
      }),
    );
    const user = userEvent.setup();

    const tierList = await screen.findByRole('list', { name: 'Membership tiers' });
    expect(within(tierList).getByText('Family · $50')).toBeInTheDocument();
    expect(within(tierList).getByText('Two adults and their children')).toBeInTheDocument();
    await user.click(within(tierList).getByRole('button', { name: 'Join as Family' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Join as Family for ${EARLY.label}?` });
    const days = membershipYearDays(EARLY.year, EARLY.startMonth);
    expect(confirm).toHaveTextContent(
      `Your family will owe $50.00 for the membership year from ${formatLongDate(days.first)} to ${formatLongDate(days.last)}.`,
    );
    expect(joined).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Join for $50.00' }));

    const membership = card('Membership');
    expect(await within(membership).findByText('Payment due')).toBeInTheDocument();
    expect(within(membership).getByText('Amount due: $50.00')).toBeInTheDocument();
    expect(within(membership).getByTestId('payment-reference')).toHaveTextContent('MB-2741');
    expect(within(membership).getByText(INSTRUCTIONS)).toBeInTheDocument();
    expect(joined).toEqual([{ tierId: 1, renew: false }]);
  });

  it("shows the server's reason when the family already has a membership for the year", async () => {
    await signedIn(makeFamily(), { startMonth: EARLY.startMonth });
    const message = `You already have a membership for ${EARLY.label}.`;
    server.use(http.post('/api/family/membership', () => HttpResponse.json({ message }, { status: 409 })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join as Patron' }));
    await user.click(await screen.findByRole('button', { name: 'Join for $250.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('list', { name: 'Membership tiers' })).toBeInTheDocument();
  });

  it('shows a paid membership as active, with nothing to pay', async () => {
    // A membership year that began this month: far from its end, so nothing to renew yet.
    const startMonth = new Date().getMonth() + 1;
    const year = membershipYearName(membershipYearOf(startMonth), startMonth);
    const active = makeMembership({ year, amountPaid: 5000, paymentStatus: 'paid', active: true });
    await signedIn({ ...makeFamily(), memberships: [active] }, { startMonth });

    const membership = card('Membership');
    expect(within(membership).getByText('Active')).toBeInTheDocument();
    expect(within(membership).getByText('Family').closest('p')).toHaveTextContent(`Family · ${THIS_YEAR}`);
    expect(within(membership).queryByText(/Amount due/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Membership tiers' })).not.toBeInTheDocument();
  });
});

describe('renewing', () => {
  it("offers the next year's tiers in the year's last weeks, and renews for it", async () => {
    // The membership year ends on the first of next month.
    const startMonth = ((new Date().getMonth() + 1) % 12) + 1;
    const year = membershipYearOf(startMonth);
    const current = makeMembership({ year: membershipYearName(year, startMonth), amountPaid: 5000, paymentStatus: 'paid', active: true });
    const next = makeMembership({ id: 4, year: membershipYearName(year + 1, startMonth), paymentReference: 'MB-3001' });
    const sent: unknown[] = [];
    const state = await signedIn({ ...makeFamily(), memberships: [current] }, { startMonth });
    server.use(
      http.post('/api/family/membership', async ({ request }) => {
        sent.push(await request.json());
        state.family = { ...state.family, memberships: [next, current] } as Family;
        return HttpResponse.json(next, { status: 201 });
      }),
    );
    const user = userEvent.setup();

    const membership = card('Membership');
    expect(within(membership).getByRole('heading', { name: `Renew for ${membershipYearName(year + 1, startMonth)}` })).toBeInTheDocument();
    await user.click(within(membership).getByRole('button', { name: 'Renew as Patron' }));
    await user.click(await screen.findByRole('button', { name: 'Renew for $250.00' }));

    expect(await within(membership).findByTestId('payment-reference')).toHaveTextContent('MB-3001');
    expect(sent).toEqual([{ tierId: 2, renew: true }]);
    expect(within(membership).queryByRole('heading', { name: /^Renew for/ })).not.toBeInTheDocument();
  });
});

describe('joining late in the membership year', () => {
  // The membership year ends on the first of next month: a few weeks are left of it.
  const startMonth = ((new Date().getMonth() + 1) % 12) + 1;
  const year = membershipYearOf(startMonth);

  it('offers the next year first, and the rest of this one, and asks before recording the dues', async () => {
    const sent: unknown[] = [];
    const next = makeMembership({ id: 4, year: membershipYearName(year + 1, startMonth), paymentReference: 'MB-3002' });
    const state = await signedIn(makeFamily(), { startMonth });
    server.use(
      http.post('/api/family/membership', async ({ request }) => {
        sent.push(await request.json());
        state.family = { ...state.family, memberships: [next] } as Family;
        return HttpResponse.json(next, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const membership = card('Membership');
    const years = within(membership).getByRole('group', { name: 'Which membership year?' });
    const nextYear = within(years).getByRole('radio', { name: new RegExp(`^${membershipYearName(year + 1, startMonth)}`) });
    expect(nextYear).toBeChecked();
    expect(within(years).getByRole('radio', { name: /^The rest of/ })).not.toBeChecked();
    expect(within(membership).getByText(/Registrations you have already made keep the prices they were given/)).toBeInTheDocument();

    // Saying no records nothing.
    await user.click(within(membership).getByRole('button', { name: 'Join as Family' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(sent).toEqual([]);

    await user.click(within(membership).getByRole('button', { name: 'Join as Family' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Join as Family for ${membershipYearName(year + 1, startMonth)}?`,
    });
    expect(confirm).toHaveTextContent('Your family will owe $50.00');
    expect(confirm).toHaveTextContent('Nothing is charged here');
    await user.click(within(confirm).getByRole('button', { name: 'Join for $50.00' }));

    expect(await within(membership).findByTestId('payment-reference')).toHaveTextContent('MB-3002');
    expect(sent).toEqual([{ tierId: 1, renew: true }]);
    expect(within(membership).queryByRole('group', { name: 'Which membership year?' })).not.toBeInTheDocument();
  });

  it('joins for the weeks left of this year when the family chooses them', async () => {
    const sent: unknown[] = [];
    await signedIn(makeFamily(), { startMonth });
    server.use(
      http.post('/api/family/membership', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(makeMembership({ year: membershipYearName(year, startMonth) }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const membership = card('Membership');
    await user.click(within(membership).getByRole('radio', { name: /^The rest of/ }));
    await user.click(within(membership).getByRole('button', { name: 'Join as Patron' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Join as Patron for ${membershipYearName(year, startMonth)}?`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Join for $250.00' }));
    await waitFor(() => expect(sent).toEqual([{ tierId: 2, renew: false }]));
  });
});

describe('the payments card', () => {
  let clicked: { href: string; download: string }[];
  let fetched: string[];
  beforeEach(() => {
    clicked = [];
    fetched = [];
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const pdf = ({ request }: { request: Request }) => {
      fetched.push(new URL(request.url).pathname);
      return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    };
    server.use(
      http.get('/api/family/payments/:id/receipt.pdf', pdf),
      http.get('/api/family/statements/:file', pdf),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it("lists the family's payments and downloads a receipt", async () => {
    await signedIn({
      ...makeFamily(),
      payments: [
        makePayment(),
        makePayment({ id: 10, receiptNumber: '2025-00013', kind: 'registration', amount: -2500, receivedOn: '2025-10-20', receiptUrl: '/api/family/payments/10/receipt.pdf' }),
        makePayment({ id: 11, receiptNumber: '2025-00014', kind: 'membership', amount: 5000, voided: true, receiptUrl: '/api/family/payments/11/receipt.pdf' }),
      ],
    });
    const user = userEvent.setup();

    const list = screen.getByRole('list', { name: 'Payments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('$101.00ReceivedDonationOctober 2, 2025 · Receipt 2025-00012'),
      expect.stringContaining('-$25.00RefundedEvent registrationOctober 20, 2025 · Receipt 2025-00013'),
      expect.stringContaining('$50.00VoidedMembershipOctober 2, 2025 · Receipt 2025-00014'),
    ]);
    await user.click(within(list).getByRole('button', { name: 'Download receipt 2025-00013 (PDF)' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:pdf', download: 'receipt-2025-00013.pdf' }]));
    expect(fetched).toEqual(['/api/family/payments/10/receipt.pdf']);
  });

  it('offers a donation statement for each year the family gave in', async () => {
    await signedIn({
      ...makeFamily(),
      payments: [makePayment(), makePayment({ id: 12, kind: 'registration', receivedOn: '2024-05-01' })],
      donations: [
        { id: 1, amount: 5100, amountDue: 5100, purpose: 'general', paymentReference: 'DN-2001', amountPaid: 5100, paymentStatus: 'paid', createdAt: '2023-12-30T10:00:00Z' },
        { id: 2, amount: 5100, amountDue: 5100, purpose: 'puja', paymentReference: 'DN-2002', amountPaid: 0, paymentStatus: 'unpaid', createdAt: '2022-12-30T10:00:00Z' },
      ],
    });
    const user = userEvent.setup();

    const pending = screen.getByRole('list', { name: 'Gifts awaiting payment' });
    expect(within(pending).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['$51.00 · ref DN-2002']);
    const statements = screen.getAllByRole('button', { name: /^Donation statement/ });
    expect(statements.map((button) => button.textContent)).toEqual(['Donation statement 2025', 'Donation statement 2023']);
    await user.click(statements[0]);

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:pdf', download: 'donation-statement-2025.pdf' }]));
    expect(fetched).toEqual(['/api/family/statements/2025.pdf']);
  });

  it('works before the server sends any money: no payments, no statements', async () => {
    await signedIn(makeFamily());
    expect(within(card('Payments')).getByText(/No payments yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Donation statement/ })).not.toBeInTheDocument();
  });
});

describe("a registration's payment", () => {
  it('shows Paid, what is due with its reference, or nothing for a free one', async () => {
    await signedIn(
      makeFamily({
        registrations: [
          makeFamilyRegistration({ id: 1, eventTitle: 'Durga Puja', amountDue: 7500, amountPaid: 7500, paymentStatus: 'paid' }),
          makeFamilyRegistration({ id: 2, eventTitle: 'Kali Puja', amountDue: 7500, amountPaid: 2500, paymentStatus: 'partial', paymentReference: 'DP-4821' }),
          makeFamilyRegistration({ id: 3, eventTitle: 'Picnic' }),
        ],
      }),
    );

    const item = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    expect(within(item('Durga Puja')).getByText('Paid')).toBeInTheDocument();
    expect(within(item('Kali Puja')).getByText('Due $50.00 · ref DP-4821')).toBeInTheDocument();
    expect(within(item('Picnic')).queryByText(/Paid|Due/)).not.toBeInTheDocument();
  });
});
