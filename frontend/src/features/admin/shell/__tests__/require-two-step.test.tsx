import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders, screen } from '@/test-utils';
import { makeSettings } from '@/test/fixtures';
import AdminPage from '../AdminPage';
import { emptyInbox, signedIn } from './helpers';

function renderAs(twoFactor: boolean) {
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json({ ...signedIn, roles: ['treasurer'], twoFactor })),
    http.get('/api/settings', () => HttpResponse.json(makeSettings({ requireTwoFactorFor: ['treasurer'] }))),
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/registrations/stats', () =>
      HttpResponse.json({ totalRegistrations: 0, totalGuests: 0, todayRegistrations: 0 }),
    ),
    emptyInbox,
  );
  return renderWithProviders(<AdminPage />, { route: '/admin' });
}

describe('a role the settings require a second step for', () => {
  it('shows only the set-up until the account has one', async () => {
    renderAs(false);

    expect(await screen.findByText(/Your role asks for two-step sign-in/)).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });

  it('opens the tabs once it has one', async () => {
    renderAs(true);

    expect(await screen.findByRole('tab', { name: 'Treasurer' })).toBeInTheDocument();
    expect(screen.queryByText(/Your role asks for two-step sign-in/)).not.toBeInTheDocument();
  });
});
