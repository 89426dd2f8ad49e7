import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { act, currentPath, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import EventDetailPage from '../components/EventDetailPage';

function renderDetail(id = '1') {
  return renderWithProviders(<EventDetailPage />, { route: `/events/${id}`, path: '/events/:id' });
}

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true, writable: true });
}

afterEach(() => setNavigator({}));
// The event's album; most events here have no photos.
beforeEach(() => server.use(http.get('/api/gallery', () => HttpResponse.json([]))));

describe('EventDetailPage', () => {
  it("shows the event's photos and links to its whole album", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(makeEvent())),
      http.get('/api/gallery', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([
          { id: 5, imagePath: '/objects/images/a.jpg', thumbnailPath: '/objects/thumbnails/a.webp', width: 1200, height: 800, title: 'Aarti', caption: '', eventId: 1, createdAt: '2025-10-16T10:00:00Z' },
        ]);
      }),
    );
    renderDetail();

    const photos = await screen.findByRole('heading', { name: 'Photos' });
    const card = photos.closest('div')?.parentElement as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Aarti' })).toHaveAttribute('src', '/objects/thumbnails/a.webp');
    expect(screen.getByRole('link', { name: 'See all photos of this event' })).toHaveAttribute('href', '/gallery?event=1');
    expect(asked).toEqual(['?eventId=1']);
  });

  it('shows a skeleton, then the event with its sidebar', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ featuredImage: '/objects/events/puja.jpg' }))));
    renderDetail();
    expect(screen.getByRole('status', { name: 'Loading event' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(document.title).toBe('Durga Puja 2025 · Tracy Bengali Association');
    expect(screen.getByRole('img', { name: 'Durga Puja 2025' })).toHaveAttribute('src', '/objects/events/puja.jpg');
    expect(screen.getAllByText('October 15, 2025').length).toBeGreaterThan(0);
    expect(screen.getByText('Registration Open')).toBeInTheDocument();
    expect(screen.getByText('Four days of worship, music and food.')).toBeInTheDocument();
    for (const highlight of ['Food', 'Music', 'Festive Dress', 'Kids Activities', 'Fireworks']) {
      expect(screen.getByText(highlight)).toBeInTheDocument();
    }
    expect(screen.getByText('Pushpanjali')).toBeInTheDocument();
    expect(screen.getByText('Tracy Sweets')).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Event information' });
    expect(within(sidebar).getByRole('heading', { name: 'Join Us!' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/events?register=1');
    expect(within(sidebar).getByText('Open')).toBeInTheDocument();
    expect(within(sidebar).getByText('950 East St, Tracy, CA 95376')).toBeInTheDocument();
  });

  it('has no image or Join Us card when the event has no image and registration is closed', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ registrationOpen: false, sponsors: [] }))));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join Us!' })).not.toBeInTheDocument();
    expect(screen.getByText('Registration Closed')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sponsors' })).not.toBeInTheDocument();
  });

  it('says the event is not found on a 404 and goes back to the events', async () => {
    server.use(http.get('/api/events/99', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    const user = userEvent.setup();
    renderDetail('99');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Tracy Bengali Association');
    expect(screen.getByText("The event you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(currentPath()).toBe('/events');
  });

  it('shares the title, a message with the date and venue, and the page link with the device share sheet', async () => {
    // user-event installs its own clipboard, so the navigator is set up after it.
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share });
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent())));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Durga Puja 2025',
      text: 'Durga Puja 2025\nWednesday, October 15, 2025, 10:00 AM - 9:00 PM\nTracy Community Center',
      url: 'http://localhost/events/1',
    });
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });

  it('leaves the time out of the message when the event has none', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share });
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ time: '' }))));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Durga Puja 2025\nWednesday, October 15, 2025\nTracy Community Center' }),
    );
  });

  it('copies the same message and the link when sharing fails', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share: jest.fn().mockRejectedValue(new Error('not allowed')), clipboard: { writeText } });
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent())));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Event link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      'Durga Puja 2025\nWednesday, October 15, 2025, 10:00 AM - 9:00 PM\nTracy Community Center\nhttp://localhost/events/1',
    );
  });

  it('asks to copy the URL by hand when neither works', async () => {
    const user = userEvent.setup();
    setNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent())));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByText('Unable to share')).toBeInTheDocument());
    expect(screen.getByText('Please copy the URL manually')).toBeInTheDocument();
  });

  it('shows repeated highlights, things to bring and sponsor names as often as they are listed', async () => {
    const consoleError = jest.spyOn(console, 'error');
    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json(
          makeEvent({
            highlights: ['Music', 'Music'],
            whatToBring: ['Snacks', 'Snacks'],
            sponsors: [
              { name: 'Tracy Sweets', benefits: 'Dessert stall' },
              { name: 'Tracy Sweets', benefits: 'Tea stall' },
            ],
          }),
        ),
      ),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.getAllByText('Music')).toHaveLength(2);
    expect(screen.getAllByText('Snacks')).toHaveLength(2);
    expect(screen.getAllByText('Tracy Sweets')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
  });
});


describe('EventDetailPage seats', () => {
  it('says how many spots are left, in the header and beside Register Now', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ capacity: 40, spotsLeft: 12 }))));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.getAllByText('12 spots left')).toHaveLength(2);
    const sidebar = screen.getByRole('complementary', { name: 'Event information' });
    expect(within(sidebar).getByText('12 spots left')).toBeInTheDocument();
  });

  it('says "1 spot left" for the last one', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ capacity: 40, spotsLeft: 1 }))));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.getAllByText('1 spot left').length).toBeGreaterThan(0);
    expect(screen.queryByText(/spots left/)).not.toBeInTheDocument();
  });

  it('offers the waiting list when the event is full, still with Register Now', async () => {
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(makeEvent({ capacity: 40, spotsLeft: 0, waitlistCount: 3 }))),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    const sidebar = screen.getByRole('complementary', { name: 'Event information' });
    expect(within(sidebar).getByText('Full: join the waiting list')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/events?register=1');
    // Also at the top, for phones, where the sidebar comes last.
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/events?register=1');
  });

  it('says nothing about seats for an event without a limit, or one that is closed', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ capacity: null, spotsLeft: null }))));
    const { unmount } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.queryByText(/spots? left|waiting list/)).not.toBeInTheDocument();
    unmount();

    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json(makeEvent({ capacity: 40, spotsLeft: 0, registrationOpen: false })),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.queryByText(/spots? left|waiting list/)).not.toBeInTheDocument();
  });
});

describe('EventDetailPage dishes and helpers', () => {
  const slots = [
    { id: 1, kind: 'bring' as const, title: 'Payesh (rice pudding)', needed: 2, taken: 1 },
    { id: 2, kind: 'bring' as const, title: 'Mishti doi', needed: 2, taken: 2 },
    { id: 3, kind: 'volunteer' as const, title: 'Hall setup at 9 AM', needed: 4, taken: 1 },
  ];

  it('lists the dishes and jobs still needed, leaving out those covered', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ slots }))));
    renderDetail();
    const card = (await screen.findByRole('heading', { name: 'Lend a Hand' })).closest('div.rounded-2xl') as HTMLElement;
    const dishes = within(card).getByRole('region', { name: 'Dishes still needed' });
    expect(within(dishes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Payesh (rice pudding)1 of 2 still needed',
    ]);
    const helpers = within(card).getByRole('region', { name: 'Helpers still needed' });
    expect(within(helpers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hall setup at 9 AM3 of 4 still needed',
    ]);
    expect(within(card).queryByText('Mishti doi')).not.toBeInTheDocument();
  });

  it('thanks everyone when every dish and job is covered', async () => {
    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json(makeEvent({ slots: slots.map((slot) => ({ ...slot, taken: slot.needed })) })),
      ),
    );
    renderDetail();
    expect(await screen.findByText('Every dish and job is covered. Thank you, everyone!')).toBeInTheDocument();
    expect(screen.queryByText(/still needed/)).not.toBeInTheDocument();
  });

  it('has no such card for an event that needs nothing', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ slots: [] }))));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.queryByRole('heading', { name: 'Lend a Hand' })).not.toBeInTheDocument();
  });
});

describe('EventDetailPage calendar links', () => {
  it('offers the .ics file and a Google Calendar entry at the event time', async () => {
    const event = makeEvent({
      time: '5:00 PM - 10:00 PM',
      startsAt: '2025-10-15T17:00:00-07:00',
      endsAt: '2025-10-15T22:00:00-07:00',
    });
    server.use(http.get('/api/events/1', () => HttpResponse.json(event)));
    renderDetail();
    const sidebar = within(await screen.findByRole('complementary', { name: 'Event information' }));
    expect(sidebar.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute('href', '/api/events/1/calendar.ics');
    const google = new URL(sidebar.getByRole('link', { name: /Google Calendar/ }).getAttribute('href') ?? '');
    expect(google.searchParams.get('dates')).toBe('20251015T170000/20251015T220000');
    expect(google.searchParams.get('ctz')).toBe('America/Los_Angeles');
    expect(google.searchParams.get('details')).toContain('http://localhost/events/1');
  });

  it('offers none for an event that is over', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ isPast: true, registrationOpen: false }))));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' });
    expect(screen.queryByRole('link', { name: 'Add to Calendar' })).not.toBeInTheDocument();
  });
});

describe('EventDetailPage from the page\'s first data', () => {
  it('shows the event at once, with no skeleton and no request', async () => {
    let requests = 0;
    server.use(
      http.get('/api/events/1', () => {
        requests += 1;
        return HttpResponse.json(makeEvent({ title: 'Fetched again' }));
      }),
    );
    renderWithProviders(<EventDetailPage />, {
      route: '/events/1',
      path: '/events/:id',
      initialData: { '/api/events/1': makeEvent({ capacity: 20, spotsLeft: 3 }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading event' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.getAllByText('3 spots left').length).toBeGreaterThan(0);
    // Give a request that should not happen the time to happen (the photos' read may answer meanwhile).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
  });

  it('still shows its event when the API cannot be reached', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.error()));
    renderWithProviders(<EventDetailPage />, {
      route: '/events/1',
      path: '/events/:id',
      initialData: { '/api/events/1': makeEvent() },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Event not found' })).not.toBeInTheDocument();
  });
});
