import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent, makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen } from '@/test-utils';
import { INITIAL_DATA_ID, readInitialData, type InitialData } from '@/lib/initial-data';
import { AppRoutes, preloadRoute } from '../AppRoutes';

const settings = makeSettings({ showAnnouncement: true, announcementText: 'Durga Puja registration is open!' });
const event = makeEvent({ id: 7, title: 'Kali Puja & Diwali Night', capacity: 12, spotsLeft: 2 });
const image = {
  id: 3,
  imagePath: '/objects/images/dhunuchi.jpg',
  thumbnailPath: '/objects/thumbnails/dhunuchi.webp',
  width: 800,
  height: 600,
  title: 'Dhunuchi naach',
  caption: '',
  eventId: null,
  createdAt: '2025-10-01T10:00:00Z',
};

/** What the server writes into each page (sharing/head.py): settings, and the page's own data. */
const pages: [string, InitialData, string][] = [
  ['/', { '/api/settings': settings, '/api/events/featured': event }, 'Kali Puja & Diwali Night'],
  ['/events', { '/api/settings': settings, '/api/events': [event] }, 'Kali Puja & Diwali Night'],
  [
    '/events/7',
    { '/api/settings': settings, '/api/events/7': event, '/api/gallery?eventId=7': [image] },
    'Kali Puja & Diwali Night',
  ],
  ['/gallery', { '/api/settings': settings, '/api/gallery': [image] }, 'Community Gallery'],
  ['/contact', { '/api/settings': settings }, 'Get in Touch'],
];

let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url).pathname);
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
  // Every read answers, so a request that should not happen shows up in `requests` rather than
  // failing as unexpected.
  server.use(
    http.get('/api/settings', () => HttpResponse.json(settings)),
    http.get('/api/events/featured', () => HttpResponse.json(event)),
    http.get('/api/events', () => HttpResponse.json([event])),
    http.get('/api/events/7', () => HttpResponse.json(event)),
    http.get('/api/gallery', () => HttpResponse.json([image])),
  );
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  document.getElementById(INITIAL_DATA_ID)?.remove();
});

function writeInitialData(data: InitialData) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

describe('the first render from the page\'s first data', () => {
  it.each(pages)('%s shows its content at once: no skeleton, no request', async (route, data, heading) => {
    writeInitialData(data);
    await preloadRoute(route);
    renderWithProviders(<AppRoutes />, { route, initialData: readInitialData() });

    expect(screen.getAllByRole('heading', { name: heading }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: settings.groupName })).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('shows the announcement banner in the first render of the home page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', initialData: pages[0][1] });
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent(
      'Durga Puja registration is open!',
    );
  });

  it('shows the seats left on the featured event of the first render', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', initialData: pages[0][1] });
    expect(screen.getByText('2 spots left')).toBeInTheDocument();
  });

  it('shows skeletons and fetches when the page carries no data', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: settings.groupName })).toBeInTheDocument();
    expect(requests).toEqual(expect.arrayContaining(['/api/settings', '/api/events/featured']));
  });
});
