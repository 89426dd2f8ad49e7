import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import type { DoorPass } from '@/lib/api-types';
import { DoorPassesDialog } from '../DoorPassesDialog';
import { answerConfirmation } from '../../shell/__tests__/helpers';

const puja = makeEvent({ id: 7, title: 'Durga Puja' });

function passesServer() {
  const passes: DoorPass[] = [
    { id: 1, label: 'Old phone', expiresAt: '2099-10-17T06:00:00-07:00', lastUsedAt: '2025-10-16T01:42:00Z', revokedAt: null, createdBy: 'organiser' },
  ];
  const made: unknown[] = [];
  const handlers = [
    http.get('/api/admin/events/7/door-passes', () => HttpResponse.json(passes)),
    http.post('/api/admin/events/7/door-passes', async ({ request }) => {
      const body = (await request.json()) as { label: string };
      made.push(body);
      if (!body.label.trim()) {
        return HttpResponse.json(
          { message: 'Please correct the highlighted fields.', errors: { label: ['Give the pass a name (who carries it).'] } },
          { status: 400 },
        );
      }
      const pass = { id: 2, label: body.label, expiresAt: '2099-10-17T06:00:00-07:00', lastUsedAt: null, revokedAt: null, createdBy: 'organiser' };
      passes.unshift(pass);
      return HttpResponse.json({ ...pass, url: 'http://localhost/door/abc', qrCode: 'data:image/svg+xml,<svg/>' }, { status: 201 });
    }),
    http.delete('/api/admin/door-passes/:id', ({ params }) => {
      const pass = passes.find((candidate) => candidate.id === Number(params.id))!;
      pass.revokedAt = '2025-10-16T03:00:00Z';
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, made };
}

describe("an event's door passes", () => {
  it('makes a pass with a label, shows its QR code once, lists the passes and revokes one', async () => {
    const { handlers, made } = passesServer();
    server.use(...handlers);
    renderWithProviders(<DoorPassesDialog event={puja} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Door passes for Durga Puja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Door passes: Durga Puja' });
    expect(await within(dialog).findByText('Old phone')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Last used /)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Make a door pass' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give the pass a name (who carries it).');

    await user.type(within(dialog).getByLabelText('Who carries it'), "Rina's phone");
    await user.click(within(dialog).getByRole('button', { name: 'Make a door pass' }));

    const qr = await within(dialog).findByRole('img', { name: "QR code of the door pass Rina's phone" });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml,<svg/>');
    expect(within(dialog).getByText('http://localhost/door/abc')).toBeInTheDocument();
    expect(made).toEqual([{ label: '' }, { label: "Rina's phone" }]);
    const list = within(dialog).getByRole('list', { name: 'Door passes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Not used yet')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Revoke Old phone' }));
    await answerConfirmation(user, 'Revoke the door pass', 'Old phone will stop working on every phone at once. This cannot be undone.', 'Revoke');

    expect(await within(list).findByText('Revoked')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Revoke Old phone' })).not.toBeInTheDocument();
  });
});
