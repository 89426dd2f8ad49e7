import type { Event } from '@/lib/api-types';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { renderWithProviders, screen, within } from '@/test-utils';
import userEvent from '@testing-library/user-event';
import EventsPage from '../components/EventsPage';

function useEventsResponse(events: Event[]) {
  server.use(http.get('/api/events', () => HttpResponse.json(events)));
}

const second = makeEvent({ id: 2, title: 'Saraswati Puja', date: '2026-02-02', registrationOpen: true });
const third = makeEvent({ id: 3, title: 'Rabindra Jayanti', date: '2026-05-08', registrationOpen: false });

describe('EventsPage', () => {
  it('shows skeletons, then the first event featured and the others as cards', async () => {
    useEventsResponse([makeEvent(), second, third]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();

    const featured = await screen.findByRole('region', { name: 'Durga Puja 2025' });
    expect(document.title).toBe('Events · Tracy Bengali Association');
    expect(within(featured).getByText('Upcoming Event')).toBeInTheDocument();
    expect(within(featured).getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(within(featured).getByText('October 15, 2025')).toBeInTheDocument();
    expect(within(featured).getByText('950 East St, Tracy, CA 95376')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: /View Map/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('950 East St, Tracy, CA 95376')),
    );
    expect(within(featured).getByRole('link', { name: /View Full Details/ })).toHaveAttribute('href', '/events/1');
    expect(within(featured).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/events?register=1');
    expect(within(featured).getByText('Pushpanjali')).toBeInTheDocument();
    expect(within(featured).getByText('Morning offering')).toBeInTheDocument();
    expect(within(featured).getByText('An appetite')).toBeInTheDocument();
    expect(within(featured).getByText(/^Dress Code:/)).toBeInTheDocument();
    expect(within(featured).getByText('Tracy Sweets')).toBeInTheDocument();
    expect(within(featured).getByText('Dessert stall')).toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).queryByText('Durga Puja 2025')).not.toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'Saraswati Puja' })).toBeInTheDocument();
    expect(within(upcoming).getByText('Registration Open')).toBeInTheDocument();
    expect(within(upcoming).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Register: Saraswati Puja' })).toHaveAttribute(
      'href',
      '/events?register=2',
    );
    expect(within(upcoming).queryByRole('link', { name: 'Register: Rabindra Jayanti' })).not.toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'View Details: Rabindra Jayanti' })).toHaveAttribute(
      'href',
      '/events/3',
    );
    expect(within(upcoming).queryByText('Poila Boishakh')).not.toBeInTheDocument();
  });

  it('keeps the featured event compact on a phone, with a way down to the list', async () => {
    useEventsResponse([makeEvent(), second]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    const featured = await screen.findByRole('region', { name: 'Durga Puja 2025' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(featured).getByRole('link', { name: 'See all upcoming events' })).toHaveAttribute(
      'href',
      `#${upcoming.id}`,
    );
    // The long parts wait on the event's own page on a phone (hidden below the wide layout's breakpoint).
    for (const heading of ['Event Highlights', 'Event Schedule', 'What to Bring', 'Our Sponsors', 'Join the Celebration']) {
      const part = within(featured).getByRole('heading', { name: heading }).closest('.max-lg\\:hidden');
      expect(part).not.toBeNull();
    }
    expect(within(featured).getByText(makeEvent().description)).toHaveClass('line-clamp-3', 'lg:line-clamp-none');
    // What a phone keeps: when, where, and the two ways on.
    for (const kept of [
      within(featured).getByText('October 15, 2025'),
      within(featured).getByRole('link', { name: 'Register Now' }),
      within(featured).getByRole('link', { name: /View Full Details/ }),
    ]) {
      expect(kept.closest('.max-lg\\:hidden')).toBeNull();
    }
  });

  it('shows four highlight tiles and the fifth on its own', async () => {
    useEventsResponse([makeEvent({ highlights: ['Food', 'Music', 'Festive Dress', 'Kids Activities', 'Fireworks', 'Extra'] })]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    const highlights = (await screen.findByRole('heading', { name: 'Event Highlights' })).closest('div.rounded-2xl') as HTMLElement;
    const tiles = within(highlights).getAllByRole('listitem').map((item) => item.textContent);
    expect(tiles).toEqual(['Food', 'Music', 'Festive Dress', 'Kids Activities']);
    expect(within(highlights).getByText('Fireworks')).toBeInTheDocument();
    expect(within(highlights).queryByText('Extra')).not.toBeInTheDocument();
  });

  it('says the time is to be determined and registration is closed when so', async () => {
    useEventsResponse([makeEvent({ time: '', registrationOpen: false })]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByText('To Be Determined')).toBeInTheDocument();
    expect(screen.getByText('Registration Closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('adds the two placeholder cards when there is only one event', async () => {
    useEventsResponse([makeEvent()]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getByRole('heading', { name: 'Poila Boishakh' })).toBeInTheDocument();
    expect(within(upcoming).getByText('April 2025')).toBeInTheDocument();
    expect(within(upcoming).getByRole('heading', { name: 'Durga Puja' })).toBeInTheDocument();
    expect(within(upcoming).getByText('Fall 2025')).toBeInTheDocument();
    expect(within(upcoming).getAllByText('Coming Soon')).toHaveLength(2);
  });

  it('shows the empty message and the placeholder cards with no events', async () => {
    useEventsResponse([]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByText('No upcoming events at the moment. Check back soon!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Poila Boishakh' })).toBeInTheDocument();
  });

  it('says when the events cannot be loaded and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/events', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('down', { status: 503 }) : HttpResponse.json([makeEvent()]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByText("We couldn't load the events right now.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Durga Puja 2025' })).toBeInTheDocument();
  });

  it('shows repeated highlights, things to bring and sponsor names as often as they are listed', async () => {
    const consoleError = jest.spyOn(console, 'error');
    useEventsResponse([
      makeEvent({
        highlights: ['Music', 'Music'],
        whatToBring: ['Snacks', 'Snacks'],
        sponsors: [
          { name: 'Tracy Sweets', benefits: 'Dessert stall' },
          { name: 'Tracy Sweets', benefits: 'Tea stall' },
        ],
      }),
    ]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    const featured = await screen.findByRole('region', { name: 'Durga Puja 2025' });
    expect(within(featured).getAllByText('Music')).toHaveLength(2);
    expect(within(featured).getAllByText('Snacks')).toHaveLength(2);
    expect(within(featured).getAllByText('Tracy Sweets')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
  });
});


describe('EventsPage seats', () => {
  it('says on each card how many spots are left, or that the event is full and takes a waiting list', async () => {
    useEventsResponse([
      makeEvent({ capacity: 150, spotsLeft: 40 }),
      { ...second, capacity: 30, spotsLeft: 1 },
      { ...third, id: 4, title: 'Kali Puja', registrationOpen: true, capacity: 12, spotsLeft: 0 },
      { ...third, id: 5, title: 'Poila Boishakh 1433', registrationOpen: true, capacity: null, spotsLeft: null },
    ]);
    renderWithProviders(<EventsPage />, { route: '/events' });
    const featured = await screen.findByRole('region', { name: 'Durga Puja 2025' });
    expect(within(featured).getAllByText('40 spots left')).toHaveLength(2);

    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div.rounded-2xl') as HTMLElement;
    expect(within(upcoming).getByText('1 spot left')).toBeInTheDocument();
    expect(within(card('Poila Boishakh 1433')).queryByText(/left|waiting list/)).not.toBeInTheDocument();
    const full = card('Kali Puja');
    expect(within(full).getByText('Full: join the waiting list')).toBeInTheDocument();
    expect(within(full).getByRole('link', { name: 'Register: Kali Puja' })).toHaveAttribute('href', '/events?register=4');
  });
});
