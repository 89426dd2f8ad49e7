import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { currentPath, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import EventDetailPage from '../components/EventDetailPage';

function renderDetail(id = '1') {
  return renderWithProviders(<EventDetailPage />, { route: `/events/${id}`, path: '/events/:id' });
}

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true, writable: true });
}

afterEach(() => setNavigator({}));

describe('EventDetailPage', () => {
  it('shows a skeleton, then the event with its sidebar', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ featuredImage: '/objects/events/puja.jpg' }))));
    renderDetail();
    expect(screen.getByRole('status', { name: 'Loading event' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
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
    expect(screen.getByText("The event you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(currentPath()).toBe('/events');
  });

  it('shares with the device share sheet when there is one', async () => {
    // user-event installs its own clipboard, so the navigator is set up after it.
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share });
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent())));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Durga Puja 2025', url: 'http://localhost/' }));
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });

  it('copies the link when sharing fails', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share: jest.fn().mockRejectedValue(new Error('not allowed')), clipboard: { writeText } });
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent())));
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Event link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/');
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

