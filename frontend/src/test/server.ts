import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeSettings } from './fixtures';

// Every page reads the site's settings (its title names the group): the real page has them
// from the server's first data; a test that does not set its own answer gets the defaults.
// The admin's registrations list asks which parties are signed-in families; by default none is.
// The family page's membership card asks for the tiers to join; by default there are none.
// Its volunteering card asks for the year's hours and the events' shifts; by default none.
// A form sent without the CSRF cookie asks who is signed in first (src/lib/api.ts); by default no one.
export const server = setupServer(
  http.get('/api/auth/session', () =>
    HttpResponse.json({ authenticated: false, username: null, csrfToken: 'token', twoFactor: false, name: null, roles: [] }),
  ),
  http.get('/api/events', () => HttpResponse.json([])),
  http.get('/api/family/volunteer-hours', ({ request }) =>
    HttpResponse.json({ year: Number(new URL(request.url).searchParams.get('year')), volunteers: [] }),
  ),
  http.get('/api/settings', () => HttpResponse.json(makeSettings())),
  http.get('/api/admin/events/:eventId/family-registrations', () => HttpResponse.json({ registrationIds: [] })),
  http.get('/api/membership/tiers', () => HttpResponse.json([])),
);
