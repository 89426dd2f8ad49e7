import { http, HttpResponse, delay } from 'msw';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import { navigation } from '@/lib/navigation';
import { answerConfirmation, recordRequests, renderAdmin, serverError, unauthorized } from '../../shell/__tests__/helpers';

const DURGA_DELETE_QUESTION = 'Are you sure you want to delete "Durga Puja 2025"? This action cannot be undone.';

const durga = makeEvent();
const boishakh = makeEvent({
  id: 2,
  title: 'Poila Boishakh',
  date: '2026-04-14',
  time: '',
  registrationOpen: false,
  highlights: [],
  schedule: [],
  sponsors: [],
});

describe('events tab', () => {
  it('shows three skeletons while loading', async () => {
    renderAdmin(
      http.get('/api/admin/events', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Event Management' })).toBeInTheDocument();
    expect(screen.getAllByTestId('event-skeleton')).toHaveLength(3);
  });

  it('says how to start when there are no events', async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([])));
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first event to get started.')).toBeInTheDocument();
  });

  it('shows every event with its date, place, badges and highlights', async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([durga, boishakh])));

    const first = (await screen.findByRole('heading', { name: 'Durga Puja 2025' })).closest('li')!;
    const card = within(first as HTMLElement);
    expect(card.getByText('Registration Open')).toBeInTheDocument();
    // A calendar date is shown as written, whatever the time zone (the tests run in California).
    expect(card.getByText('Wednesday, October 15, 2025')).toBeInTheDocument();
    expect(card.getByText('10:00 AM - 9:00 PM')).toBeInTheDocument();
    expect(card.getByText('Tracy Community Center')).toBeInTheDocument();
    expect(card.getByText('950 East St, Tracy, CA 95376')).toBeInTheDocument();
    expect(card.getByText('Four days of worship, music and food.')).toBeInTheDocument();
    expect(card.getByText('Fireworks')).toBeInTheDocument();
    expect(card.getByText('2 schedule items')).toBeInTheDocument();
    expect(card.getByText('1 sponsor')).toBeInTheDocument();

    const second = within(screen.getByRole('heading', { name: 'Poila Boishakh' }).closest('li') as HTMLElement);
    expect(second.getByText('Registration Closed')).toBeInTheDocument();
    expect(second.getByText('Tuesday, April 14, 2026')).toBeInTheDocument();
  });

  it('marks events whose date has passed', async () => {
    const past = makeEvent({ id: 3, title: 'Last Year', date: '2020-10-15', isPast: true });
    const coming = makeEvent({ id: 4, title: 'Far Ahead', date: '2999-10-15', isPast: false });
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([coming, past])));

    const pastCard = within((await screen.findByRole('heading', { name: 'Last Year' })).closest('li') as HTMLElement);
    expect(pastCard.getByText('Past Event')).toBeInTheDocument();
    const comingCard = within(screen.getByRole('heading', { name: 'Far Ahead' }).closest('li') as HTMLElement);
    expect(comingCard.queryByText('Past Event')).not.toBeInTheDocument();
  });

  it('says so when the events cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    renderAdmin(
      http.get('/api/admin/events', () => {
        calls += 1;
        return calls === 1 ? serverError() : HttpResponse.json([durga]);
      }),
    );
    expect(await screen.findByText('We could not load the events.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();
  });

  it('requires title, date, venue and address', async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([])));
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);

    const dialog = await screen.findByRole('dialog', { name: 'Create New Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Add sponsor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    for (const message of ['Title is required', 'Date is required', 'Venue is required', 'Address is required', 'Sponsor name is required']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it('creates an event with schedule rows, sponsors and comma-separated lists', async () => {
    let body: Record<string, unknown> | undefined;
    let created = false;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json(created ? [makeEvent({ id: 9, title: 'Kali Puja' })] : [])),
      http.post('/api/admin/events', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        created = true;
        return HttpResponse.json(makeEvent({ id: 9, title: 'Kali Puja' }), { status: 201 });
      }),
      http.get('/api/events', () => HttpResponse.json([])),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
      http.get('/api/events/9', () => HttpResponse.json(makeEvent({ id: 9 }))),
    );
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Event' }));

    await user.type(dialog.getByLabelText('Title'), 'Kali Puja');
    await user.type(dialog.getByLabelText('Date'), '2025-11-01');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');
    await user.type(dialog.getByLabelText(/^Highlights/), 'Food, , Music ,Lamps,');
    await user.type(dialog.getByLabelText(/^What to Bring/), 'Diyas, friends');
    await user.click(dialog.getByRole('switch', { name: 'Registration open' }));

    await user.click(dialog.getByRole('button', { name: 'Add schedule item' }));
    await user.type(dialog.getAllByLabelText(/^Time/)[1], '6 PM');
    await user.type(dialog.getAllByLabelText('Activity')[0], 'Puja');
    await user.click(dialog.getByRole('button', { name: 'Add schedule item' }));
    await user.type(dialog.getAllByLabelText('Activity')[1], 'Fireworks');
    // The second entry goes first.
    await user.click(dialog.getByRole('button', { name: 'Move schedule item 2 up' }));

    await user.click(dialog.getByRole('button', { name: 'Add sponsor' }));
    await user.type(dialog.getByLabelText('Sponsor name'), 'Tracy Sweets');
    await user.type(dialog.getByLabelText(/^Benefits/), 'Dessert stall');
    await user.click(dialog.getByRole('button', { name: 'Add sponsor' }));
    await user.click(dialog.getByRole('button', { name: 'Remove sponsor 2' }));

    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event Created')).toBeInTheDocument();
    expect(screen.getByText('The event has been created successfully.')).toBeInTheDocument();
    expect(body).toEqual({
      title: 'Kali Puja',
      description: '',
      titleBn: '',
      descriptionBn: '',
      date: '2025-11-01',
      endDate: null,
      days: [],
      time: '',
      venue: 'Tracy Hall',
      address: '1 Main St',
      featuredImage: '',
      registrationOpen: false,
      highlights: ['Food', 'Music', 'Lamps'],
      whatToBring: ['Diyas', 'friends'],
      schedule: [
        { time: '', activity: 'Fireworks', description: '' },
        { time: '6 PM', activity: 'Puja', description: '' },
      ],
      sponsors: [{ name: 'Tracy Sweets', benefits: 'Dessert stall' }],
      mealsServed: true,
      capacity: null,
      slots: [],
      sittings: [],
      shifts: [],
      sponsorships: [],
      // Free unless prices are set.
      prices: null,
      // No programme unless it is switched on.
      programmeOpen: false,
      programmeDeadline: null,
      programmeStart: '',
      programmeGapMinutes: 2,
      programmePublished: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Kali Puja' })).toBeInTheDocument();
  }, 30_000);

  it("puts the server's field errors on the fields and says the create failed", async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/events', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { venue: ['Venue is too long'], 'sponsors.0.name': ['Sponsor name is already listed'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Event' }));
    await user.type(dialog.getByLabelText('Title'), 'Kali Puja');
    await user.type(dialog.getByLabelText('Date'), '2025-11-01');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');
    await user.click(dialog.getByRole('button', { name: 'Add sponsor' }));
    await user.type(dialog.getByLabelText('Sponsor name'), 'Tracy Sweets');
    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    expect(await dialog.findByText('Venue is too long')).toBeInTheDocument();
    expect(dialog.getByText('Sponsor name is already listed')).toBeInTheDocument();
    expect(dialog.getByLabelText('Venue')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Failed to create event. Please try again.')).toBeInTheDocument();
  });

  it('edits an event, pre-filled, and says it was updated', async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([durga])),
      http.put('/api/admin/events/1', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...durga, ...body });
      }),
      http.get('/api/events', () => HttpResponse.json([])),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
      http.get('/api/events/1', () => HttpResponse.json(durga)),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Durga Puja 2025' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));

    expect(dialog.getByLabelText('Date')).toHaveValue('2025-10-15');
    expect(dialog.getByLabelText(/^Highlights/)).toHaveValue('Food, Music, Festive Dress, Kids Activities, Fireworks');
    expect(dialog.getAllByLabelText('Activity').map((input) => (input as HTMLInputElement).value)).toEqual([
      'Pushpanjali',
      'Cultural Program',
    ]);
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Durga Puja 2025 (Day 1)');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    expect(body).toMatchObject({ title: 'Durga Puja 2025 (Day 1)', date: '2025-10-15', sponsors: durga.sponsors });
  });

  it('says the update failed', async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([durga])),
      http.put('/api/admin/events/1', () => serverError()),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Durga Puja 2025' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update event. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
  });

  it('deletes after confirmation, with that card busy during the call', async () => {
    let release: () => void = () => undefined;
    let deleted = false;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json(deleted ? [boishakh] : [durga, boishakh])),
      http.delete('/api/admin/events/1', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/events', () => HttpResponse.json([])),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
      http.get('/api/events/1', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Delete Durga Puja 2025' });
    await user.click(button);
    await answerConfirmation(user, 'Delete Event', DURGA_DELETE_QUESTION, 'Delete');

    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete Poila Boishakh' })).toBeEnabled();
    act(() => release());

    expect(await screen.findByText('Event Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Durga Puja 2025' })).not.toBeInTheDocument());
  });

  it('keeps the event when the deletion is cancelled, and gives focus back to its button', async () => {
    const requests = recordRequests();
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([durga])));
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Delete Durga Puja 2025' });
    await user.click(button);
    await answerConfirmation(user, 'Delete Event', DURGA_DELETE_QUESTION, 'Cancel');

    expect(button).toHaveFocus();
    expect(requests).not.toContain('DELETE /api/admin/events/1');
    expect(screen.getByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();
  });

  it('keeps the event when the confirmation is closed with Escape', async () => {
    const requests = recordRequests();
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([durga])));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Durga Puja 2025' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete Event' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).not.toContain('DELETE /api/admin/events/1');
    expect(screen.getByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();
  });

  it('says the delete failed', async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([durga])),
      http.delete('/api/admin/events/1', () => serverError()),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Durga Puja 2025' }));
    await answerConfirmation(user, 'Delete Event', DURGA_DELETE_QUESTION, 'Delete');
    expect(await screen.findByText('Failed to delete event. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Durga Puja 2025' })).toBeEnabled());
  });
});

describe('signed out while working', () => {
  afterEach(() => jest.useRealTimers());

  it('says so on a 401 and goes to /api/login after 500 ms', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([durga])),
      http.delete('/api/admin/events/1', () => unauthorized()),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Delete Durga Puja 2025' }));
    await answerConfirmation(user, 'Delete Event', DURGA_DELETE_QUESTION, 'Delete');

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(450));
    expect(assign).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('treats a read answered 401 the same way, and never retries it', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    let calls = 0;
    renderAdmin(
      http.get('/api/admin/events', () => {
        calls += 1;
        return unauthorized();
      }),
    );
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(assign).toHaveBeenCalledWith('/api/login');
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(calls).toBe(1);
  });

  it('retries a failed admin read up to 3 times', async () => {
    jest.useFakeTimers();
    let calls = 0;
    renderAdmin(
      http.get('/api/admin/events', () => {
        calls += 1;
        return serverError();
      }),
    );
    expect(await screen.findByText('We could not load the events.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(calls).toBe(4);
  });
});

describe('featured image upload', () => {
  // jsdom has no object URLs; the form makes one to preview the chosen file.
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:featured-preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('uploads the chosen image and creates the event with its upload URL', async () => {
    const uploadURL = '/api/objects/upload/put-1?signature=s1';
    const stored = '/objects/images/kali-puja.png';
    const puts: { path: string; type: string | null; csrf: string | null }[] = [];
    let body: Record<string, unknown> | undefined;
    let created = false;
    const kaliPuja = makeEvent({ id: 9, title: 'Kali Puja', featuredImage: stored });
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json(created ? [kaliPuja] : [])),
      http.post('/api/objects/upload', () => HttpResponse.json({ uploadURL })),
      http.put('/api/objects/upload/:target', ({ request }) => {
        const url = new URL(request.url);
        puts.push({
          path: `${url.pathname}${url.search}`,
          type: request.headers.get('content-type'),
          csrf: request.headers.get('x-csrftoken'),
        });
        return new HttpResponse(null, { status: 200 });
      }),
      http.post('/api/admin/events', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        created = true;
        return HttpResponse.json(kaliPuja, { status: 201 });
      }),
      http.get('/api/events', () => HttpResponse.json([])),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
      http.get('/api/events/9', () => HttpResponse.json(kaliPuja)),
    );
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialogElement = await screen.findByRole('dialog', { name: 'Create New Event' });
    const dialog = within(dialogElement);
    await user.type(dialog.getByLabelText('Title'), 'Kali Puja');
    await user.type(dialog.getByLabelText('Date'), '2025-11-01');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');

    // The visible button opens the file picker; the picker's input is what receives the file.
    const fileInput = dialogElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const openPicker = jest.fn();
    fileInput.addEventListener('click', openPicker);
    await user.click(dialog.getByRole('button', { name: 'Upload Image' }));
    expect(openPicker).toHaveBeenCalledTimes(1);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'kali-puja.png', {
      type: 'image/png',
    });
    await user.upload(fileInput, png);

    expect(await dialog.findByText('kali-puja.png', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Preview of kali-puja.png' })).toHaveAttribute('src', 'blob:featured-preview');
    expect(puts).toEqual([{ path: uploadURL, type: 'image/png', csrf: 'test-token' }]);

    await user.click(dialog.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event Created')).toBeInTheDocument();
    expect(body).toMatchObject({ title: 'Kali Puja', date: '2025-11-01', featuredImage: uploadURL });
    // The list shows the stored copy the server answered with.
    expect(await screen.findByRole('img', { name: 'Kali Puja' })).toHaveAttribute('src', stored);
  });
});
