import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeFestival } from '@/test/fixtures';
import { within } from '@/test-utils';
import { clearBrowserState, makeRegistration, openDialog, serveEvents } from './helpers';

const ASHTAMI = 13;
const festival = makeFestival({
  id: 1,
  sittings: [
    { id: 1, dayId: ASHTAMI, title: 'Pushpanjali', titleBn: 'পুষ্পাঞ্জলি', startTime: '09:00', capacity: 4, taken: 4 },
    { id: 2, dayId: ASHTAMI, title: 'Pushpanjali', titleBn: 'পুষ্পাঞ্জলি', startTime: '09:40', capacity: 120, taken: 10 },
    { id: 3, dayId: ASHTAMI, title: 'Bhog', titleBn: '', startTime: '13:00', capacity: 120, taken: 0 },
    // A day the party does not come: not offered.
    { id: 4, dayId: 11, title: 'Pushpanjali', titleBn: '', startTime: '09:00', capacity: 120, taken: 0 },
  ],
});

jest.setTimeout(15_000);

beforeEach(() => {
  clearBrowserState();
  serveEvents([festival]);
  server.use(
    http.get('/api/registrations/42', () =>
      HttpResponse.json(makeRegistration({ id: 42, guestCount: 3, dayIds: [ASHTAMI], sittingIds: [] })),
    ),
  );
});

describe('booking sittings from the manage link', () => {
  it('offers one time per title on the days the party comes, the full one disabled, and books the party', async () => {
    let sent: unknown = null;
    let token: string | null = null;
    server.use(
      http.put('/api/registrations/42/sittings', async ({ request }) => {
        sent = await request.json();
        token = request.headers.get('x-registration-token');
        return HttpResponse.json(makeRegistration({ id: 42, guestCount: 3, dayIds: [ASHTAMI], sittingIds: [2] }));
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=42&token=tok-42');
    const picker = await within(dialog).findByRole('region', { name: 'Book your sittings' });
    expect(picker).toHaveTextContent('Your whole party of 3 sits together.');
    const pushpanjali = within(picker).getByRole('group', { name: 'Pushpanjali, Ashtami (Friday, October 17)' });
    expect(within(pushpanjali).getByRole('radio', { name: '9:00 AM Full' })).toBeDisabled();
    expect(within(picker).queryByRole('group', { name: /Shashthi/ })).not.toBeInTheDocument();

    await user.click(within(pushpanjali).getByRole('radio', { name: '9:40 AM 110 seats left' }));
    await user.click(within(picker).getByRole('button', { name: 'Save sittings' }));

    expect(await within(picker).findByText('Your sittings are saved.')).toBeInTheDocument();
    expect(sent).toEqual({ sittingIds: [2] });
    expect(token).toBe('tok-42');
  });

  it("says the server's refusal when the sitting filled up meanwhile", async () => {
    server.use(
      http.put('/api/registrations/42/sittings', () =>
        HttpResponse.json({ message: 'That sitting is full.', errors: { sittingIds: ['That sitting is full.'] } }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=42&token=tok-42');
    const picker = await within(dialog).findByRole('region', { name: 'Book your sittings' });
    const bhog = within(picker).getByRole('group', { name: 'Bhog, Ashtami (Friday, October 17)' });
    await user.click(within(bhog).getByRole('radio', { name: '1:00 PM 120 seats left' }));
    await user.click(within(picker).getByRole('button', { name: 'Save sittings' }));

    expect(await within(picker).findByRole('alert')).toHaveTextContent('That sitting is full.');
  });
});
