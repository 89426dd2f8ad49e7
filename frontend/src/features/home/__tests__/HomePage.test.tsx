import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent, makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen, waitFor } from '@/test-utils';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { HomePage } from '../components/HomePage';

describe('HomePage', () => {
  it('shows the settings, the announcement and the featured event', async () => {
    server.use(
      http.get('/api/settings', () =>
        HttpResponse.json(makeSettings({ showAnnouncement: true, announcementText: 'Volunteers needed!' })),
      ),
      http.get('/api/events/featured', () => HttpResponse.json(makeEvent({ featuredImage: '/objects/puja.jpg' }))),
    );
    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tracy Bengali Association' })).toBeInTheDocument();
    expect(screen.getByText('Volunteers needed!')).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Events/ })).toHaveAttribute('href', '/events');

    expect(await screen.findByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.getByText('October 15, 2025')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM - 9:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Tracy Community Center')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Durga Puja 2025' })).toHaveAttribute('src', '/objects/puja.jpg');
    expect(screen.getByRole('link', { name: 'Learn More & Register' })).toHaveAttribute('href', '/events');
  });

  it('hides the announcement when it is switched off', async () => {
    server.use(
      http.get('/api/settings', () =>
        HttpResponse.json(makeSettings({ showAnnouncement: false, announcementText: 'Volunteers needed!' })),
      ),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracy Bengali Association' })).toBeInTheDocument();
    expect(screen.queryByText('Volunteers needed!')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then the empty message with no featured event', async () => {
    server.use(
      http.get('/api/settings', () => HttpResponse.json(makeSettings())),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
    );
    renderWithProviders(<HomePage />);
    expect(screen.getByLabelText('Loading featured event')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events at the moment. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading featured event')).not.toBeInTheDocument();
  });

  it('uses the default texts and the default image when settings fail and the event has no image', async () => {
    server.use(
      http.get('/api/settings', () => new HttpResponse('boom', { status: 500 })),
      http.get('/api/events/featured', () => HttpResponse.json(makeEvent({ time: '' }))),
    );
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('img', { name: 'Durga Puja 2025' })).toHaveAttribute(
      'src',
      '/static/assets/test-file.svg',
    );
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_SETTINGS.groupName })).toBeInTheDocument();
    expect(screen.getByText('Celebrating Culture, Together')).toBeInTheDocument();
    expect(screen.queryByText('10:00 AM - 9:00 PM')).not.toBeInTheDocument();
  });

  it('shows the four quick links, Community without a link', async () => {
    server.use(
      http.get('/api/settings', () => HttpResponse.json(makeSettings())),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
    );
    renderWithProviders(<HomePage />);
    await screen.findByText('No upcoming events at the moment. Check back soon!');
    expect(screen.getByRole('link', { name: /^Events/ })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: /^Gallery/ })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: /^Contact/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: 'Community' }).closest('a')).toBeNull();
  });

  it('shows no About section when the organiser cleared its text', async () => {
    server.use(
      http.get('/api/settings', () => HttpResponse.json(makeSettings({ aboutText: '' }))),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
    );
    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tracy Bengali Association' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events at the moment. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_SETTINGS.aboutText.split('\n\n')[0])).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument();
  });

  it('shows skeletons, not the default texts, while the settings load', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/settings', async () => {
        await released;
        return HttpResponse.json(makeSettings({ aboutText: 'Our own story.' }));
      }),
      http.get('/api/events/featured', () => HttpResponse.json(null)),
    );
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('status', { name: 'Loading group details' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading about us' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events at the moment. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_SETTINGS.tagline)).not.toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_SETTINGS.aboutText.split('\n\n')[0])).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracy Bengali Association' })).toBeInTheDocument();
    expect(screen.getByText('Our own story.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument());
  });
});
