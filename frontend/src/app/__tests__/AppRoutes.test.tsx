import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen } from '@/test-utils';
import { AppRoutes } from '../AppRoutes';

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

  it("opens the door's check-in screen of an event from the admin's chunk, behind the sign-in", async () => {
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json({ authenticated: false, username: null, csrfToken: 'token' })),
    );
    renderWithProviders(<AppRoutes />, { route: '/admin/check-in/4?registration=17' });
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });
});
