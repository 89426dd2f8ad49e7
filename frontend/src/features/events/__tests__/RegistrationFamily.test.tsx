import { http, HttpResponse } from 'msw';
import type { Family } from '@/lib/api-types';
import { familyHint } from '@/lib/family-session';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { screen, waitFor, within } from '@/test-utils';
import { clearBrowserState, makeRegistration, openDialog, serveEvents } from './helpers';

const family: Family = {
  email: 'mita@example.org',
  name: 'Mita Sen',
  phone: '209-555-0100',
  language: 'en',
  announcements: false,
  announcementsStatus: 'none',
  members: [
    { id: 5, name: 'Mita Sen', child: false, vegetarian: true, dietaryNotes: '' },
    { id: 6, name: 'Arjun Sen', child: false, vegetarian: false, dietaryNotes: '' },
    { id: 7, name: 'Tuli Sen', child: true, vegetarian: true, dietaryNotes: 'Peanut allergy' },
  ],
  registrations: [],
  memberships: [],
  donations: [],
  payments: [],
};

/** The server's family answer, counting how often it was asked. */
function serveSignedIn(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/family', () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

function acceptRegistration(onBody: (body: Record<string, unknown>) => void) {
  server.use(
    http.post('/api/registrations', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      onBody(body);
      return HttpResponse.json({ ...makeRegistration({ id: 42, ...body }), manageToken: 'tok-42' }, { status: 201 });
    }),
  );
}

jest.setTimeout(15_000);

beforeEach(() => {
  clearBrowserState();
  serveEvents([makeEvent({ id: 1 })]);
});

describe('registering as a signed-in family', () => {
  it('starts from the family, and ticking members sets the guests, children, meals and notes', async () => {
    familyHint.set(true);
    serveSignedIn(() => HttpResponse.json(family));
    let body: Record<string, unknown> = {};
    acceptRegistration((sent) => (body = sent));
    const { user, dialog } = await openDialog('/events?register=1');

    expect(await within(dialog).findByLabelText('Full Name')).toHaveValue('Mita Sen');
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('mita@example.org');
    expect(within(dialog).getByLabelText(/Phone Number/)).toHaveValue('209-555-0100');

    await user.click(within(dialog).getByRole('checkbox', { name: /Mita Sen/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Tuli Sen/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('2 people');
    expect(within(dialog).getByRole('spinbutton', { name: 'Children' })).toHaveValue(1);
    expect(within(dialog).getByRole('spinbutton', { name: 'Vegetarian meals' })).toHaveValue(2);

    await user.click(within(dialog).getByRole('checkbox', { name: /Arjun Sen/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('3 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(body).toMatchObject({
      fullName: 'Mita Sen',
      email: 'mita@example.org',
      phone: '209-555-0100',
      guestCount: 3,
      children: 1,
      vegetarianMeals: 2,
      dietaryNotes: 'Tuli Sen: Peanut allergy',
    });
    expect(body).not.toHaveProperty('memberIds');
  });

  it('unticking members takes them out of the party again', async () => {
    familyHint.set(true);
    serveSignedIn(() => HttpResponse.json(family));
    const { user, dialog } = await openDialog('/events?register=1');
    const tuli = await within(dialog).findByRole('checkbox', { name: /Tuli Sen/ });
    await user.click(within(dialog).getByRole('checkbox', { name: /Arjun Sen/ }));
    await user.click(tuli);
    await user.click(tuli);
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveTextContent('1 person');
    expect(within(dialog).getByRole('spinbutton', { name: 'Children' })).toHaveValue(0);
    expect(within(dialog).getByLabelText(/Allergies or dietary needs/)).toHaveValue('');
  });

  it('never asks who the visitor is when no family signed in with this browser', async () => {
    const asked = serveSignedIn(() => HttpResponse.json(family));
    const { dialog } = await openDialog('/events?register=1');
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('');
    expect(within(dialog).queryByRole('group', { name: 'Who is coming?' })).not.toBeInTheDocument();
    expect(asked.count).toBe(0);
  });

  it('opens the plain form, and forgets the hint, when the family session has ended', async () => {
    familyHint.set(true);
    const asked = serveSignedIn(() =>
      HttpResponse.json({ message: 'Sign in to see your family.' }, { status: 401 }),
    );
    const { dialog } = await openDialog('/events?register=1');
    expect(await within(dialog).findByLabelText('Full Name')).toHaveValue('');
    expect(asked.count).toBe(1);
    await waitFor(() => expect(familyHint.present()).toBe(false));
    expect(screen.queryByRole('group', { name: 'Who is coming?' })).not.toBeInTheDocument();
  });
});
