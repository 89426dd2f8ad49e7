import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeFestival } from '@/test/fixtures';
import { renderWithProviders, screen, within } from '@/test-utils';
import EventDetailPage from '../components/EventDetailPage';
import EventsPage from '../components/EventsPage';

const festival = makeFestival({ id: 1 });

beforeEach(() =>
  server.use(
    http.get('/api/gallery', () => HttpResponse.json([])),
    http.get('/api/events/1', () => HttpResponse.json(festival)),
    http.get('/api/events', () => HttpResponse.json([festival])),
  ),
);

describe('a festival of several days', () => {
  it('shows each day on the event page with its date, meals and the seats it has left', async () => {
    renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });

    const days = within(await screen.findByRole('region', { name: 'Festival days' }));
    expect(days.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Shashthi',
      'Saptami',
      'Ashtami',
      'Navami',
      'Dashami',
    ]);
    const ashtami = within(days.getByRole('heading', { name: 'Ashtami' }).closest('li') as HTMLElement);
    expect(ashtami.getByText('Friday, October 17')).toBeInTheDocument();
    expect(ashtami.getByText('Lunch bhog · Dinner')).toBeInTheDocument();
    expect(ashtami.getByText('4 spots left')).toBeInTheDocument();
    // A day without a limit says nothing about seats.
    const navami = within(days.getByRole('heading', { name: 'Navami' }).closest('li') as HTMLElement);
    expect(navami.queryByText(/spots? left/)).not.toBeInTheDocument();
    expect(screen.getAllByText('October 15 – October 19, 2025').length).toBeGreaterThan(0);
  });

  it('says a full day is full', async () => {
    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json({
          ...festival,
          days: festival.days!.map((day) => (day.title === 'Ashtami' ? { ...day, spotsLeft: 0 } : day)),
        }),
      ),
    );
    renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });

    const days = within(await screen.findByRole('region', { name: 'Festival days' }));
    const ashtami = within(days.getByRole('heading', { name: 'Ashtami' }).closest('li') as HTMLElement);
    expect(ashtami.getByText('Full: join the waiting list')).toBeInTheDocument();
  });

  it("shows the festival's first and last days on its card", async () => {
    renderWithProviders(<EventsPage />, { route: '/events' });

    expect(await screen.findByText('October 15 – October 19, 2025')).toBeInTheDocument();
  });
});
