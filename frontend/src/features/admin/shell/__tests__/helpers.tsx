import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders, screen, within } from '@/test-utils';
import AdminPage from '../AdminPage';

export const signedIn = {
  authenticated: true,
  username: 'organiser',
  csrfToken: 'token',
  twoFactor: false,
  name: 'organiser',
  roles: ['administrator' as const],
};
export const signedOut = { authenticated: false, username: null, csrfToken: 'token', twoFactor: false, name: null, roles: [] };

/** Every request the mocked server saw, as "METHOD /path" (with the query, if `withQuery`). */
export function recordRequests({ withQuery = false } = {}) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${withQuery ? url.search : ''}`);
  });
  return seen;
}

/** An inbox with no messages: the dashboard reads it for the count on its Messages tab. */
export const emptyInbox = http.get('/api/admin/contact-messages', () =>
  HttpResponse.json({ count: 0, unhandled: 0, next: null, previous: null, results: [] }),
);

/**
 * The admin page with a signed-in session and the given handlers for everything else (an empty
 * inbox unless they answer for it).
 */
export function renderAdmin(...handlers: Parameters<typeof server.use>) {
  server.use(http.get('/api/auth/session', () => HttpResponse.json(signedIn)), ...handlers, emptyInbox);
  return renderWithProviders(<AdminPage />, { route: '/admin' });
}

/**
 * Answers the open confirmation titled `title` by pressing `button` ('Delete' or 'Cancel', or
 * whatever that confirmation's buttons say), after checking that it asks `question`.
 */
export async function answerConfirmation(user: UserEvent, title: string, question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveAccessibleDescription(question);
  await user.click(within(dialog).getByRole('button', { name: button }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

export function unauthorized() {
  return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
}

export function serverError() {
  return HttpResponse.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

let consoleError: jest.SpiedFunction<typeof console.error>;

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  // Watched, not silenced: React's warnings still print, and an update that escaped act() (a
  // test that stopped awaiting before the page settled) fails the test that caused it.
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  server.events.removeAllListeners();
  const actWarnings = consoleError.mock.calls.filter((args) => String(args[0]).includes('not wrapped in act('));
  expect(actWarnings).toEqual([]);
});
