import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import type { ContactInbox, InboxMessage } from '@/lib/api-types';
import { navigation } from '@/lib/navigation';
import { recordRequests, renderAdmin, serverError, unauthorized } from '../../shell/__tests__/helpers';

function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 1,
    firstName: 'Mita',
    lastName: 'Sen',
    email: 'mita@example.org',
    subject: 'volunteer',
    subjectLabel: 'Volunteer Opportunities',
    message: 'I can help with the bhog.\nCall me after six.',
    createdAt: '2025-09-01T17:30:00Z',
    handled: false,
    ...overrides,
  };
}

const first = message();
const second = message({ id: 2, firstName: 'Arjun', lastName: 'Das', email: 'arjun+puja@example.net', subject: 'feedback', subjectLabel: 'Feedback', handled: true });

/** A server with `messages` newest first, 20 a page, that remembers what is handled. */
function inboxServer(messages: InboxMessage[]) {
  const stored = messages.map((item) => ({ ...item }));
  const patches: { id: number; body: unknown; csrf: string | null }[] = [];
  const page = (number: number): ContactInbox => ({
    count: stored.length,
    unhandled: stored.filter((item) => !item.handled).length,
    next: number * 20 < stored.length ? `http://localhost/api/admin/contact-messages?page=${number + 1}` : null,
    previous: number > 1 ? `http://localhost/api/admin/contact-messages?page=${number - 1}` : null,
    results: stored.slice((number - 1) * 20, number * 20),
  });
  const handlers = [
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/contact-messages', ({ request }) =>
      HttpResponse.json(page(Number(new URL(request.url).searchParams.get('page') ?? 1))),
    ),
    http.patch('/api/admin/contact-messages/:id', async ({ request, params }) => {
      const body = (await request.json()) as { handled: boolean };
      patches.push({ id: Number(params.id), body, csrf: request.headers.get('x-csrftoken') });
      const item = stored.find((candidate) => candidate.id === Number(params.id))!;
      item.handled = body.handled;
      return HttpResponse.json(item);
    }),
  ];
  return { handlers, patches };
}

async function openMessages(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: /^Messages/ }));
  expect(await screen.findByRole('heading', { name: 'Messages', level: 2 })).toBeInTheDocument();
}

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

describe('messages tab', () => {
  it('counts the messages not handled yet on the tab', async () => {
    const { handlers } = inboxServer([first, second, message({ id: 3 })]);
    renderAdmin(...handlers);
    expect(await screen.findByRole('tab', { name: 'Messages 2 not handled' })).toBeInTheDocument();
  });

  it('shows each message with its subject, a reply link and whether it is handled', async () => {
    const { handlers } = inboxServer([first, second]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openMessages(user);

    expect(
      (await screen.findAllByRole('article')).map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Mita Sen', 'Arjun Das']);
    expect(card('Mita Sen').getByText('Volunteer Opportunities')).toBeInTheDocument();
    expect(card('Mita Sen').getByText('New')).toBeInTheDocument();
    expect(card('Mita Sen').getByText(/I can help with the bhog\./)).toHaveTextContent('I can help with the bhog. Call me after six.');
    expect(card('Mita Sen').getByRole('switch', { name: 'Handled' })).not.toBeChecked();
    expect(card('Arjun Das').getByRole('switch', { name: 'Handled' })).toBeChecked();
    expect(card('Arjun Das').queryByText('New')).not.toBeInTheDocument();
    expect(card('Arjun Das').getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:arjun%2Bpuja%40example.net?subject=Re%3A%20Feedback',
    );
    expect(screen.getByText(/1 message is not handled yet\./)).toBeInTheDocument();
  });

  it('marks a message handled, and the count on the tab follows', async () => {
    const { handlers, patches } = inboxServer([first, second]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openMessages(user);
    expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAccessibleName('Messages 1 not handled');

    await user.click(await card('Mita Sen').findByRole('switch', { name: 'Handled' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAccessibleName('Messages'));
    expect(card('Mita Sen').getByRole('switch', { name: 'Handled' })).toBeChecked();
    expect(patches).toEqual([{ id: 1, body: { handled: true }, csrf: 'test-token' }]);

    await user.click(card('Arjun Das').getByRole('switch', { name: 'Handled' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAccessibleName('Messages 1 not handled'));
    expect(patches[1]).toEqual({ id: 2, body: { handled: false }, csrf: 'test-token' });
  });

  it('puts the switch back and says so when the server refuses the change', async () => {
    const { handlers } = inboxServer([first]);
    renderAdmin(http.patch('/api/admin/contact-messages/1', () => serverError()), ...handlers);
    const user = userEvent.setup();
    await openMessages(user);
    await user.click(await card('Mita Sen').findByRole('switch', { name: 'Handled' }));
    expect(await screen.findByText('Failed to update the message. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(card('Mita Sen').getByRole('switch', { name: 'Handled' })).not.toBeChecked());
    expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAccessibleName('Messages 1 not handled');
  });

  it('treats a 401 on the change as signed out', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { handlers } = inboxServer([first]);
    renderAdmin(http.patch('/api/admin/contact-messages/1', () => unauthorized()), ...handlers);
    const user = userEvent.setup();
    await openMessages(user);
    await user.click(await card('Mita Sen').findByRole('switch', { name: 'Handled' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('goes through the pages, newest first', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      message({ id: index + 1, firstName: `Sender${index + 1}`, lastName: 'Roy', handled: true }),
    );
    const { handlers } = inboxServer(many);
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openMessages(user);

    expect(await screen.findAllByRole('article')).toHaveLength(20);
    const pager = within(screen.getByRole('navigation', { name: 'Pages of messages' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('article', { name: 'Sender21 Roy' })).toBeInTheDocument();
    const after = within(screen.getByRole('navigation', { name: 'Pages of messages' }));
    expect(after.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(after.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(after.getByRole('button', { name: 'Newer' })).toBeEnabled();
    expect(requests).toContain('GET /api/admin/contact-messages?page=2');
  });

  it('says what the inbox is for while it is empty', async () => {
    const { handlers } = inboxServer([]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openMessages(user);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveAccessibleName('Messages');
  });

  it('says when the messages cannot be loaded', async () => {
    let calls = 0;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/contact-messages', () => {
        calls += 1;
        return calls === 1 ? serverError() : HttpResponse.json({ count: 1, unhandled: 1, next: null, previous: null, results: [first] });
      }),
    );
    const user = userEvent.setup();
    await openMessages(user);
    expect(await screen.findByText('We could not load the messages.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mita Sen' })).toBeInTheDocument();
  });
});
