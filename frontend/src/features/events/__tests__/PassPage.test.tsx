import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { currentPath, renderWithProviders, screen, within } from '@/test-utils';
import { manageTokens } from '@/lib/manage-link';
import type { RegistrationPass } from '@/lib/api-types';
import PassPage from '../components/pass/PassPage';

const CODE = 'data:image/svg+xml;base64,PHN2Zy8+';

function makePass(overrides: Partial<RegistrationPass> = {}): RegistrationPass {
  return {
    id: 42,
    fullName: 'Anita Sen',
    guestCount: 4,
    children: 1,
    status: 'confirmed',
    eventId: 1,
    eventTitle: 'Durga Puja 2025',
    eventTitleBn: 'দুর্গাপুজো ২০২৫',
    eventDate: '2025-10-16',
    eventEndDate: '2025-10-18',
    eventTime: '5:00 PM - 10:00 PM',
    venue: 'Tracy Community Center',
    address: '950 East St, Tracy, CA',
    days: [
      { id: 12, date: '2025-10-16', title: 'Saptami', titleBn: 'সপ্তমী' },
      { id: 14, date: '2025-10-18', title: 'Navami', titleBn: '' },
    ],
    checkedInAt: null,
    checkInCode: CODE,
    ...overrides,
  };
}

/** Serves the pass to the right token only, as the server does; anything else is 404. */
function servePass(pass: RegistrationPass, token = 'tok-42') {
  const seen: (string | null)[] = [];
  server.use(
    http.get('/api/registrations/42/pass', ({ request }) => {
      seen.push(request.headers.get('x-registration-token'));
      return request.headers.get('x-registration-token') === token
        ? HttpResponse.json(pass)
        : HttpResponse.json({ message: "We couldn't find this pass." }, { status: 404 });
    }),
  );
  return seen;
}

beforeEach(() => window.localStorage.clear());

describe('a guest opening the pass link', () => {
  it('shows the party, its days and the code for the door, and keeps the token out of the address', async () => {
    const seen = servePass(makePass());
    renderWithProviders(<PassPage />, { route: '/pass/42?token=tok-42', path: '/pass/:id' });

    expect(await screen.findByRole('heading', { name: 'Anita Sen' })).toBeInTheDocument();
    expect(screen.getByText('4 people, 1 child')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Check-in code for Anita Sen' })).toHaveAttribute('src', CODE);
    expect(screen.getByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();
    const days = screen.getByRole('heading', { name: 'Your days' }).nextElementSibling as HTMLElement;
    expect(within(days).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Saptami (Thursday, October 16)',
      'Navami (Saturday, October 18)',
    ]);
    expect(screen.getByRole('link', { name: 'Change or cancel your registration' })).toHaveAttribute(
      'href',
      '/events?register=1&registration=42',
    );
    expect(seen).toContain('tok-42');
    expect(manageTokens.get('registration', 42)).toBe('tok-42');
    expect(currentPath()).toBe('/pass/42');
  });

  it('says a waiting party has no code yet', async () => {
    servePass(makePass({ status: 'waitlisted', checkInCode: null }));
    renderWithProviders(<PassPage />, { route: '/pass/42?token=tok-42', path: '/pass/:id' });

    expect(await screen.findByText('Waiting list')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You're on the waiting list. We'll email you as soon as seats free up, and your code for the door appears here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a clear "not found" for a wrong token, and nothing of the party', async () => {
    servePass(makePass());
    renderWithProviders(<PassPage />, { route: '/pass/42?token=guessed', path: '/pass/:id' });

    expect(await screen.findByRole('heading', { name: "We couldn't find this pass" })).toBeInTheDocument();
    expect(screen.queryByText('Anita Sen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/events');
  });
});
