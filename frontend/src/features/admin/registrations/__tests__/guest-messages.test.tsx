import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeSummary } from '@/test/fixtures';
import type { GuestMessage } from '@/lib/api-types';
import { answerConfirmation, recordRequests, renderAdmin, serverError } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const puja = makeEvent({ title: 'Lakshmi Puja' });
const summary = makeSummary({ confirmedParties: 12, waitlistedParties: 3 });
const earlier: GuestMessage = {
  id: 4,
  subject: 'Parking',
  body: 'Park behind the hall.',
  audience: 'all',
  recipients: 14,
  sentAt: '2025-10-01T02:00:00Z',
  sentBy: 'organiser',
};

function handlers(sent: GuestMessage[] = []) {
  const posts: unknown[] = [];
  const list = [...sent];
  return {
    posts,
    handlers: [
      http.get('/api/admin/events', () => HttpResponse.json([puja])),
      http.get('/api/admin/registrations/stats', () => HttpResponse.json({ totalRegistrations: 0, totalGuests: 0, todayRegistrations: 0 })),
      http.get('/api/admin/events/1/registrations', () => HttpResponse.json([])),
      http.get('/api/admin/events/1/summary', () => HttpResponse.json(summary)),
      http.get('/api/admin/events/1/messages', () => HttpResponse.json(list)),
      http.post('/api/admin/events/1/messages', async ({ request }) => {
        const body = (await request.json()) as Omit<GuestMessage, 'id' | 'recipients' | 'sentAt' | 'sentBy'>;
        posts.push(body);
        const recipients = body.audience === 'waitlisted' ? 3 : body.audience === 'all' ? 15 : 12;
        list.unshift({ ...body, id: 5, recipients, sentAt: '2025-10-02T02:00:00Z', sentBy: 'organiser' });
        return HttpResponse.json({ recipients }, { status: 202 });
      }),
    ],
  };
}

async function openEmail(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Registrations' }));
  const select = await screen.findByRole('combobox', { name: 'Event' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Lakshmi Puja (October 15, 2025)' }));
  await user.click(screen.getByRole('tab', { name: 'Email guests' }));
}

function preview() {
  return within(screen.getByRole('region', { name: 'Preview' }));
}

describe('emailing the guests of an event', () => {
  it('previews the email, asks before sending it to the audience, then lists it', async () => {
    const { handlers: serverHandlers, posts } = handlers([earlier]);
    renderAdmin(...serverHandlers);
    const user = userEvent.setup();
    await openEmail(user);

    const sent = within(await screen.findByRole('region', { name: 'Sent' }));
    expect(await sent.findByText('Parking')).toBeInTheDocument();
    expect(sent.getByText(/^To 14 parties, .+, by organiser$/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Send to' }));
    await user.click(await screen.findByRole('option', { name: 'The waiting list' }));
    await user.type(screen.getByLabelText('Subject'), '  A place may free up  ');
    await user.type(screen.getByLabelText('Message'), 'Please keep the evening free.');
    expect(preview().getByText('A place may free up')).toBeInTheDocument();
    expect(preview().getByText('Please keep the evening free.')).toBeInTheDocument();
    expect(preview().getByText(/your party registered for Lakshmi Puja\./)).toBeInTheDocument();
    expect(preview().getByText("(the party's own link)")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await answerConfirmation(
      user,
      'Send Email',
      'Send "A place may free up" to 3 parties (the waiting list)? An email cannot be called back.',
      'Send Email',
    );

    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(screen.getByText('Your message is on its way to 3 parties.')).toBeInTheDocument();
    expect(posts).toEqual([{ subject: 'A place may free up', body: 'Please keep the evening free.', audience: 'waitlisted' }]);
    expect(await sent.findByText('A place may free up')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('sends nothing when the organiser thinks again', async () => {
    const { handlers: serverHandlers } = handlers();
    const requests = recordRequests();
    renderAdmin(...serverHandlers);
    const user = userEvent.setup();
    await openEmail(user);
    await user.type(await screen.findByLabelText('Subject'), 'Parking');
    await user.type(screen.getByLabelText('Message'), 'Behind the hall.');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await answerConfirmation(
      user,
      'Send Email',
      'Send "Parking" to 12 parties (confirmed parties)? An email cannot be called back.',
      'Cancel',
    );
    expect(requests).not.toContain('POST /api/admin/events/1/messages');
  });

  it('asks for a subject and a message before asking anything else', async () => {
    const { handlers: serverHandlers } = handlers();
    renderAdmin(...serverHandlers);
    const user = userEvent.setup();
    await openEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's field errors and says the email was not sent", async () => {
    const { handlers: serverHandlers } = handlers();
    renderAdmin(
      http.post('/api/admin/events/1/messages', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields.', errors: { body: ['Ensure this field has no more than 10000 characters.'] } },
          { status: 400 },
        ),
      ),
      ...serverHandlers,
    );
    const user = userEvent.setup();
    await openEmail(user);
    await user.type(await screen.findByLabelText('Subject'), 'Parking');
    await user.type(screen.getByLabelText('Message'), 'Behind the hall.');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send Email' }));

    expect(await screen.findByText('Failed to send the email. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Ensure this field has no more than 10000 characters.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Parking');
  });

  it('says when the emails sent cannot be listed', async () => {
    const { handlers: serverHandlers } = handlers();
    renderAdmin(http.get('/api/admin/events/1/messages', () => serverError()), ...serverHandlers);
    const user = userEvent.setup();
    await openEmail(user);
    expect(await screen.findByText('We could not load the emails sent for this event.')).toBeInTheDocument();
  });
});
