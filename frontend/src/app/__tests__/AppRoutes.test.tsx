import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen } from '@/test-utils';
import { AppRoutes } from '../AppRoutes';
import { isActivePath, registerPath, eventPath } from '../routes';

beforeEach(() => {
  server.use(
    http.get('/api/settings', () => HttpResponse.json(makeSettings())),
    http.get('/api/gallery', () => HttpResponse.json([])),
  );
});

describe('routes', () => {
  it('shows "Page Not Found" for an unknown path, inside the layout', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('loads a page from its own chunk', async () => {
    renderWithProviders(<AppRoutes />, { route: '/gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Gallery' })).toBeInTheDocument();
  });

  it('builds paths and matches active links', () => {
    expect(eventPath(4)).toBe('/events/4');
    expect(registerPath(4)).toBe('/events?register=4');
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/events')).toBe(false);
    expect(isActivePath('/events', '/events/4')).toBe(true);
    expect(isActivePath('/events', '/eventsx')).toBe(false);
  });
});
