import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent, makeRegistration } from '@/test/fixtures';
import { renderWithProviders, screen, within } from '@/test-utils';
import FamilyPage from '../components/FamilyPage';
import { makeFamily, makeFamilyRegistration, serveFamily } from './helpers';

jest.setTimeout(20_000);

const event = makeEvent({
  id: 1,
  sittings: [
    { id: 7, dayId: null, title: 'Pushpanjali', titleBn: '', startTime: '09:00', capacity: 120, taken: 120 },
    { id: 8, dayId: null, title: 'Pushpanjali', titleBn: '', startTime: '09:40', capacity: 120, taken: 0 },
  ],
});

describe("booking sittings from the family's page", () => {
  it("books the party's sitting with the registration's own token", async () => {
    serveFamily({ signedIn: true, family: makeFamily({ registrations: [makeFamilyRegistration({ guestCount: 3 })] }) });
    let sent: unknown = null;
    let token: string | null = null;
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(event)),
      http.put('/api/registrations/11/sittings', async ({ request }) => {
        sent = await request.json();
        token = request.headers.get('x-registration-token');
        return HttpResponse.json(makeRegistration({ id: 11, sittingIds: [8] }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FamilyPage />, { route: '/family', path: '/family' });

    const picker = await screen.findByRole('region', { name: 'Book your sittings' });
    const pushpanjali = within(picker).getByRole('group', { name: 'Pushpanjali' });
    expect(within(pushpanjali).getByRole('radio', { name: '9:00 AM Full' })).toBeDisabled();
    await user.click(within(pushpanjali).getByRole('radio', { name: '9:40 AM 120 seats left' }));
    await user.click(within(picker).getByRole('button', { name: 'Save sittings' }));

    expect(await within(picker).findByText('Your sittings are saved.')).toBeInTheDocument();
    expect(sent).toEqual({ sittingIds: [8] });
    expect(token).toBe('token-11');
  });
});
