import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders, screen, waitFor, within } from '@/test-utils';
import WelcomePage from '../../account/WelcomePage';
import { renderAdmin } from '../../shell/__tests__/helpers';

const mitali = {
  id: 1,
  username: 'mitali',
  name: 'Mitali Roy',
  email: 'mitali@example.org',
  roles: ['administrator'],
  twoFactor: true,
  lastSignIn: '2026-11-20T18:00:00Z' as string | null,
  active: true,
};

describe('people', () => {
  it('lists the accounts and invites someone with their roles', async () => {
    let sent: unknown;
    const people = [mitali];
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/people', () => HttpResponse.json(people)),
      http.post('/api/admin/people', async ({ request }) => {
        sent = await request.json();
        const person = {
          ...mitali,
          id: 2,
          username: 'rina',
          name: 'Rina Sen',
          email: 'rina@example.org',
          roles: ['door'],
          twoFactor: false,
          lastSignIn: null,
        };
        people.push(person);
        return HttpResponse.json(person, { status: 201 });
      }),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'People' }));
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getByText('Mitali Roy')).toBeInTheDocument();
    expect(within(list).getByText('Two-step sign-in on')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('Username'), 'rina');
    await user.type(within(dialog).getByLabelText('Name'), 'Rina Sen');
    await user.type(within(dialog).getByLabelText('Email'), 'rina@example.org');
    await user.click(within(dialog).getByLabelText(/^Organiser/));
    await user.click(within(dialog).getByLabelText(/^Door/));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(sent).toEqual({ username: 'rina', name: 'Rina Sen', email: 'rina@example.org', roles: ['door'] }),
    );
    expect(await within(list).findByText('Rina Sen')).toBeInTheDocument();
  });

  it("shows the server's refusal to remove the last administrator", async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/people', () => HttpResponse.json([mitali])),
      http.put('/api/admin/people/1', () =>
        HttpResponse.json({ message: 'At least one administrator must remain.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'People' }));
    await user.click(await screen.findByRole('button', { name: 'Edit mitali' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mitali' });
    await user.click(within(dialog).getByLabelText(/^Administrator/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('At least one administrator must remain.')).toBeInTheDocument();
  });
});

describe('the welcome page', () => {
  it('asks for the password twice, alike', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WelcomePage />, { route: '/admin/welcome?token=abc.def' });

    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('The password again'), 'a long new passwort');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
  });

  it('says an expired invitation and what to do', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/welcome', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'This invitation has expired.' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WelcomePage />, { route: '/admin/welcome?token=abc.def' });

    await user.type(await screen.findByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('The password again'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask an administrator to invite you again.',
    );
    expect(sent).toEqual({ token: 'abc.def', password: 'a long new password' });
  });
});
