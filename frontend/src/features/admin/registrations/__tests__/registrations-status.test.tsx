import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeFestival, makeRegistration } from '@/test/fixtures';
import type { Registration } from '@/lib/api-types';
import { navigation } from '@/lib/navigation';
import { answerConfirmation, recordRequests, renderAdmin, serverError, unauthorized } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const puja = makeEvent({
  slots: [
    { id: 5, kind: 'bring', title: 'Payesh for 20', needed: 2, taken: 1 },
    { id: 6, kind: 'volunteer', title: 'Setting up chairs', needed: 4, taken: 1 },
  ],
});
const stats = { totalRegistrations: 4, totalGuests: 11, todayRegistrations: 1 };

const mita = makeRegistration({
  id: 1,
  checkedInAt: '2025-10-16T01:42:00Z',
  slotIds: [5, 6],
  dietaryNotes: 'No peanuts',
  photoConsent: false,
});
const arjun = makeRegistration({ id: 2, fullName: 'Arjun Das', email: 'arjun@example.net', status: 'waitlisted', waitlistPosition: 2 });
const ruma = makeRegistration({ id: 3, fullName: 'Ruma Ghosh', email: 'ruma@example.net', status: 'waitlisted', waitlistPosition: 1 });
const tapas = makeRegistration({ id: 4, fullName: 'Tapas Roy', email: 'tapas@example.net', status: 'cancelled' });

/** The server's lists: all newest first, or one status (the waiting list in waiting order). */
function lists(all: () => Registration[]) {
  return http.get('/api/admin/events/1/registrations', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    const everyone = all();
    if (!status) return HttpResponse.json(everyone);
    const chosen = everyone.filter((registration) => registration.status === status);
    if (status === 'waitlisted') chosen.sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
    return HttpResponse.json(chosen);
  });
}

function handlers(all: () => Registration[] = () => [mita, arjun, ruma, tapas]) {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([puja])),
    http.get('/api/admin/registrations/stats', () => HttpResponse.json(stats)),
    lists(all),
  ];
}

async function chooseEvent(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
  const select = await screen.findByRole('combobox', { name: 'Event' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Durga Puja 2025 (October 15, 2025)' }));
}

function rowOf(name: string) {
  return within(within(screen.getByRole('table')).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
}

describe('registrations by status', () => {
  it("shows each registration's status, its place on the waiting list and when it arrived", async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await chooseEvent(user);
    await screen.findByRole('table');

    expect(rowOf('Mita Sen').getByText('Confirmed')).toBeInTheDocument();
    expect(rowOf('Mita Sen').getByText(/^Arrived /)).toBeInTheDocument();
    expect(rowOf('Arjun Das').getByText('Waiting list · 2nd')).toBeInTheDocument();
    expect(rowOf('Ruma Ghosh').getByText('Waiting list · 1st')).toBeInTheDocument();
    expect(rowOf('Tapas Roy').getByText('Cancelled')).toBeInTheDocument();
    // A cancelled registration cannot be cancelled again; it can still be deleted.
    expect(rowOf('Tapas Roy').queryByRole('button', { name: /^Cancel registration/ })).not.toBeInTheDocument();
    expect(rowOf('Tapas Roy').getByRole('button', { name: 'Delete registration of Tapas Roy' })).toBeInTheDocument();
  });

  it('says which festival days a party came, and when on each', async () => {
    const festival = makeFestival({ id: 1 });
    const anita = {
      ...makeRegistration({ id: 7, fullName: 'Anita Sen', checkedInAt: '2025-10-16T01:05:00Z', dayIds: [11, 12, 13] }),
      checkIns: [
        { dayId: 13, checkedInAt: '2025-10-18T02:10:00Z', arrivedGuests: 2 },
        { dayId: 12, checkedInAt: '2025-10-16T01:05:00Z', arrivedGuests: 2 },
      ],
    };
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([festival])),
      http.get('/api/admin/registrations/stats', () => HttpResponse.json(stats)),
      lists(() => [anita]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
    const select = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /^Durga Puja 2025/ }));

    expect(await screen.findByText('Arrived on Saptami, Ashtami')).toBeInTheDocument();
    await user.click(rowOf('Anita Sen').getByRole('button', { name: /^View/ }));
    const details = within(await screen.findByRole('dialog'));
    expect(details.getByText(/^Saptami, .+; Ashtami, .+$/)).toBeInTheDocument();
  });

  it('filters by status through the server, with the waiting list in waiting order', async () => {
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await chooseEvent(user);
    await screen.findByRole('table');
    const filters = within(screen.getByRole('group', { name: 'Show' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Waiting list' }));
    expect(filters.getByRole('button', { name: 'Waiting list' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Ruma Ghosh',
        'Arjun Das',
      ]),
    );
    expect(screen.getByRole('table', { name: 'The waiting list for the chosen event, first in line first' })).toBeInTheDocument();

    await user.click(filters.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Tapas Roy']),
    );
    // The search works within the filter.
    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'mita');
    expect(screen.getByText('No matching registrations')).toBeInTheDocument();

    expect(requests.filter((request) => request.includes('/events/1/registrations'))).toEqual([
      'GET /api/admin/events/1/registrations',
      'GET /api/admin/events/1/registrations?status=waitlisted',
      'GET /api/admin/events/1/registrations?status=cancelled',
    ]);
  });

  it('says when nobody is waiting', async () => {
    renderAdmin(...handlers(() => [mita]));
    const user = userEvent.setup();
    await chooseEvent(user);
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Waiting list' }));
    expect(await screen.findByText('Nobody is waiting')).toBeInTheDocument();
    expect(screen.getByText('The waiting list for this event is empty.')).toBeInTheDocument();
  });

  it('cancels a registration after confirmation, keeping it in the list, and reads the numbers again', async () => {
    let all = [mita, arjun, ruma];
    const requests = recordRequests();
    renderAdmin(
      ...handlers(() => all),
      http.post('/api/admin/registrations/1/cancel', () => {
        const cancelled = { ...mita, status: 'cancelled' as const, checkedInAt: null };
        // Mita's places went to the first in line.
        all = [cancelled, arjun, { ...ruma, status: 'confirmed', waitlistPosition: null }];
        return HttpResponse.json(cancelled);
      }),
    );
    const user = userEvent.setup();
    await chooseEvent(user);
    await screen.findByRole('table');
    const question =
      'Cancel the registration of "Mita Sen"? Their places go to the waiting list, and the registration stays in the list as cancelled.';

    await user.click(rowOf('Mita Sen').getByRole('button', { name: 'Cancel registration of Mita Sen' }));
    await answerConfirmation(user, 'Cancel Registration', question, 'Keep It');
    expect(requests).not.toContain('POST /api/admin/registrations/1/cancel');

    await user.click(rowOf('Mita Sen').getByRole('button', { name: 'Cancel registration of Mita Sen' }));
    await answerConfirmation(user, 'Cancel Registration', question, 'Cancel Registration');

    expect(await screen.findByText('Registration Cancelled')).toBeInTheDocument();
    expect(screen.getByText('The registration of Mita Sen has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Mita Sen').getByText('Cancelled')).toBeInTheDocument());
    expect(rowOf('Ruma Ghosh').getByText('Confirmed')).toBeInTheDocument();
    const after = requests.slice(requests.indexOf('POST /api/admin/registrations/1/cancel') + 1);
    expect(after.sort()).toEqual(['GET /api/admin/events/1/registrations', 'GET /api/admin/registrations/stats']);
  });

  it('shows the places a cancellation freed when the organiser goes back to the events', async () => {
    let spotsLeft = 2;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([{ ...puja, capacity: 50, spotsLeft }])),
      http.get('/api/admin/registrations/stats', () => HttpResponse.json(stats)),
      lists(() => [mita]),
      http.post('/api/admin/registrations/1/cancel', () => {
        spotsLeft = 5;
        return HttpResponse.json({ ...mita, status: 'cancelled' });
      }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('2 of 50 places left')).toBeInTheDocument();
    await chooseEvent(user);
    await screen.findByRole('table');
    await user.click(rowOf('Mita Sen').getByRole('button', { name: 'Cancel registration of Mita Sen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Registration' }));
    expect(await screen.findByText('Registration Cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByText('5 of 50 places left')).toBeInTheDocument();
  });

  it('says when a registration cannot be cancelled', async () => {
    renderAdmin(...handlers(), http.post('/api/admin/registrations/1/cancel', () => serverError()));
    const user = userEvent.setup();
    await chooseEvent(user);
    await screen.findByRole('table');
    await user.click(rowOf('Mita Sen').getByRole('button', { name: 'Cancel registration of Mita Sen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Registration' }));
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to cancel registration. Please try again.')).toBeInTheDocument();
    expect(rowOf('Mita Sen').getByText('Confirmed')).toBeInTheDocument();
  });

  it('treats a 401 on cancelling as signed out', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderAdmin(...handlers(), http.post('/api/admin/registrations/1/cancel', () => unauthorized()));
    const user = userEvent.setup();
    await chooseEvent(user);
    await screen.findByRole('table');
    await user.click(rowOf('Mita Sen').getByRole('button', { name: 'Cancel registration of Mita Sen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Registration' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('shows the planning details of a registration', async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await chooseEvent(user);
    await user.click(await screen.findByRole('button', { name: 'View registration of Mita Sen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Registration Details' }));
    const detail = (label: string) => dialog.getByText(label).nextElementSibling;
    expect(detail('Status')).toHaveTextContent('Confirmed');
    expect(detail('Children')).toHaveTextContent('1');
    expect(detail('Vegetarian Meals')).toHaveTextContent('2');
    expect(detail('Photo Consent')).toHaveTextContent('No, keep them out of the gallery');
    expect(detail('Dietary Notes')).toHaveTextContent('No peanuts');
    expect(detail('Signed Up For')).toHaveTextContent('Payesh for 20, Setting up chairs');
    expect(detail('Checked In')).not.toHaveTextContent('Not yet');
  });

  it('links to the door check-in of the chosen event', async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await chooseEvent(user);
    expect(await screen.findByRole('link', { name: 'Door check-in' })).toHaveAttribute('href', '/admin/check-in/1');
  });
});
