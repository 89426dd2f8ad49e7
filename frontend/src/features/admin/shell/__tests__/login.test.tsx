import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { act, renderWithProviders, screen, waitFor } from '@/test-utils';
import { navigation } from '@/lib/navigation';
import { makeEvent } from '@/test/fixtures';
import AdminPage from '../AdminPage';
import { emptyInbox, signedIn, signedOut } from './helpers';

function renderPage() {
  return renderWithProviders(<AdminPage />, { route: '/admin' });
}

describe('admin sign-in', () => {
  it('asks for username and password, both required', async () => {
    server.use(http.get('/api/auth/session', () => HttpResponse.json(signedOut)));
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the dashboard after a successful sign-in', async () => {
    let body: unknown;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(signedIn);
      }),
      http.get('/api/admin/events', () => HttpResponse.json([makeEvent()])),
      emptyInbox,
    );
    const user = userEvent.setup();
    renderPage();

    await user.type(await screen.findByLabelText('Username'), 'organiser');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(body).toEqual({ username: 'organiser', password: 'secret words' });
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Durga Puja 2025')).toBeInTheDocument();
  });

  it('shows wrong credentials for 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      server.use(
        http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
        http.post('/api/auth/login', () =>
          HttpResponse.json({ message: 'Invalid credentials. Please try again.' }, { status: 400 }),
        ),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPage();

      await user.type(await screen.findByLabelText('Username'), 'organiser');
      await user.type(screen.getByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(2900));
      expect(screen.getByText('Invalid credentials. Please try again.')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Invalid credentials. Please try again.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's message when sign-in is locked out", async () => {
    const message = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
      http.post('/api/auth/login', () => HttpResponse.json({ message }, { status: 429 })),
    );
    const user = userEvent.setup();
    renderPage();

    await user.type(await screen.findByLabelText('Username'), 'organiser');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps a signed-in session across a reload', async () => {
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
      http.get('/api/admin/events', () => HttpResponse.json([])),
      emptyInbox,
    );
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as organiser')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Access' })).not.toBeInTheDocument();
  });

  it('logs out on the server, then leaves through /api/logout', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    let loggedOut = false;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
      http.get('/api/admin/events', () => HttpResponse.json([])),
      emptyInbox,
      http.post('/api/auth/logout', () => {
        loggedOut = true;
        return HttpResponse.json(signedOut);
      }),
    );
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(loggedOut).toBe(true);
  });
});
