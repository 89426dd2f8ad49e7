import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders, screen } from '@/test-utils';
import AdminPage from '../AdminPage';
import { emptyInbox, signedIn } from './helpers';

function renderAs(roles: string[]) {
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json({ ...signedIn, roles })),
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/registrations/stats', () =>
      HttpResponse.json({ totalRegistrations: 0, totalGuests: 0, todayRegistrations: 0 }),
    ),
    emptyInbox,
  );
  return renderWithProviders(<AdminPage />, { route: '/admin' });
}

async function tabNames() {
  await screen.findByRole('heading', { name: 'Admin Dashboard' });
  return screen.queryAllByRole('tab').map((tab) => tab.textContent);
}

describe('the tabs a role reaches', () => {
  it('shows an administrator every tab', async () => {
    renderAs(['administrator']);

    expect(await tabNames()).toEqual([
      'Events',
      'Registrations',
      'Programme',
      'Sponsors',
      'Gallery',
      'Messages',
      'Announcements',
      'Membership',
      'Treasurer',
      'WhatsApp',
      'Import',
      'Activity',
      'Settings',
      'People',
    ]);
  });

  it('shows a treasurer the registrations and the money, opening on the first', async () => {
    renderAs(['treasurer']);

    expect(await tabNames()).toEqual(['Registrations', 'Sponsors', 'Membership', 'Treasurer', 'WhatsApp', 'Import']);
    expect(screen.getByRole('tab', { name: 'Registrations' })).toHaveAttribute('aria-selected', 'true');
  });

  it('joins the tabs of several roles', async () => {
    renderAs(['door', 'organiser']);

    const names = await tabNames();
    expect(names).toContain('Events');
    expect(names).not.toContain('Treasurer');
    expect(names).not.toContain('Settings');
  });

  it('tells an account with no role to ask for one', async () => {
    renderAs([]);

    expect(await tabNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Your account has no role yet. Ask an administrator to give you one.');
  });
});
