import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';
import { cleanup, renderWithProviders, screen } from '@/test-utils';
import { activateLocale } from '@/lib/i18n';
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
      http.get('/api/auth/session', () => HttpResponse.json({ authenticated: false, username: null, csrfToken: 'token', twoFactor: false, name: null, roles: [] })),
    );
    renderWithProviders(<AppRoutes />, { route: '/admin/check-in/4?registration=17' });
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
  });

  describe('in Bengali', () => {
    // Unmounted before jest.setup switches back to English, which would otherwise re-render the page outside act().
    afterEach(cleanup);

    it('says in Bengali that a page is not found, with the way back and the skip link', async () => {
      await activateLocale('bn');
      renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
      expect(await screen.findByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
      expect(screen.getByText('৪০৪')).toBeInTheDocument();
      expect(screen.getByText('আপনি যে পাতাটি খুঁজছেন সেটি নেই, বা অন্য কোথাও সরানো হয়েছে।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'প্রথম পাতায় ফিরুন' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'সরাসরি মূল অংশে যান' })).toHaveAttribute('href', '#main');
    });

    it("says in Bengali that a page is loading while its code arrives (this file's only visit to the contact page)", async () => {
      await activateLocale('bn');
      renderWithProviders(<AppRoutes />, { route: '/contact' });
      expect(screen.getByRole('status', { name: 'পাতাটি আসছে' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
    });
  });
});
