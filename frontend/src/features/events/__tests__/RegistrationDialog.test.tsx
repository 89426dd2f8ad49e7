import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import useSWR from 'swr';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { currentPath, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import EventsPage from '../components/EventsPage';
import { manageTokens } from '@/lib/manage-link';
import { registrationSchema } from '../schemas';

const event = makeEvent({ id: 1, title: 'Durga Puja 2025' });

function useEventsResponse() {
  server.use(
    http.get('/api/events', () => HttpResponse.json([event])),
    http.get('/api/events/1', () => HttpResponse.json(event)),
    http.get('/api/admin/registrations/stats', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    http.get('/api/admin/events/1/registrations', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    http.get('/api/auth/session', () => {
      document.cookie = 'csrftoken=test-token';
      return HttpResponse.json({ authenticated: false, username: null });
    }),
  );
}

/** Stands in for the admin's screens, to see which of their data a registration refreshes. */
function AdminReads() {
  useSWR('/api/admin/registrations/stats');
  useSWR('/api/admin/events/1/registrations');
  return null;
}

async function openDialog(route = '/events?register=1') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <EventsPage />
      <AdminReads />
    </>,
    { route },
  );
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function chooseGuests(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Number of Guests' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Full Name'), 'Mita Sen');
  await user.type(within(dialog).getByLabelText('Email Address'), 'mita@example.org');
  await user.type(within(dialog).getByLabelText(/Phone Number/), '209-555-0100');
  await chooseGuests(user, '3 people');
  await user.type(within(dialog).getByLabelText(/Notes/), 'Vegetarian');
}

beforeEach(() => {
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  useEventsResponse();
});

describe('registration dialog', () => {
  it('opens from ?register= with the event title and offers 1 to 10 guests and 11+', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Register for Event' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Durga Puja 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('1 person');
    await user.click(screen.getByRole('combobox', { name: 'Number of Guests' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      '1 person',
      '2 people',
      '3 people',
      '4 people',
      '5 people',
      '6 people',
      '7 people',
      '8 people',
      '9 people',
      '10 people',
      '11+ people',
    ]);
  });

  it('shows the validation messages and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post('/api/registrations', () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Full Name'), 'M');
    await user.type(within(dialog).getByLabelText('Email Address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  it('registers, keeps the manage token, refreshes the admin data and shows the summary', async () => {
    let body: unknown;
    let csrf: string | null = null;
    let adminReads = 0;
    server.use(
      http.get('/api/admin/registrations/stats', () => {
        adminReads += 1;
        return HttpResponse.json({ totalRegistrations: 0, totalGuests: 0, todayRegistrations: 0 });
      }),
      http.get('/api/admin/events/1/registrations', () => {
        adminReads += 1;
        return HttpResponse.json([]);
      }),
      http.post('/api/registrations', async ({ request }) => {
        body = await request.json();
        csrf = request.headers.get('x-csrftoken');
        await delay(50);
        return HttpResponse.json(
          { id: 42, eventId: 1, fullName: 'Mita Sen', email: 'mita@example.org', phone: '209-555-0100', guestCount: 3, notes: 'Vegetarian', createdAt: '2025-09-01T10:00:00Z', manageToken: 'tok-42' },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(adminReads).toBe(2));
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    const pending = within(dialog).getByRole('button', { name: 'Registering...' });
    expect(pending).toBeDisabled();

    expect(await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' })).toBeInTheDocument();
    expect(body).toEqual({
      eventId: 1,
      fullName: 'Mita Sen',
      email: 'mita@example.org',
      phone: '209-555-0100',
      guestCount: 3,
      notes: 'Vegetarian',
      children: 0,
      vegetarianMeals: 0,
      dietaryNotes: '',
      photoConsent: false,
      announcements: false,
    });
    expect(csrf).toBe('test-token');
    const summary = within(dialog).getByText('Mita Sen').closest('dl') as HTMLElement;
    expect(summary).toHaveTextContent('NameMita Sen');
    expect(summary).toHaveTextContent('Emailmita@example.org');
    expect(summary).toHaveTextContent('Guests3');
    expect(summary).toHaveTextContent('EventDurga Puja 2025');
    expect(manageTokens.get('registration', 42)).toBe('tok-42');
    await waitFor(() => expect(adminReads).toBe(4));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/events');
  });

  it('asks how many for "11+ people" and sends the number given', async () => {
    let guestCount: unknown;
    server.use(
      http.post('/api/registrations', async ({ request }) => {
        guestCount = ((await request.json()) as { guestCount: number }).guestCount;
        return HttpResponse.json(
          { id: 9, eventId: 1, fullName: 'Mita Sen', email: 'mita@example.org', phone: '', guestCount: 11, notes: '', createdAt: '', manageToken: 't' },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Mita Sen');
    await user.type(within(dialog).getByLabelText('Email Address'), 'mita@example.org');
    expect(within(dialog).queryByLabelText('People in all')).not.toBeInTheDocument();
    await chooseGuests(user, '11+ people');
    const people = within(dialog).getByLabelText('People in all');
    expect(people).toHaveValue(11);
    expect(within(dialog).getByText('Up to 20. For a larger group, please write to us.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'More people in all' }));
    expect(people).toHaveValue(12);
    // Typed digit by digit, "1" on the way to "14" keeps the question on screen.
    await user.clear(people);
    await user.type(people, '14');
    expect(people).toHaveValue(14);
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('11+ people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' })).toBeInTheDocument();
    expect(guestCount).toBe(14);
  });

  it('goes back to the list of numbers when a party of 10 or fewer is chosen after "11+"', async () => {
    const { user, dialog } = await openDialog();
    await chooseGuests(user, '11+ people');
    expect(within(dialog).getByLabelText('People in all')).toBeInTheDocument();
    await chooseGuests(user, '4 people');
    expect(within(dialog).queryByLabelText('People in all')).not.toBeInTheDocument();
  });

  it('shows a toast when registering fails', async () => {
    server.use(http.post('/api/registrations', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to register for the event. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  });

  it('puts the server field errors on the fields', async () => {
    server.use(
      http.post('/api/registrations', () =>
        HttpResponse.json(
          { message: 'Invalid input.', errors: { email: ['Please enter a valid email address'] } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Registration Failed')).toBeInTheDocument();
  });

  it('on 409 opens the booking this browser holds the link of, then updates it with the stored token', async () => {
    manageTokens.set('registration', 77, 'tok-77');
    let put: { body: unknown; token: string | null } | undefined;
    server.use(
      http.get('/api/registrations/77', ({ request }) =>
        request.headers.get('x-registration-token') === 'tok-77'
          ? HttpResponse.json({
              id: 77, eventId: 1, fullName: 'Mita Sen', email: 'mita@example.org', phone: '209-555-0100', guestCount: 2,
              notes: 'Booked last week', status: 'confirmed', createdAt: '',
            })
          : HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
      http.post('/api/registrations', () =>
        HttpResponse.json({ message: 'You have already registered for this event.', id: 77 }, { status: 409 }),
      ),
      http.put('/api/registrations/77', async ({ request }) => {
        put = { body: await request.json(), token: request.headers.get('x-registration-token') };
        return HttpResponse.json({
          id: 77, eventId: 1, fullName: 'Mita Sen', email: 'mita@example.org', phone: '209-555-0100', guestCount: 4, notes: 'Vegetarian', createdAt: '',
        });
      }),
    );
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByRole('heading', { name: 'Already Registered' })).toBeInTheDocument();
    expect(within(dialog).getByText("Looks like you've already registered for this event.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));

    expect(await within(dialog).findByRole('heading', { name: 'Update Registration' })).toBeInTheDocument();
    // The booking as it was made, not the form just typed.
    expect(await within(dialog).findByDisplayValue('Booked last week')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('2 people');
    await chooseGuests(user, '4 people');
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));

    expect(await within(dialog).findByRole('heading', { name: 'Registration Updated!' })).toBeInTheDocument();
    expect(screen.getByText('Your registration has been updated successfully.')).toBeInTheDocument();
    expect(put?.token).toBe('tok-77');
    expect(put?.body).toMatchObject({ eventId: 1, fullName: 'Mita Sen', guestCount: 4 });
  });

  it('on 409 without the link at hand has it emailed and says so, rather than a form it cannot save', async () => {
    let asked = 0;
    server.use(
      http.post('/api/registrations', () => HttpResponse.json({ message: 'Already registered.', id: 5 }, { status: 409 })),
      http.get('/api/registrations/5', () => {
        asked += 1;
        return HttpResponse.json({ message: 'This link cannot change that registration.', linkSent: true, resendAt: null }, { status: 403 });
      }),
    );
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Update Registration' }));

    expect(await within(dialog).findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(
      within(dialog).getByText("We've emailed you a link to your registration. Open it on this phone to see or change what you booked."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('on 409 says when the link can be sent again when the resend limit holds it back', async () => {
    const resendAt = '2030-10-01T15:15:00+00:00';
    server.use(
      http.post('/api/registrations', () => HttpResponse.json({ message: 'Already registered.', id: 5 }, { status: 409 })),
      http.get('/api/registrations/5', () =>
        HttpResponse.json({ message: 'Held back.', linkSent: false, resendAt }, { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Update Registration' }));

    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(resendAt));
    expect(
      await within(dialog).findByText(
        `We emailed you a link to your registration a few minutes ago; please use that one. If it hasn't come, another can be sent at ${time}.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/We've emailed you a link/)).not.toBeInTheDocument();
  });

  it('tells the visitor to check their email when an update is refused for want of the link', async () => {
    const resendAt = '2030-10-01T15:15:00+00:00';
    server.use(
      http.get('/api/registrations/12', () =>
        HttpResponse.json({ id: 12, eventId: 1, fullName: 'Anup Roy', email: 'anup@example.org', guestCount: 2, createdAt: '' }),
      ),
      http.put('/api/registrations/12', () =>
        HttpResponse.json({ message: 'Held back.', linkSent: false, resendAt }, { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12&token=stale');
    expect(await within(dialog).findByDisplayValue('Anup Roy')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(resendAt));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(
      screen.getByText(`We emailed you a link to this registration a few minutes ago; please use that one. Another can be sent at ${time}.`),
    ).toBeInTheDocument();
  });

  it('shows "Update Failed" when an update fails otherwise', async () => {
    manageTokens.set('registration', 5, 'tok');
    server.use(
      http.get('/api/registrations/5', () =>
        HttpResponse.json({ id: 5, eventId: 1, fullName: 'Mita Sen', email: 'mita@example.org', guestCount: 3, createdAt: '' }),
      ),
      http.post('/api/registrations', () => HttpResponse.json({ message: 'Already registered.', id: 5 }, { status: 409 })),
      http.put('/api/registrations/5', () => new HttpResponse(null, { status: 500 })),
    );
    const { user, dialog } = await openDialog();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Update Registration' }));
    expect(await within(dialog).findByDisplayValue('Mita Sen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update registration. Please try again.')).toBeInTheDocument();
  });

  it('opens the emailed manage link in update mode, pre-filled, and keeps the token out of the address', async () => {
    let seenToken: string | null = null;
    let putToken: string | null = null;
    server.use(
      http.get('/api/registrations/12', ({ request }) => {
        seenToken = request.headers.get('x-registration-token');
        return HttpResponse.json({
          id: 12, eventId: 1, fullName: 'Anup Roy', email: 'anup@example.org', phone: '', guestCount: 2, notes: 'Aisle seat', createdAt: '',
        });
      }),
      http.put('/api/registrations/12', async ({ request }) => {
        putToken = request.headers.get('x-registration-token');
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 12, createdAt: '', ...body });
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12&token=secret-12');
    expect(within(dialog).getByRole('heading', { name: 'Update Registration' })).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue('Anup Roy')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('anup@example.org');
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('2 people');
    expect(within(dialog).getByLabelText(/Notes/)).toHaveValue('Aisle seat');
    expect(seenToken).toBe('secret-12');
    expect(manageTokens.get('registration', 12)).toBe('secret-12');
    expect(currentPath()).toBe('/events?register=1&registration=12');

    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Anup K. Roy');
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    expect(await within(dialog).findByRole('heading', { name: 'Registration Updated!' })).toBeInTheDocument();
    expect(within(dialog).getByText('Anup K. Roy')).toBeInTheDocument();
    expect(putToken).toBe('secret-12');
  });
});

describe('registration dialog updating a party of more than 11', () => {
  it('keeps the recorded number of guests instead of turning it into 11', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('/api/registrations/14', () =>
        HttpResponse.json({
          id: 14, eventId: 1, fullName: 'Bose Family', email: 'bose@example.org', phone: '', guestCount: 15, notes: '', createdAt: '',
        }),
      ),
      http.put('/api/registrations/14', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 14, createdAt: '', ...sent });
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=14&token=secret-14');
    expect(await within(dialog).findByDisplayValue('Bose Family')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('11+ people');
    expect(within(dialog).getByLabelText('People in all')).toHaveValue(15);

    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    expect(await within(dialog).findByRole('heading', { name: 'Registration Updated!' })).toBeInTheDocument();
    expect(sent).toMatchObject({ guestCount: 15 });
  });
});

describe('registration dialog for an event it cannot register for', () => {
  it('says registration is closed', async () => {
    server.use(http.get('/api/events', () => HttpResponse.json([{ ...event, registrationOpen: false }])));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Registration is closed for this event.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('says the event cannot be found', async () => {
    server.use(
      http.get('/api/events', () => HttpResponse.json([])),
      http.get('/api/events/404', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    const { dialog } = await openDialog('/events?register=404');
    expect(await within(dialog).findByText("We couldn't find this event. It may have been removed.")).toBeInTheDocument();
  });
});

describe('registration schema', () => {
  const valid = { fullName: 'Mita Sen', email: 'mita@example.org', phone: '', guestCount: 1, notes: '' };

  it.each([
    [{ guestCount: 0 }, 'Must have at least 1 guest'],
    [{ guestCount: 21 }, 'Maximum 20 guests allowed'],
    [{ fullName: ' A ' }, 'Name must be at least 2 characters'],
    [{ email: 'mita@' }, 'Please enter a valid email address'],
  ])('rejects %o with the spec message', async (change, message) => {
    await expect(registrationSchema.validate({ ...valid, ...change })).rejects.toThrow(message);
  });

  it('accepts 20 guests and empty optional fields', async () => {
    await expect(registrationSchema.validate({ ...valid, guestCount: 20 })).resolves.toBeTruthy();
  });
});
