import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { api, ApiError, fetcher } from '@/lib/api';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

describe('api client', () => {
  it('sends cookies and no JSON content type on a GET', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('/api/events', ({ request }) => {
        seen = request;
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    await expect(api.get('/api/events')).resolves.toEqual([{ id: 1 }]);
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.get('content-type')).toBeNull();
    expect(seen?.headers.get('x-csrftoken')).toBeNull();
  });

  it('sends JSON with the secure CSRF cookie when both cookies exist', async () => {
    // jsdom refuses __Host- cookies on its http test origin, so present the cookie header directly.
    jest.spyOn(document, 'cookie', 'get').mockReturnValue('csrftoken=plain; __Host-csrftoken=secure');
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await api.post('/api/contact', { firstName: 'Mita' });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('x-csrftoken')).toBe('secure');
    expect(seen?.body).toEqual({ firstName: 'Mita' });
  });

  it('falls back to the csrftoken cookie', async () => {
    document.cookie = 'csrftoken=plain';
    let token: string | null = null;
    server.use(
      http.delete('/api/admin/gallery/3', ({ request }) => {
        token = request.headers.get('x-csrftoken');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(api.delete('/api/admin/gallery/3')).resolves.toBeNull();
    expect(token).toBe('plain');
  });

  it('asks the session endpoint for a CSRF cookie when there is none', async () => {
    const calls: string[] = [];
    server.use(
      http.get('/api/auth/session', () => {
        calls.push('session');
        document.cookie = 'csrftoken=fresh';
        return HttpResponse.json({ authenticated: false, username: null });
      }),
      http.post('/api/registrations', ({ request }) => {
        calls.push(`post:${request.headers.get('x-csrftoken')}`);
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    await api.post('/api/registrations', {});
    expect(calls).toEqual(['session', 'post:fresh']);
  });

  it('throws "{status}: {body}" with the status and the parsed body', async () => {
    const body = { message: 'Invalid input.', errors: { email: ['Please enter a valid email address'] } };
    server.use(http.post('/api/contact', () => HttpResponse.json(body, { status: 400 })));
    document.cookie = 'csrftoken=x';
    const error = await api.post('/api/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('uses the status text when the error body is empty', async () => {
    server.use(http.get('/api/settings', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })));
    await expect(api.get('/api/settings')).rejects.toThrow('500: Internal Server Error');
  });

  it('fetches array keys joined with slashes', async () => {
    server.use(http.get('/api/events/7', () => HttpResponse.json({ id: 7 })));
    await expect(fetcher(['/api/events', 7])).resolves.toEqual({ id: 7 });
  });
});
