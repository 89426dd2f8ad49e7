import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@/test-utils';
import type { Announcement, Undeliverable } from '@/lib/api-types';
import { renderAdmin } from '../../shell/__tests__/helpers';

const sent: Announcement = {
  id: 1,
  subject: { en: 'Saraswati Puja', bn: 'সরস্বতী পূজা' },
  body: { en: 'Come at ten.', bn: '' },
  audience: { kind: 'all', year: null, eventId: null },
  sendAt: null,
  status: 'sent',
  recipients: 40,
  sent: 38,
  failed: 1,
  unsubscribed: 2,
  skipped: 1,
  createdAt: '2026-01-20T17:30:00Z',
  createdBy: 'organiser',
  finishedAt: '2026-01-20T17:31:00Z',
};

const refused: Undeliverable = { id: 7, email: 'gone@example.org', reason: '550 No such user', createdAt: '2026-01-20T17:31:00Z' };

function announcementsServer() {
  const posted: unknown[] = [];
  const cleared: number[] = [];
  let undeliverable = [refused];
  const handlers = [
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/announcements', () => HttpResponse.json([sent])),
    http.get('/api/admin/announcements/audience', () => HttpResponse.json({ recipients: 12 })),
    http.post('/api/admin/announcements', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ id: 2, recipients: 12, status: 'sending' }, { status: 201 });
    }),
    http.get('/api/admin/undeliverable', () => HttpResponse.json(undeliverable)),
    http.delete('/api/admin/undeliverable/:id', ({ params }) => {
      cleared.push(Number(params.id));
      undeliverable = [];
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, posted, cleared };
}

describe('announcements', () => {
  it('shows the count before sending, sends both languages, lists the counts and clears an address', async () => {
    const user = userEvent.setup();
    const { handlers, posted, cleared } = announcementsServer();
    renderAdmin(...handlers);

    await user.click(await screen.findByRole('tab', { name: 'Announcements' }));
    expect(await screen.findByText('It reaches 12 addresses today.')).toBeInTheDocument();
    const card = within((await screen.findByText('Saraswati Puja')).closest('li')!);
    expect(card.getByTestId('count-sent')).toHaveTextContent('38');
    expect(card.getByTestId('count-unsubscribed')).toHaveTextContent('2');

    await user.type(screen.getByLabelText('Subject'), 'Bhog at one');
    await user.type(screen.getByLabelText('Message'), 'Bring your plates.');
    await user.type(screen.getByLabelText(/Subject in Bengali/), 'একটায় ভোগ');
    await user.click(screen.getAllByRole('button', { name: 'Send announcement' })[0]);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send announcement' }));

    expect((await screen.findAllByText('Announcement on its way')).length).toBeGreaterThan(0);
    expect(posted).toEqual([
      {
        subject: { en: 'Bhog at one', bn: 'একটায় ভোগ' },
        body: { en: 'Bring your plates.', bn: '' },
        audience: { kind: 'all', eventId: null, year: null },
        sendAt: null,
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear gone@example.org' }));
    expect(await screen.findByText('No undeliverable addresses')).toBeInTheDocument();
    expect(cleared).toEqual([7]);
  });
});

describe('a scheduled announcement', () => {
  const scheduled: Announcement = { ...sent, id: 3, subject: { en: 'Lakshmi Puja', bn: '' }, status: 'scheduled', sendAt: '2026-10-20T16:00:00Z', sent: 0, failed: 0, unsubscribed: 0, skipped: 0, finishedAt: null };

  it('is cancelled once the organiser says so, and kept when they do not', async () => {
    const user = userEvent.setup();
    const cancelled: number[] = [];
    let listed = [scheduled, sent];
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/announcements', () => HttpResponse.json(listed)),
      http.get('/api/admin/announcements/audience', () => HttpResponse.json({ recipients: 12 })),
      http.get('/api/admin/undeliverable', () => HttpResponse.json([])),
      http.delete('/api/admin/announcements/:id', ({ params }) => {
        cancelled.push(Number(params.id));
        listed = [sent];
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await user.click(await screen.findByRole('tab', { name: 'Announcements' }));
    const card = within((await screen.findByText('Lakshmi Puja')).closest('li')!);
    // Only the one waiting for its time can be taken back.
    expect(within((await screen.findByText('Saraswati Puja')).closest('li')!).queryByRole('button', { name: 'Cancel the announcement' })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Cancel the announcement' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(cancelled).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Cancel the announcement' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Lakshmi Puja” will not be sent, and is taken off this list.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the announcement' }));
    expect(await screen.findByText('Announcement cancelled')).toBeInTheDocument();
    expect(cancelled).toEqual([3]);
    expect(screen.queryByText('Lakshmi Puja', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says why when it is being sent already', async () => {
    const user = userEvent.setup();
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/announcements', () => HttpResponse.json([scheduled])),
      http.get('/api/admin/announcements/audience', () => HttpResponse.json({ recipients: 12 })),
      http.get('/api/admin/undeliverable', () => HttpResponse.json([])),
      http.delete('/api/admin/announcements/:id', () =>
        HttpResponse.json({ message: 'This announcement is being sent already; it cannot be cancelled.' }, { status: 409 }),
      ),
    );

    await user.click(await screen.findByRole('tab', { name: 'Announcements' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the announcement' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the announcement' }));
    expect(await screen.findByText('This announcement is being sent already; it cannot be cancelled.')).toBeInTheDocument();
  });
});
