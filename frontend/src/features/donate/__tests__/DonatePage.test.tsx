import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n';
import { server } from '@/test/server';
import { renderWithProviders, screen, waitFor } from '@/test-utils';
import DonatePage from '../components/DonatePage';
import type { DonationRequest } from '../types';

const INSTRUCTIONS = 'Zelle to treasurer@example.org with your reference in the memo.';

jest.setTimeout(20_000);

/** The donations endpoint: it records what it was sent and answers as the contract says. */
function serveDonations(answer?: { status: number; body: Record<string, unknown> }) {
  document.cookie = 'csrftoken=donate-token';
  const sent: DonationRequest[] = [];
  server.use(
    http.post('/api/donations', async ({ request }) => {
      const body = (await request.json()) as DonationRequest;
      sent.push(body);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json(
        { id: 7, amount: body.amount, purpose: body.purpose, paymentReference: 'DN-4821', paymentInstructions: INSTRUCTIONS },
        { status: 201 },
      );
    }),
  );
  return sent;
}

async function fillGiver(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Mita Sen');
  await user.type(screen.getByLabelText('Email Address'), 'mita@example.org');
}

describe('the donate page', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('takes a refused gift to the first field in error, in the order the form shows them', async () => {
    const sent = serveDonations();
    const user = userEvent.setup();
    renderWithProviders(<DonatePage />, { route: '/donate' });
    await user.clear(screen.getByLabelText('Amount in dollars'));
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    await waitFor(() => expect(screen.getByLabelText('Amount in dollars')).toHaveFocus());
    expect(screen.getByText(/^Please correct Amount in dollars: /)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('speaks Bengali with Bengali digits on a Bengali page', async () => {
    await activateLocale('bn');
    renderWithProviders(<DonatePage />, { route: '/donate' });

    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের সমাজের পাশে দাঁড়ান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$২৫' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$৫১' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('switch', { name: 'আমার অনুদান নামহীন রাখুন' })).toBeInTheDocument();
  });

  it('sends a quick choice in cents and thanks with the reference and how to pay', async () => {
    const sent = serveDonations();
    const user = userEvent.setup();
    renderWithProviders(<DonatePage />, { route: '/donate' });
    expect(document.title).toMatch(/^Donate · /);

    await user.click(screen.getByRole('button', { name: '$101' }));
    expect(screen.getByRole('button', { name: '$101' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('combobox', { name: 'Purpose' }));
    await user.click(await screen.findByRole('option', { name: 'Durga Puja' }));
    await fillGiver(user);
    await user.type(screen.getByLabelText(/Note/), 'In memory of my mother');
    await user.click(screen.getByRole('switch', { name: 'Keep my gift anonymous' }));
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your gift of $101.00!' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('DN-4821');
    expect(screen.getByText(INSTRUCTIONS)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        fullName: 'Mita Sen',
        email: 'mita@example.org',
        amount: 10100,
        purpose: 'puja',
        note: 'In memory of my mother',
        anonymous: true,
      },
    ]);
  });

  it('turns a custom amount in dollars into cents without rounding errors', async () => {
    const sent = serveDonations();
    const user = userEvent.setup();
    renderWithProviders(<DonatePage />, { route: '/donate' });

    const amount = screen.getByLabelText('Amount in dollars');
    await user.clear(amount);
    await user.type(amount, '19.99');
    await fillGiver(user);
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your gift of $19.99!' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ amount: 1999, purpose: 'general', anonymous: false, note: '' });
  });

  it('refuses an amount under $1 or over $100,000 before sending', async () => {
    const sent = serveDonations();
    const user = userEvent.setup();
    renderWithProviders(<DonatePage />, { route: '/donate' });
    await fillGiver(user);

    for (const text of ['0.50', '100000.01', 'twenty']) {
      const amount = screen.getByLabelText('Amount in dollars');
      await user.clear(amount);
      await user.type(amount, text);
      await user.click(screen.getByRole('button', { name: 'Donate' }));
      expect(await screen.findByText('Enter an amount from $1 to $100,000, with at most two decimals.')).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
  });

  it("puts the server's field errors on the fields and keeps the form", async () => {
    serveDonations({
      status: 400,
      body: {
        message: 'Please check the form.',
        errors: { email: ['Enter a valid email address.'], amount: ['Ensure this value is less than or equal to 10000000.'] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DonatePage />, { route: '/donate' });
    await fillGiver(user);
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Ensure this value is less than or equal to 10000000.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('payment-reference')).not.toBeInTheDocument();
  });
});
