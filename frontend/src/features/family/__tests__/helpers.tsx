import { http, HttpResponse } from 'msw';
import type { Family, FamilyRegistration } from '@/lib/api-types';
import { makeEvent, makeRegistration } from '@/test/fixtures';
import { server } from '@/test/server';

export const CODE = '482913';
const TOKEN_HEADER = 'X-Registration-Token';

export function makeFamilyRegistration(overrides: Partial<FamilyRegistration> = {}): FamilyRegistration {
  return {
    id: 11,
    eventId: 1,
    eventTitle: 'Durga Puja 2025',
    eventTitleBn: '',
    eventDate: '2025-10-15',
    eventIsPast: false,
    status: 'confirmed',
    guestCount: 3,
    waitlistPosition: null,
    manageToken: 'token-11',
    dayIds: [],
    sittingIds: [],
    amountDue: 0,
    amountPaid: 0,
    paymentStatus: 'free',
    paymentReference: 'DP-1111',
    ...overrides,
  };
}

export function makeFamily(overrides: Partial<Family> = {}): Family {
  return {
    email: 'mita@example.org',
    name: 'Mita Sen',
    phone: '209-555-0100',
    language: 'en',
    announcements: false,
    announcementsStatus: 'none',
    members: [{ id: 5, name: 'Mita Sen', child: false, vegetarian: true, dietaryNotes: '' }],
    registrations: [makeFamilyRegistration()],
    memberships: [],
    donations: [],
    payments: [],
    ...overrides,
  };
}

/** What the page sent, by request: method, path, body and the manage token header. */
interface Sent {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

/**
 * A server that knows one family and signs in with CODE: the family's calls answer 401 until the
 * code is given, as the real one does. Every request the page makes is recorded in `sent`.
 */
export function serveFamily({ signedIn = false, family = makeFamily() }: { signedIn?: boolean; family?: Family } = {}) {
  document.cookie = 'csrftoken=family-token';
  const state = { signedIn, family, sent: [] as Sent[] };
  const record = async (request: Request) => {
    const text = await request.clone().text();
    state.sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      token: request.headers.get(TOKEN_HEADER),
    });
  };
  const notSignedIn = () => HttpResponse.json({ message: 'Sign in to see your family.' }, { status: 401 });

  server.use(
    http.get('/api/family', () => (state.signedIn ? HttpResponse.json(state.family) : notSignedIn())),
    http.get('/api/family/calendar-feed', () =>
      state.signedIn ? HttpResponse.json({ url: 'https://example.org/api/family/calendar/s3cret.ics' }) : notSignedIn(),
    ),
    http.post('/api/family/calendar-feed/reset', () =>
      HttpResponse.json({ url: 'https://example.org/api/family/calendar/n3w.ics' }),
    ),
    http.post('/api/family/sign-in', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { message: 'If that address can receive email, a 6-digit code is on its way. It works for 15 minutes.' },
        { status: 202 },
      );
    }),
    http.post('/api/family/verify', async ({ request }) => {
      await record(request);
      const { code } = (await request.json()) as { code: string };
      if (code !== CODE) {
        const message = 'That code is wrong or has expired.';
        return HttpResponse.json({ message, errors: { code: [message] } }, { status: 400 });
      }
      state.signedIn = true;
      return HttpResponse.json(state.family);
    }),
    http.post('/api/family/sign-out', async ({ request }) => {
      await record(request);
      state.signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/family', async ({ request }) => {
      await record(request);
      const input = (await request.json()) as Family;
      state.family = {
        ...state.family,
        ...input,
        members: input.members.map((member, index) => ({ ...member, id: member.id ?? 100 + index })),
      };
      return HttpResponse.json(state.family);
    }),
    http.delete('/api/family', async ({ request }) => {
      await record(request);
      state.signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/family/export', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ profile: { email: state.family.email } });
    }),
    http.get('/api/registrations/:id', async ({ request, params }) => {
      await record(request);
      return HttpResponse.json(makeRegistration({ id: Number(params.id), fullName: 'Mita Sen', guestCount: 3 }));
    }),
    http.put('/api/registrations/:id', async ({ request, params }) => {
      await record(request);
      const input = (await request.json()) as { guestCount: number };
      state.family = {
        ...state.family,
        registrations: state.family.registrations.map((item) =>
          item.id === Number(params.id) ? { ...item, guestCount: input.guestCount } : item,
        ),
      };
      return HttpResponse.json(makeRegistration({ id: Number(params.id), ...input }));
    }),
    http.post('/api/registrations/:id/cancel', async ({ request, params }) => {
      await record(request);
      state.family = {
        ...state.family,
        registrations: state.family.registrations.map((item) =>
          item.id === Number(params.id) ? { ...item, status: 'cancelled' } : item,
        ),
      };
      return HttpResponse.json(makeRegistration({ id: Number(params.id), status: 'cancelled' }));
    }),
    http.get('/api/events/:id', ({ params }) => HttpResponse.json(makeEvent({ id: Number(params.id) }))),
  );
  return state;
}
