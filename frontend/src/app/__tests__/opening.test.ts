import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { recordRequests, signedOut } from '@/features/admin/shell/__tests__/helpers';
import { openPage, opensAhead } from '../opening';

describe('what a page reads as it starts', () => {
  it('starts only on the door’s check-in page: the session there, nothing elsewhere', async () => {
    const requests = recordRequests();
    server.use(http.get('/api/auth/session', () => HttpResponse.json(signedOut)));

    await openPage({ pathname: '/events/1', search: '' } as Location, {});
    await openPage({ pathname: '/admin/check-in/1/extra', search: '' } as Location, {});
    expect(requests).toEqual([]);

    await openPage({ pathname: '/admin/check-in/1', search: '' } as Location, {});
    expect(requests).toEqual(['GET /api/auth/session']);
  });

  it('names the door’s check-in page, and only it, as a page that reads ahead', () => {
    expect(opensAhead('/admin/check-in/1')).toBe(true);
    expect(opensAhead('/admin/check-in/1/extra')).toBe(false);
    expect(opensAhead('/admin/check-in')).toBe(false);
    expect(opensAhead('/events/1')).toBe(false);
  });

  it('never fails the page’s start, even for an address it cannot read', async () => {
    await expect(openPage({ pathname: '/admin/check-in/%E0%A4', search: '' } as Location, {})).resolves.toBeUndefined();
  });
});
