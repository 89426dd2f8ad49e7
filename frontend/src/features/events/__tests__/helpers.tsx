import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Event, Registration } from '@/lib/api-types';
import { server } from '@/test/server';
import { renderWithProviders, screen, within } from '@/test-utils';
import EventsPage from '../components/EventsPage';

export type User = ReturnType<typeof userEvent.setup>;

/** The events page answering with `events`, with the reads a registration refreshes. */
export function serveEvents(events: Event[]) {
  server.use(
    http.get('/api/events', () => HttpResponse.json(events)),
    ...events.map((event) => http.get(`/api/events/${event.id}`, () => HttpResponse.json(event))),
    http.get('/api/auth/session', () => {
      document.cookie = 'csrftoken=test-token';
      return HttpResponse.json({ authenticated: false, username: null });
    }),
  );
}

/** The events page at `route`, and its registration dialog once open. */
export async function openDialog(route: string) {
  // No pause between keystrokes: these forms are long, and the pauses test nothing here.
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<EventsPage />, { route });
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

/** Types into a field in one go (as a phone's autofill does): each keystroke would re-render the long form. */
export async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillRequired(user: User, dialog: HTMLElement, guests?: string) {
  await enter(user, within(dialog).getByLabelText('Full Name'), 'Mita Sen');
  await enter(user, within(dialog).getByLabelText('Email Address'), 'mita@example.org');
  if (guests) await chooseGuests(user, guests);
}

export async function chooseGuests(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Number of Guests' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** A registration as the server answers it. */
export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 12,
    eventId: 1,
    fullName: 'Anup Roy',
    email: 'anup@example.org',
    phone: '',
    guestCount: 2,
    notes: '',
    children: 0,
    vegetarianMeals: 0,
    dietaryNotes: '',
    photoConsent: false,
    slotIds: [],
    sittingIds: [],
    checkedInAt: null,
    createdAt: '2025-09-01T10:00:00Z',
    status: 'confirmed',
    waitlistPosition: null,
    amountDue: 0,
    amountPaid: 0,
    paymentStatus: 'free',
    paymentReference: 'DP-4821',
    ...overrides,
  };
}

export function clearBrowserState() {
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
