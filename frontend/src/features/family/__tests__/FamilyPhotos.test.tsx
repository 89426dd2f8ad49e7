import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders, screen, waitFor } from '@/test-utils';
import FamilyPage from '../components/FamilyPage';
import { makeFamily, makeFamilyRegistration, serveFamily } from './helpers';

jest.setTimeout(20_000);

function photo(name: string): File {
  // Node's File, as the test environment's fetch takes only its own.
  return new NodeFile(['jpeg bytes'], name, { type: 'image/jpeg' }) as unknown as File;
}

describe("the family's photos", () => {
  it('sends two photos of an event the family came to, each uploaded, then handed in together', async () => {
    serveFamily({
      signedIn: true,
      family: makeFamily({
        registrations: [
          makeFamilyRegistration({ id: 11, eventId: 1, eventTitle: 'Durga Puja 2025', eventDate: '2025-10-15' }),
          makeFamilyRegistration({ id: 12, eventId: 2, eventTitle: 'Kali Puja', eventDate: '2025-11-01', status: 'cancelled' }),
        ],
      }),
    });
    let issued = 0;
    const put: string[] = [];
    let handedIn: unknown;
    server.use(
      http.post('/api/family/photos/upload', () => {
        issued += 1;
        return HttpResponse.json({ uploadURL: `/api/objects/uploads/${String(issued).padStart(32, '0')}?signature=s` });
      }),
      http.put('/api/objects/uploads/:token', ({ params }) => {
        put.push(String(params.token));
        return new HttpResponse(null, { status: 200 });
      }),
      http.post('/api/family/photos', async ({ request }) => {
        handedIn = await request.json();
        return HttpResponse.json({ photos: [{ id: 1, status: 'pending' }, { id: 2, status: 'pending' }] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FamilyPage />, { route: '/family' });

    expect(await screen.findByRole('heading', { name: 'Share your photos' })).toBeInTheDocument();
    // The cancelled registration's event is not offered.
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveTextContent('Durga Puja 2025');
    await user.upload(screen.getByLabelText('Photos (at most 20 at a time)'), [photo('anjali.jpg'), photo('bhog.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send 2 photos' }));

    expect(await screen.findByText(/Your 2 photos wait for an organiser/)).toBeInTheDocument();
    expect(put).toHaveLength(2);
    await waitFor(() =>
      expect(handedIn).toEqual({
        eventId: 1,
        paths: [
          `/api/objects/uploads/${'1'.padStart(32, '0')}?signature=s`,
          `/api/objects/uploads/${'2'.padStart(32, '0')}?signature=s`,
        ],
      }),
    );
  });

  it('says why the server refused the photos', async () => {
    serveFamily({ signedIn: true });
    server.use(
      http.post('/api/family/photos/upload', () => HttpResponse.json({ uploadURL: `/api/objects/uploads/${'a'.repeat(32)}` })),
      http.put('/api/objects/uploads/:token', () => new HttpResponse(null, { status: 200 })),
      http.post('/api/family/photos', () =>
        HttpResponse.json(
          { message: 'Your family did not register for this event.', errors: { eventId: ['Your family did not register for this event.'] } },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FamilyPage />, { route: '/family' });
    await user.upload(await screen.findByLabelText('Photos (at most 20 at a time)'), [photo('anjali.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Send 1 photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your family did not register for this event.');
  });
});
