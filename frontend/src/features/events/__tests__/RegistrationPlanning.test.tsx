import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { screen, waitFor, within } from '@/test-utils';
import { manageTokens } from '@/lib/manage-link';
import { registrationSchema } from '../schemas';
import { chooseGuests, clearBrowserState, enter, fillRequired, makeRegistration, openDialog, serveEvents } from './helpers';

const slots = [
  { id: 1, kind: 'bring' as const, title: 'Payesh (rice pudding)', needed: 2, taken: 1 },
  { id: 2, kind: 'bring' as const, title: 'Mishti doi', needed: 2, taken: 2 },
  { id: 3, kind: 'volunteer' as const, title: 'Hall setup at 9 AM', needed: 4, taken: 1 },
];
const event = makeEvent({ id: 1, slots });

function acceptRegistration(onBody: (body: Record<string, unknown>) => void) {
  server.use(
    http.post('/api/registrations', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      onBody(body);
      return HttpResponse.json(
        { ...makeRegistration({ id: 42, ...body }), manageToken: 'tok-42' },
        { status: 201 },
      );
    }),
  );
}

// The dialog is a long form; in jsdom each step of filling it takes a while.
jest.setTimeout(15_000);

beforeEach(() => {
  clearBrowserState();
  serveEvents([event]);
});

describe('planning details', () => {
  it('asks nothing beyond the spec: defaults go with the registration', async () => {
    let body: Record<string, unknown> = {};
    acceptRegistration((sent) => (body = sent));
    const { user, dialog } = await openDialog('/events?register=1');
    expect(within(dialog).getByRole('spinbutton', { name: 'Children' })).toHaveValue(0);
    expect(within(dialog).getByRole('spinbutton', { name: 'Vegetarian meals' })).toHaveValue(0);
    expect(within(dialog).getByRole('switch', { name: 'Photos of our party may appear in the gallery' })).not.toBeChecked();

    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(body).toMatchObject({ children: 0, vegetarianMeals: 0, dietaryNotes: '', photoConsent: false, slotIds: [] });
  });

  it('sends the children, vegetarian meals, dietary notes, photo consent and chosen dishes and jobs', async () => {
    let body: Record<string, unknown> = {};
    acceptRegistration((sent) => (body = sent));
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '4 people');
    await user.click(within(dialog).getByRole('button', { name: 'More children' }));
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'More vegetarian meals' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fewer vegetarian meals' }));
    await enter(user, within(dialog).getByLabelText(/Allergies or dietary needs/), '  Nut allergy  ');
    await user.click(within(dialog).getByRole('switch', { name: 'Photos of our party may appear in the gallery' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payesh (rice pudding)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hall setup at 9 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(body).toMatchObject({
      guestCount: 4,
      children: 1,
      vegetarianMeals: 2,
      dietaryNotes: 'Nut allergy',
      photoConsent: true,
      slotIds: [1, 3],
    });
    const summary = within(dialog).getByText('Mita Sen').closest('dl') as HTMLElement;
    expect(summary).toHaveTextContent('Signed up forPayesh (rice pudding), Hall setup at 9 AM');
  });

  it('stops the children one short of the guests, as every party has an adult', async () => {
    const { user, dialog } = await openDialog('/events?register=1');
    await chooseGuests(user, '2 people');
    const more = within(dialog).getByRole('button', { name: 'More children' });
    await user.click(more);
    expect(within(dialog).getByRole('spinbutton', { name: 'Children' })).toHaveValue(1);
    expect(more).toBeDisabled();
  });

  it('explains, with the server\'s messages, planning numbers that do not fit the guests', async () => {
    let posted = false;
    acceptRegistration(() => (posted = true));
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '3 people');
    await user.click(within(dialog).getByRole('button', { name: 'More children' }));
    await user.click(within(dialog).getByRole('button', { name: 'More children' }));
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'More vegetarian meals' }));
    await chooseGuests(user, '2 people');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByText('Children must be fewer than the number of guests (at least one adult)')).toBeInTheDocument();
    expect(within(dialog).getByText('Vegetarian meals cannot be more than the number of guests')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Children' })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  it('does not ask about meals when the event serves none', async () => {
    let body: Record<string, unknown> = {};
    acceptRegistration((sent) => (body = sent));
    serveEvents([{ ...event, mealsServed: false }]);
    const { user, dialog } = await openDialog('/events?register=1');
    expect(within(dialog).queryByRole('spinbutton', { name: 'Vegetarian meals' })).not.toBeInTheDocument();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(body.vegetarianMeals).toBe(0);
  });
});

describe('dishes and jobs', () => {
  it('lists them by kind with what is still needed, a covered one not to be ticked', async () => {
    const { dialog } = await openDialog('/events?register=1');
    const dishes = within(dialog).getByRole('group', { name: 'Bring a dish' });
    expect(within(dishes).getByRole('checkbox', { name: 'Payesh (rice pudding)' })).toHaveAccessibleDescription(
      '1 of 2 still needed',
    );
    const covered = within(dishes).getByRole('checkbox', { name: 'Mishti doi' });
    expect(covered).toBeDisabled();
    expect(covered).toHaveAccessibleDescription('Covered, thank you!');
    const jobs = within(dialog).getByRole('group', { name: 'Lend a hand' });
    expect(within(jobs).getByRole('checkbox', { name: 'Hall setup at 9 AM' })).toHaveAccessibleDescription(
      '3 of 4 still needed',
    );
  });

  it('are not asked about for an event that needs none, and none are sent', async () => {
    let body: Record<string, unknown> = {};
    acceptRegistration((sent) => (body = sent));
    serveEvents([{ ...event, slots: [] }]);
    const { user, dialog } = await openDialog('/events?register=1');
    expect(within(dialog).queryByRole('group', { name: 'Bring a dish' })).not.toBeInTheDocument();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(body).not.toHaveProperty('slotIds');
  });

  it('says so on the list when another family took the last place first, and shows it covered', async () => {
    let eventReads = 0;
    server.use(
      http.get('/api/events', () => {
        eventReads += 1;
        return HttpResponse.json([
          eventReads === 1 ? event : { ...event, slots: slots.map((slot) => (slot.id === 1 ? { ...slot, taken: 2 } : slot)) },
        ]);
      }),
      http.post('/api/registrations', () =>
        HttpResponse.json(
          {
            message: "'Payesh (rice pudding)' is already covered.",
            errors: { slotIds: ["'Payesh (rice pudding)' is already covered."] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payesh (rice pudding)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByText("'Payesh (rice pudding)' is already covered.")).toBeInTheDocument();
    expect(screen.getByText('Registration Failed')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Payesh (rice pudding)' })).toBeDisabled());
    const payesh = within(dialog).getByRole('checkbox', { name: 'Payesh (rice pudding)' });
    expect(payesh).toHaveAccessibleDescription('Covered, thank you!');
    expect(payesh).not.toBeChecked();
    expect(within(dialog).getByText("'Payesh (rice pudding)' is already covered.")).toBeInTheDocument();
  });

  it('shows the party\'s own claims when updating, lets it keep a covered one or give one up', async () => {
    manageTokens.set('registration', 12, 'tok-12');
    let sent: Record<string, unknown> = {};
    server.use(
      http.get('/api/registrations/12', () => HttpResponse.json(makeRegistration({ slotIds: [2, 3], children: 1, photoConsent: true }))),
      http.put('/api/registrations/12', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeRegistration({ ...sent }));
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12');
    await within(dialog).findByDisplayValue('Anup Roy');
    const mishti = within(dialog).getByRole('checkbox', { name: 'Mishti doi' });
    expect(mishti).toBeChecked();
    expect(mishti).toBeEnabled();
    expect(mishti).toHaveAccessibleDescription("You're signed up for this");
    expect(within(dialog).getByRole('checkbox', { name: 'Hall setup at 9 AM' })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Children' })).toHaveValue(1);
    expect(within(dialog).getByRole('switch', { name: 'Photos of our party may appear in the gallery' })).toBeChecked();

    // The one place taken on the job is this party's: given up, the job needs all four again.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hall setup at 9 AM' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Hall setup at 9 AM' })).toHaveAccessibleDescription(
      '4 of 4 still needed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    await within(dialog).findByRole('heading', { name: 'Registration Updated!' });
    expect(sent).toMatchObject({ slotIds: [2], children: 1, photoConsent: true });
  });
});

describe('a party made smaller through the manage link', () => {
  it('takes the parent to the first number that no longer fits, and says it', async () => {
    manageTokens.set('registration', 12, 'tok-12');
    let put = false;
    server.use(
      http.get('/api/registrations/12', () =>
        HttpResponse.json(makeRegistration({ guestCount: 4, children: 2, vegetarianMeals: 4 })),
      ),
      http.put('/api/registrations/12', () => {
        put = true;
        return HttpResponse.json(makeRegistration());
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12');
    await within(dialog).findByDisplayValue('Anup Roy');
    await chooseGuests(user, '2 people');
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));

    const children = within(dialog).getByRole('spinbutton', { name: 'Children' });
    await waitFor(() => expect(children).toHaveFocus());
    expect(
      within(dialog).getByText(
        'Please correct Children: Children must be fewer than the number of guests (at least one adult)',
      ),
    ).toHaveAttribute('aria-live', 'assertive');
    expect(put).toBe(false);
  });
});

describe('server field errors on update', () => {
  it('puts "Only {n} spots left." on the number of guests', async () => {
    manageTokens.set('registration', 12, 'tok-12');
    server.use(
      http.get('/api/registrations/12', () => HttpResponse.json(makeRegistration())),
      http.put('/api/registrations/12', () =>
        HttpResponse.json(
          { message: 'Only 1 spots left.', errors: { guestCount: ['Only 1 spots left.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12');
    await within(dialog).findByDisplayValue('Anup Roy');
    await chooseGuests(user, '5 people');
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));
    expect(await within(dialog).findByText('Only 1 spots left.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Number of Guests' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
  });
});

describe('registration schema, planning fields', () => {
  const valid = { fullName: 'Mita Sen', email: 'mita@example.org', phone: '', guestCount: 3, notes: '' };

  it.each([
    ['as many children as guests', { children: 3 }, 'Children must be fewer than the number of guests (at least one adult)'],
    ['fewer than no children', { children: -1 }, 'Children must be fewer than the number of guests (at least one adult)'],
    ['more vegetarian meals than guests', { vegetarianMeals: 4 }, 'Vegetarian meals cannot be more than the number of guests'],
    ['501 characters of dietary notes', { dietaryNotes: 'x'.repeat(501) }, 'Dietary notes can be at most 500 characters'],
  ])("rejects %s with the server's message", async (_, change, message) => {
    await expect(registrationSchema.validate({ ...valid, ...change })).rejects.toThrow(message);
  });

  it('accepts two children and three vegetarian meals among three guests, and 500 characters of notes', async () => {
    await expect(
      registrationSchema.validate({ ...valid, children: 2, vegetarianMeals: 3, dietaryNotes: 'x'.repeat(500) }),
    ).resolves.toBeTruthy();
  });
});
