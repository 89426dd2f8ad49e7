import { http, HttpResponse, delay } from 'msw';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import type { Registration } from '@/lib/api-types';
import { navigation } from '@/lib/navigation';
import { answerConfirmation, recordRequests, renderAdmin, serverError, unauthorized } from '../../shell/__tests__/helpers';

const durga = makeEvent();
const stats = { totalRegistrations: 12, totalGuests: 31, todayRegistrations: 2 };

function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 1,
    eventId: 1,
    fullName: 'Mita Sen',
    email: 'mita@example.org',
    phone: '209-555-0100',
    guestCount: 3,
    notes: 'Vegetarian meals, please',
    createdAt: '2025-09-01T17:30:00Z',
    children: 0,
    vegetarianMeals: 0,
    dietaryNotes: '',
    photoConsent: false,
    slotIds: [],
    sittingIds: [],
    checkedInAt: null,
    status: 'confirmed',
    waitlistPosition: null,
    amountDue: 0,
    amountPaid: 0,
    paymentStatus: 'free',
    paymentReference: 'DP-4821',
    ...overrides,
  };
}

const mita = registration();
const MITA_DELETE_QUESTION = 'Are you sure you want to delete the registration of "Mita Sen"? This action cannot be undone.';
const arjun = registration({ id: 2, fullName: 'Arjun Das', email: 'ARJUN@example.net', phone: null, notes: null, guestCount: 1 });

function baseHandlers(list: () => Registration[] | Response | Promise<Registration[] | Response>) {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([durga])),
    http.get('/api/admin/registrations/stats', () => HttpResponse.json(stats)),
    http.get('/api/admin/events/1/registrations', async () => {
      const result = await list();
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  ];
}

async function openTabAndChooseEvent(user: ReturnType<typeof userEvent.setup>, choose = true) {
  await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
  expect(await screen.findByRole('heading', { name: 'Event Registrations' })).toBeInTheDocument();
  if (!choose) return;
  const select = screen.getByRole('combobox', { name: 'Event' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Durga Puja 2025 (October 15, 2025)' }));
}

/** Tab to the next control, letting no time pass beyond the tooltip placing itself beside it. */
async function focusNext(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await act(() => jest.advanceTimersByTimeAsync(0));
}

describe('registrations tab', () => {
  it('shows the three numbers and asks for an event first', async () => {
    renderAdmin(...baseHandlers(() => []));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user, false);

    const total = (await screen.findByText('Total Registrations')).parentElement!;
    await waitFor(() => expect(within(total).getByText('12')).toBeInTheDocument());
    expect(within(screen.getByText('Total Guests').parentElement!).getByText('31')).toBeInTheDocument();
    expect(within(screen.getByText("Today's Registrations").parentElement!).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Choose an event to view registrations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the search box from the start, disabled until an event is chosen', async () => {
    renderAdmin(...baseHandlers(() => [mita, arjun]));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user, false);

    const search = screen.getByRole('searchbox', { name: 'Search registrations' });
    expect(search).toHaveAttribute('placeholder', 'Search registrations...');
    expect(search).toBeDisabled();

    await openTabAndChooseEvent(user);
    await waitFor(() => expect(search).toBeEnabled());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the guest list, searched, when someone types into the search box from another view', async () => {
    renderAdmin(
      ...baseHandlers(() => [mita, arjun]),
      http.get('/api/admin/events/1/summary', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    await user.click(screen.getByRole('tab', { name: 'Planning' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search registrations' }), 'arjun');
    expect(screen.getByRole('tab', { name: 'Guest list' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Arjun Das')).toBeInTheDocument();
    expect(within(table).queryByText('Mita Sen')).not.toBeInTheDocument();
  });

  it('shows five skeleton rows while the list loads', async () => {
    renderAdmin(
      ...baseHandlers(async () => {
        await delay('infinite');
        return [];
      }),
    );
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    expect(await screen.findAllByTestId('registration-skeleton-row')).toHaveLength(5);
  });

  it('says when nobody has registered yet', async () => {
    renderAdmin(...baseHandlers(() => []));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    expect(await screen.findByText('No registrations yet')).toBeInTheDocument();
    expect(screen.getByText('No one has registered for this event yet.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderAdmin(...baseHandlers(() => serverError()));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    expect(await screen.findByText('We could not load the registrations for this event.')).toBeInTheDocument();
  });

  it('lists registrations with a count and searches names and emails', async () => {
    renderAdmin(...baseHandlers(() => [mita, arjun]));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Guests',
      'Status',
      'Date',
      'Notes',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2', { selector: 'span' })).toBeInTheDocument();

    const search = screen.getByPlaceholderText('Search registrations...');
    await user.type(search, 'arjun@EXAMPLE');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Arjun Das')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'mITA s');
    expect(within(screen.getByRole('table')).getByText('Mita Sen')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('Arjun Das')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No matching registrations')).toBeInTheDocument();
  });

  it("marks the registrations of families that have signed in to their own page", async () => {
    renderAdmin(
      ...baseHandlers(() => [mita, arjun]),
      http.get('/api/admin/events/1/family-registrations', () => HttpResponse.json({ registrationIds: [mita.id] })),
    );
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);

    const table = await screen.findByRole('table');
    const mitaRow = within(table).getByRole('rowheader', { name: /Mita Sen/ });
    expect(await within(mitaRow).findByText('Family account')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Arjun Das' })).not.toHaveTextContent('Family account');
  });

  it('shows the details, with fallbacks for what is missing', async () => {
    renderAdmin(...baseHandlers(() => [mita, arjun]));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);

    await user.click(await screen.findByRole('button', { name: 'View registration of Arjun Das' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Registration Details' }));
    expect(dialog.getByText('ARJUN@example.net')).toBeInTheDocument();
    expect(dialog.getByText('Not provided')).toBeInTheDocument();
    expect(dialog.getByText('No notes provided')).toBeInTheDocument();
    expect(dialog.getByText('Number of Guests').nextSibling).toHaveTextContent('1');
  });

  it('names the icon-only buttons in a tooltip after a 700 ms hover, and at once on keyboard focus', async () => {
    jest.useFakeTimers();
    try {
      renderAdmin(...baseHandlers(() => [mita]));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openTabAndChooseEvent(user);

      const view = await screen.findByRole('button', { name: 'View registration of Mita Sen' });
      await user.hover(view);
      await act(() => jest.advanceTimersByTimeAsync(650));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('tooltip')).toHaveTextContent('View details');
      // The tooltip describes the button; its name still says whose registration it opens.
      expect(view).toHaveAccessibleName('View registration of Mita Sen');
      expect(view).toHaveAccessibleDescription('View details');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      // From the last status filter, Tab reaches the table (to scroll it sideways on a phone),
      // then the row's buttons; each shows its tooltip at once.
      act(() => screen.getByRole('button', { name: 'Cancelled' }).focus());
      await focusNext(user);
      expect(screen.getByRole('region', { name: 'Registrations table' })).toHaveFocus();
      await focusNext(user);
      expect(view).toHaveFocus();
      expect(screen.getByRole('tooltip')).toHaveTextContent('View details');
      await focusNext(user);
      expect(screen.getByRole('button', { name: 'Cancel registration of Mita Sen' })).toHaveFocus();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Cancel registration');
      await focusNext(user);
      expect(screen.getByRole('button', { name: 'Delete registration of Mita Sen' })).toHaveFocus();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Delete registration');
    } finally {
      jest.useRealTimers();
    }
  });

  it('deletes a registration after confirmation and refreshes the numbers and the list', async () => {
    let list = [mita, arjun];
    const requests = recordRequests();
    renderAdmin(
      ...baseHandlers(() => list),
      http.delete('/api/admin/registrations/2', () => {
        list = [mita];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    await user.click(await screen.findByRole('button', { name: 'Delete registration of Arjun Das' }));
    await answerConfirmation(
      user,
      'Delete Registration',
      'Are you sure you want to delete the registration of "Arjun Das"? This action cannot be undone.',
      'Delete',
    );

    expect(await screen.findByText('Registration Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Arjun Das')).not.toBeInTheDocument());
    const after = requests.slice(requests.indexOf('DELETE /api/admin/registrations/2') + 1);
    expect(after.sort()).toEqual(['GET /api/admin/events/1/registrations', 'GET /api/admin/registrations/stats']);
  });

  it('keeps the registration when the deletion is cancelled', async () => {
    const requests = recordRequests();
    renderAdmin(...baseHandlers(() => [mita]));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    await user.click(await screen.findByRole('button', { name: 'Delete registration of Mita Sen' }));
    await answerConfirmation(user, 'Delete Registration', MITA_DELETE_QUESTION, 'Cancel');

    expect(requests).not.toContain('DELETE /api/admin/registrations/1');
    expect(within(screen.getByRole('table')).getByText('Mita Sen')).toBeInTheDocument();
  });

  it('says when a registration cannot be deleted', async () => {
    renderAdmin(...baseHandlers(() => [mita]), http.delete('/api/admin/registrations/1', () => serverError()));
    const user = userEvent.setup();
    await openTabAndChooseEvent(user);
    await user.click(await screen.findByRole('button', { name: 'Delete registration of Mita Sen' }));
    await answerConfirmation(user, 'Delete Registration', MITA_DELETE_QUESTION, 'Delete');
    expect(await screen.findByText('Failed to delete registration. Please try again.')).toBeInTheDocument();
  });

  describe('export', () => {
    let clicked: { href: string; download: string }[];
    beforeEach(() => {
      clicked = [];
      URL.createObjectURL = jest.fn(() => 'blob:registrations');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
    });

    it('asks for an event first', async () => {
      renderAdmin(...baseHandlers(() => []));
      const user = userEvent.setup();
      await openTabAndChooseEvent(user, false);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('No Event Selected')).toBeInTheDocument();
      expect(screen.getByText('Please select an event to export registrations.')).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });

    it("downloads the event's CSV", async () => {
      let cookieSent: string | null = null;
      renderAdmin(
        ...baseHandlers(() => [mita]),
        http.get('/api/admin/events/1/registrations/export', ({ request }) => {
          cookieSent = request.headers.get('cookie');
          return new HttpResponse('\ufeffName,Email\nMita Sen,mita@example.org\n', {
            headers: { 'Content-Type': 'text/csv; charset=utf-8' },
          });
        }),
      );
      const user = userEvent.setup();
      await openTabAndChooseEvent(user);
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByText('Export Successful')).toBeInTheDocument();
      expect(screen.getByText('Registrations have been exported to CSV.')).toBeInTheDocument();
      expect(clicked).toEqual([{ href: 'blob:registrations', download: 'registrations-1.csv' }]);
      const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
      expect(await blob.text()).toContain('Mita Sen,mita@example.org');
      expect(cookieSent).toContain('csrftoken=test-token');
    });

    it('keeps the export button busy until the file has arrived', async () => {
      let release: () => void = () => undefined;
      renderAdmin(
        ...baseHandlers(() => [mita]),
        http.get('/api/admin/events/1/registrations/export', async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return new HttpResponse('Name\n', { headers: { 'Content-Type': 'text/csv' } });
        }),
      );
      const user = userEvent.setup();
      await openTabAndChooseEvent(user);
      await screen.findByRole('table');
      const button = screen.getByRole('button', { name: 'Export CSV' });
      await user.click(button);

      await waitFor(() => expect(button).toBeDisabled());
      act(() => release());
      expect(await screen.findByText('Export Successful')).toBeInTheDocument();
      await waitFor(() => expect(button).toBeEnabled());
    });

    it('says when the export fails', async () => {
      renderAdmin(
        ...baseHandlers(() => [mita]),
        http.get('/api/admin/events/1/registrations/export', () => serverError()),
      );
      const user = userEvent.setup();
      await openTabAndChooseEvent(user);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('Export Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to export registrations. Please try again.')).toBeInTheDocument();
    });

    it('treats a 401 as signed out', async () => {
      const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
      renderAdmin(
        ...baseHandlers(() => [mita]),
        http.get('/api/admin/events/1/registrations/export', () => unauthorized()),
      );
      const user = userEvent.setup();
      await openTabAndChooseEvent(user);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
      expect(clicked).toEqual([]);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    });
  });
});
