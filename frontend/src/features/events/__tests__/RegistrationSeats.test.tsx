import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { screen, waitFor, within } from '@/test-utils';
import { manageTokens } from '@/lib/manage-link';
import { chooseGuests, clearBrowserState, fillRequired, makeRegistration, openDialog, serveEvents } from './helpers';

const event = makeEvent({
  id: 1,
  capacity: 20,
  spotsLeft: 2,
  time: '5:00 PM - 10:00 PM',
  startsAt: '2025-10-15T17:00:00-07:00',
  endsAt: '2025-10-15T22:00:00-07:00',
});

function answerCreate(registration: Record<string, unknown>) {
  server.use(
    http.post('/api/registrations', () =>
      HttpResponse.json({ ...makeRegistration({ id: 42, fullName: 'Mita Sen', email: 'mita@example.org', ...registration }), manageToken: 'tok-42' }, { status: 201 }),
    ),
  );
}

// The dialog is a long form; in jsdom each step of filling it takes a while.
jest.setTimeout(15_000);

beforeEach(() => {
  clearBrowserState();
  serveEvents([event]);
});

describe('the success view', () => {
  it('says plainly that the party is confirmed, and offers the calendars', async () => {
    answerCreate({ status: 'confirmed', guestCount: 2 });
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '2 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' })).toBeInTheDocument();
    expect(within(dialog).getByText("You're on the list. We can't wait to see you!")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute('href', '/api/events/1/calendar.ics');
    const google = new URL(within(dialog).getByRole('link', { name: /Google Calendar/ }).getAttribute('href') ?? '');
    expect(google.searchParams.get('text')).toBe('Durga Puja 2025');
    expect(google.searchParams.get('dates')).toBe('20251015T170000/20251015T220000');
    // Its pass for the door, opened with the link's token this browser keeps.
    expect(within(dialog).getByRole('link', { name: 'Your pass for the door' })).toHaveAttribute(
      'href',
      '/pass/42?token=tok-42',
    );
  });

  it('says plainly that the party is on the waiting list, and at which place', async () => {
    answerCreate({ status: 'waitlisted', waitlistPosition: 2, guestCount: 3 });
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '3 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByRole('heading', { name: "You're on the Waiting List" })).toBeInTheDocument();
    expect(
      within(dialog).getByText("You're on the waiting list, number 2. We'll email you as soon as seats free up."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Registration Confirmed!')).not.toBeInTheDocument();
    // No seat yet: nothing to put in a calendar, and no pass for the door.
    expect(within(dialog).queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Your pass for the door' })).not.toBeInTheDocument();
  });

  it('reads the seats again after registering, so the page shows the new number', async () => {
    let reads = 0;
    server.use(
      http.get('/api/events', () => {
        reads += 1;
        return HttpResponse.json([reads === 1 ? event : { ...event, spotsLeft: 0 }]);
      }),
    );
    answerCreate({ status: 'confirmed', guestCount: 2 });
    const { user, dialog } = await openDialog('/events?register=1');
    expect(screen.getAllByText('2 spots left').length).toBeGreaterThan(0);
    await fillRequired(user, dialog, '2 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    await waitFor(() => expect(screen.getAllByText('Full: join the waiting list').length).toBeGreaterThan(0));
    expect(screen.queryByText('2 spots left')).not.toBeInTheDocument();
  });
});

describe('the form before registering', () => {
  it('tells a family that a full event puts them on the waiting list', async () => {
    serveEvents([{ ...event, spotsLeft: 0 }]);
    const { dialog } = await openDialog('/events?register=1');
    expect(
      within(dialog).getByText(
        "This event is full. Register and we'll put you on the waiting list, and email you as soon as seats free up.",
      ),
    ).toBeInTheDocument();
  });

  it('warns when the party is larger than the seats left', async () => {
    const { user, dialog } = await openDialog('/events?register=1');
    expect(within(dialog).getByText('Including yourself')).toBeInTheDocument();
    await chooseGuests(user, '3 people');
    expect(
      within(dialog).getByText('Including yourself. Only 2 spots left, so a party of 3 joins the waiting list.'),
    ).toBeInTheDocument();
  });
});

describe('updating from the manage link', () => {
  it('says where a waiting party stands', async () => {
    manageTokens.set('registration', 12, 'tok-12');
    server.use(
      http.get('/api/registrations/12', () =>
        HttpResponse.json(makeRegistration({ status: 'waitlisted', waitlistPosition: 3 })),
      ),
    );
    const { dialog } = await openDialog('/events?register=1&registration=12');
    expect(
      await within(dialog).findByText("You're on the waiting list, number 3. We'll email you as soon as seats free up."),
    ).toBeInTheDocument();
  });
});

describe('cancelling from the manage link', () => {
  function serveRegistration() {
    server.use(http.get('/api/registrations/12', () => HttpResponse.json(makeRegistration())));
  }

  it('asks first, and keeps the registration when the family changes its mind', async () => {
    let cancelled = false;
    serveRegistration();
    server.use(
      http.post('/api/registrations/12/cancel', () => {
        cancelled = true;
        return HttpResponse.json(makeRegistration({ status: 'cancelled' }));
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12&token=secret-12');
    await within(dialog).findByDisplayValue('Anup Roy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Registration' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your registration?' });
    expect(confirm).toHaveTextContent('Your seats for Durga Puja 2025 go to another family');
    await user.click(within(confirm).getByRole('button', { name: 'Keep Registration' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancelled).toBe(false);
    expect(screen.getByRole('dialog')).toHaveTextContent('Update Registration');
  });

  it('cancels with the token from the link, says so, and reads the seats again', async () => {
    let token: string | null = null;
    let reads = 0;
    serveRegistration();
    server.use(
      http.get('/api/events', () => {
        reads += 1;
        return HttpResponse.json([reads === 1 ? event : { ...event, spotsLeft: 4 }]);
      }),
      http.post('/api/registrations/12/cancel', ({ request }) => {
        token = request.headers.get('x-registration-token');
        return HttpResponse.json(makeRegistration({ status: 'cancelled' }));
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12&token=secret-12');
    await within(dialog).findByDisplayValue('Anup Roy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Registration' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Registration' }));

    expect(await within(dialog).findByRole('heading', { name: 'Registration Cancelled' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Your registration for Durga Puja 2025 is cancelled\./)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(token).toBe('secret-12');
    await waitFor(() => expect(screen.getAllByText('4 spots left').length).toBeGreaterThan(0));
  });

  it('asks the family to check its email when the link is no longer valid', async () => {
    serveRegistration();
    server.use(
      http.post('/api/registrations/12/cancel', () =>
        HttpResponse.json({ message: 'This link cannot change that registration.' }, { status: 403 }),
      ),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12&token=old');
    await within(dialog).findByDisplayValue('Anup Roy');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Registration' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Registration' }));

    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(screen.getByText("We've emailed you a link to update this registration.")).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Registration Cancelled' })).not.toBeInTheDocument();
  });

  it('is not offered to someone registering for the first time', async () => {
    const { dialog } = await openDialog('/events?register=1');
    expect(within(dialog).queryByRole('button', { name: 'Cancel Registration' })).not.toBeInTheDocument();
  });

  it('says a registration already cancelled is cancelled, and offers to register again', async () => {
    manageTokens.set('registration', 12, 'tok-12');
    let body: Record<string, unknown> = {};
    server.use(
      http.get('/api/registrations/12', () => HttpResponse.json(makeRegistration({ status: 'cancelled', guestCount: 3 }))),
      http.post('/api/registrations', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...makeRegistration({ id: 50, ...body }), manageToken: 't-50' }, { status: 201 });
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12');
    expect(
      await within(dialog).findByText("This registration was cancelled. You're welcome to register again if there's room."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register Again' }));

    expect(within(dialog).getByRole('heading', { name: 'Register for Event' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Anup Roy');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    expect(await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' })).toBeInTheDocument();
    expect(body).toMatchObject({ eventId: 1, fullName: 'Anup Roy', guestCount: 3 });
  });
});
