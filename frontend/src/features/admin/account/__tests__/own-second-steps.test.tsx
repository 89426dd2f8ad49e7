import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@/test-utils';
import { answerConfirmation, renderAdmin } from '../../shell/__tests__/helpers';

describe("the account's own second steps", () => {
  it('lists the passkeys with when each was added and last used, removes one, and removes the app', async () => {
    const removed: string[] = [];
    let passkeys = [
      { id: 3, name: 'Rina’s phone', createdAt: '2026-03-02T18:00:00Z', lastUsedAt: '2026-04-01T18:00:00Z' },
      { id: 4, name: 'Laptop', createdAt: '2026-03-03T18:00:00Z', lastUsedAt: null },
    ];
    let totp = { enabled: true, confirmedAt: '2026-03-01T18:00:00Z', recoveryCodesLeft: 9 };
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/two-factor/passkeys', () => HttpResponse.json(passkeys)),
      http.get('/api/admin/two-factor/totp', () => HttpResponse.json(totp)),
      http.delete('/api/admin/two-factor/passkeys/:id', ({ params }) => {
        removed.push(`passkey ${String(params.id)}`);
        passkeys = passkeys.filter((key) => key.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('/api/admin/two-factor/totp', () => {
        removed.push('app');
        totp = { enabled: false, confirmedAt: '', recoveryCodesLeft: 0 };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Two-step sign-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Two-step sign-in' }));

    const list = within(await dialog.findByRole('list', { name: 'Your passkeys' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText(/never used yet/)).toBeInTheDocument();
    expect(dialog.getByText(/9 recovery codes left/)).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Remove Laptop' }));
    await answerConfirmation(user, 'Remove the passkey “Laptop”?', 'It will no longer sign you in.', 'Remove');
    expect(await dialog.findByText('Rina’s phone')).toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'Two-step sign-in' });

    await user.click(dialog.getByRole('button', { name: 'Remove the app' }));
    await answerConfirmation(
      user,
      'Remove the authenticator app?',
      'Its codes will no longer sign you in, and with no passkey your recovery codes go too.',
      'Remove',
    );

    expect(removed).toEqual(['passkey 4', 'app']);
  });
});
