import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders, screen, within } from '@/test-utils';
import AdminPage from '../AdminPage';
import { emptyInbox, renderAdmin, signedIn, signedOut } from './helpers';

const secondStep = { twoFactorRequired: true, methods: ['totp'] };
const expired = 'Your sign-in has expired. Enter your username and password again.';

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'organiser');
  await user.type(screen.getByLabelText('Password'), 'secret words');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('two-step sign-in', () => {
  it('asks for the code after the password, then opens the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
      http.post('/api/auth/login', () => HttpResponse.json(secondStep)),
      http.post('/api/auth/login/two-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...signedIn, twoFactor: true });
      }),
      http.get('/api/admin/events', () => HttpResponse.json([])),
      emptyInbox,
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: '/admin' });

    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(sent).toEqual({ code: '123456' });
    // Only the code was asked for: this account has no passkey.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('says a wrong code and lets the organiser try again', async () => {
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
      http.post('/api/auth/login', () => HttpResponse.json(secondStep)),
      http.post('/api/auth/login/two-factor', () => HttpResponse.json({ message: 'That code is wrong.' }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: '/admin' });

    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong.');
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });

  it('asks for a code before sending anything', async () => {
    let calls = 0;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
      http.post('/api/auth/login', () => HttpResponse.json(secondStep)),
      http.post('/api/auth/login/two-factor', () => {
        calls += 1;
        return HttpResponse.json(signedIn);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: '/admin' });

    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('goes back to the password, saying why, when the half-done sign-in has ended', async () => {
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedOut)),
      http.post('/api/auth/login', () => HttpResponse.json(secondStep)),
      http.post('/api/auth/login/two-factor', () => HttpResponse.json({ message: expired }, { status: 401 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />, { route: '/admin' });

    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(expired);
  });

  it('sets up an authenticator app and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, n) => `abcde-fgh${n}k`);
    let confirmed: unknown;
    let session = signedIn;
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(session)),
      emptyInbox,
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/two-factor/totp', () =>
        HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg></svg>' }),
      ),
      http.post('/api/admin/two-factor/totp/confirm', async ({ request }) => {
        confirmed = await request.json();
        session = { ...signedIn, twoFactor: true };
        return HttpResponse.json({ recoveryCodes: codes });
      }),
    );
    renderWithProviders(<AdminPage />, { route: '/admin' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    expect(dialog).toHaveTextContent('Off: your password alone signs you in.');
    await user.click(within(dialog).getByRole('button', { name: 'Set up an authenticator app' }));

    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(within(dialog).getByLabelText('Code from the app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(confirmed).toEqual({ code: '123456' });
    expect(await within(dialog).findByText(/On: after your password/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Set up a new authenticator app' })).toBeInTheDocument();
  });

  it("says the server's word when the app's code is wrong", async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/two-factor/totp', () =>
        HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg></svg>' }),
      ),
      http.post('/api/admin/two-factor/totp/confirm', () => HttpResponse.json({ message: 'That code is wrong.' }, { status: 400 })),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await within(dialog).findByLabelText('Code from the app'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is wrong.');
  });
});
