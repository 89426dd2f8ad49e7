import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent, makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen, within } from '@/test-utils';
import EventsPage from '../components/EventsPage';
import { clearBrowserState, fillRequired, makeRegistration, openDialog, serveEvents } from './helpers';

const prices = { adult: 2500, child: 1000, memberAdult: 2000, memberChild: 500 };
const INSTRUCTIONS = 'Zelle to treasurer@example.org with your reference in the memo.';

function answerCreate(registration: Record<string, unknown>) {
  server.use(
    http.post('/api/registrations', () =>
      HttpResponse.json({ ...makeRegistration({ id: 42, ...registration }), manageToken: 'tok-42' }, { status: 201 }),
    ),
  );
}

jest.setTimeout(15_000);

beforeEach(() => {
  clearBrowserState();
  server.use(http.get('/api/settings', () => HttpResponse.json(makeSettings({ paymentInstructions: INSTRUCTIONS }))));
});

describe('paying for a registration', () => {
  it('shows what is due, the reference to copy and how to pay', async () => {
    serveEvents([makeEvent({ id: 1, prices })]);
    answerCreate({ status: 'confirmed', guestCount: 3, amountDue: 7500, paymentStatus: 'unpaid', paymentReference: 'DP-4821' });
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '3 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByText('Amount due: $75.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('payment-reference')).toHaveTextContent('DP-4821');
    expect(await within(dialog).findByText(INSTRUCTIONS)).toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy the payment reference DP-4821' }));
    expect(writeText).toHaveBeenCalledWith('DP-4821');
    expect(within(dialog).getByText('Copied')).toBeInTheDocument();
  });

  it('tells a party on the waiting list that it pays nothing until it has seats', async () => {
    serveEvents([makeEvent({ id: 1, prices })]);
    answerCreate({ status: 'waitlisted', waitlistPosition: 1, amountDue: 0, paymentReference: 'DP-4822' });
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '2 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByText(/You pay nothing while you are on the waiting list/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Amount due/)).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('payment-reference')).not.toBeInTheDocument();
  });

  it('says nothing about money for a free event', async () => {
    serveEvents([makeEvent({ id: 1, prices: null })]);
    answerCreate({ status: 'confirmed', amountDue: 0, paymentStatus: 'free' });
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '2 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(within(dialog).queryByText(/Amount due/)).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('payment-reference')).not.toBeInTheDocument();
    expect(screen.queryByText(INSTRUCTIONS)).not.toBeInTheDocument();
  });
});

describe("an event's prices", () => {
  it('are on the card of a paid event, and a free one says nothing of money', async () => {
    serveEvents([
      makeEvent({ id: 1, title: 'Durga Puja 2025', prices }),
      makeEvent({ id: 2, title: 'Poila Boishakh', prices: null }),
    ]);
    renderWithProviders(<EventsPage />, { route: '/events' });

    expect(await screen.findByText('Adults $25 · Children $10 · Members $20 / $5')).toBeInTheDocument();
    expect(screen.getAllByText(/Adults \$/)).toHaveLength(1);
  });
});
