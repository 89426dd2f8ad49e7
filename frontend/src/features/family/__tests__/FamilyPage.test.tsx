import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n';
import { server } from '@/test/server';
import { currentPath, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import FamilyPage from '../components/FamilyPage';
import { CODE, makeFamily, makeFamilyRegistration, serveFamily } from './helpers';

// The page's forms are long; in jsdom each step of filling them takes a while.
jest.setTimeout(20_000);

function renderPage(route = '/family') {
  return renderWithProviders(<FamilyPage />, { route, path: '/family' });
}

async function signedInPage(family = makeFamily()) {
  const state = serveFamily({ signedIn: true, family });
  renderPage();
  await screen.findByText(family.email);
  return state;
}

describe('signing in with a code from the email', () => {
  it('asks for the address, then the code, and then shows the family', async () => {
    const state = serveFamily();
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { name: "Sign in to your family's page" })).toBeInTheDocument();
    expect(document.title).toMatch(/^My Family · /);
    await user.type(screen.getByLabelText('Email Address'), ' mita@example.org ');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We've emailed a 6-digit code to/)).toHaveTextContent(
      "We've emailed a 6-digit code to mita@example.org. It works for 15 minutes.",
    );
    await user.type(screen.getByLabelText('Code from the email'), '482 913');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('mita@example.org')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our registrations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Durga Puja 2025' })).toHaveAttribute('href', '/events/1');
    expect(state.sent.map(({ path, body }) => [path, body])).toEqual([
      ['/api/family/sign-in', { email: 'mita@example.org' }],
      ['/api/family/verify', { email: 'mita@example.org', code: CODE }],
    ]);
  });

  it("shows the server's reason under the code and stays on the code step", async () => {
    serveFamily();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email Address'), 'mita@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText('Code from the email'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('That code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Our registrations' })).not.toBeInTheDocument();
  });

  it('checks the address and the code before sending anything', async () => {
    const state = serveFamily();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'mita@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText('Code from the email'), '4829');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(state.sent.map(({ path }) => path)).toEqual(['/api/family/sign-in']);
  });

  it('sends a new code, or goes back for another address', async () => {
    const state = serveFamily();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email Address'), 'mita@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
    expect(state.sent.filter(({ path }) => path === '/api/family/sign-in')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });

  it('says so when too many codes were asked for from here', async () => {
    serveFamily();
    server.use(
      http.post('/api/family/sign-in', () =>
        HttpResponse.json({ message: 'Too many requests. Please try again in 60 seconds.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email Address'), 'mita@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    expect(await screen.findByText('Too many requests. Please try again in 60 seconds.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('asks "Sign in as …?" before the one-tap link signs in, then signs in once and takes the code out of the address', async () => {
    const state = serveFamily();
    const user = userEvent.setup();
    renderPage(`/family?email=mita%40example.org&code=${CODE}`);

    expect(await screen.findByRole('heading', { name: 'Sign in as mita@example.org?' })).toBeInTheDocument();
    // Opening the link (as a mail scanner does) sends nothing, and reads nothing either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.sent).toEqual([]);
    expect(screen.queryByText('Signing you in...')).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/family?email=mita%40example.org&code=${CODE}`);

    const confirm = screen.getByRole('button', { name: 'Sign in' });
    await user.click(confirm);

    expect(await screen.findByText('mita@example.org')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our registrations' })).toBeInTheDocument();
    expect(currentPath()).toBe('/family');
    expect(state.sent.map(({ path, body }) => [path, body])).toEqual([
      ['/api/family/verify', { email: 'mita@example.org', code: CODE }],
    ]);
  });

  it('shows that it is signing in while the link is checked, and sends the code only once', async () => {
    const state = serveFamily();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/family/verify', async ({ request }) => {
        state.sent.push({ method: 'POST', path: '/api/family/verify', body: await request.json(), token: null });
        await answered;
        state.signedIn = true;
        return HttpResponse.json(state.family);
      }),
    );
    const user = userEvent.setup();
    renderPage(`/family?email=mita%40example.org&code=${CODE}`);

    const confirm = await screen.findByRole('button', { name: 'Sign in' });
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in...');
    answer();

    expect(await screen.findByText('mita@example.org')).toBeInTheDocument();
    expect(state.sent.filter(({ path }) => path === '/api/family/verify')).toHaveLength(1);
  });

  it('leaves the link unused when the visitor says not now', async () => {
    const state = serveFamily();
    const user = userEvent.setup();
    renderPage(`/family?email=mita%40example.org&code=${CODE}`);

    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    expect(await screen.findByRole('heading', { name: "Sign in to your family's page" })).toBeInTheDocument();
    expect(currentPath()).toBe('/family');
    expect(state.sent).toEqual([]);
  });

  it('opens the code step with the reason when the one-tap link no longer works', async () => {
    serveFamily();
    const user = userEvent.setup();
    renderPage('/family?email=mita%40example.org&code=111111');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('That code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByText('mita@example.org')).toBeInTheDocument();
    expect(currentPath()).toBe('/family');
  });

  it('signs out', async () => {
    const state = await signedInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: "Sign in to your family's page" })).toBeInTheDocument();
    expect(state.sent.map(({ path }) => path)).toEqual(['/api/family/sign-out']);
  });
});

describe("the family's registrations", () => {
  const family = makeFamily({
    registrations: [
      makeFamilyRegistration({ id: 12, eventId: 2, eventTitle: 'Kali Puja', eventDate: '2025-11-01', manageToken: 'token-12' }),
      makeFamilyRegistration({
        id: 11,
        status: 'waitlisted',
        waitlistPosition: 2,
        guestCount: 1,
      }),
      makeFamilyRegistration({
        id: 9,
        eventId: 3,
        eventTitle: 'Poila Boishakh',
        eventDate: '2025-04-14',
        eventIsPast: true,
        manageToken: 'token-9',
      }),
    ],
  });

  it('lists those to come, soonest first, with their status, and the past ones without changes', async () => {
    await signedInPage(family);

    const coming = screen.getByRole('list', { name: 'Coming up' });
    const items = within(coming).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Durga Puja 2025', 'Kali Puja']);
    expect(items[0]).toHaveTextContent('Wednesday, October 15, 2025 · 1 guest');
    expect(within(items[0]).getByText('Waiting list, number 2')).toBeInTheDocument();
    expect(within(items[1]).getByText('Confirmed')).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Past events' });
    expect(within(past).getByRole('heading', { name: 'Poila Boishakh' })).toBeInTheDocument();
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels one in place, behind a confirmation, with its own token', async () => {
    const state = await signedInPage(family);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the registration for Kali Puja' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your registration?' });
    expect(dialog).toHaveTextContent('Your seats for Kali Puja go to another family');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Registration' }));

    expect(await screen.findByText('Registration Cancelled')).toBeInTheDocument();
    const item = screen.getByRole('heading', { name: 'Kali Puja' }).closest('li') as HTMLElement;
    expect(await within(item).findByText('Cancelled')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
    expect(state.sent).toEqual([{ method: 'POST', path: '/api/registrations/12/cancel', body: undefined, token: 'token-12' }]);
  });

  it('keeps it when the family changes its mind', async () => {
    const state = await signedInPage(family);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the registration for Kali Puja' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Registration' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(state.sent).toEqual([]);
  });

  it('changes the party in place, keeping who registered as registered', async () => {
    const state = await signedInPage(family);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change the registration for Kali Puja' }));
    const form = await screen.findByRole('form', { name: 'Change the registration for Kali Puja' });
    await user.click(within(form).getByRole('button', { name: 'More guests' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Registration Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const update = state.sent.find(({ method }) => method === 'PUT');
    expect(update).toEqual({
      method: 'PUT',
      path: '/api/registrations/12',
      token: 'token-12',
      body: {
        fullName: 'Mita Sen',
        email: 'mita@example.org',
        phone: '209-555-0100',
        guestCount: 4,
        children: 1,
        vegetarianMeals: 2,
        dietaryNotes: '',
        photoConsent: true,
        notes: '',
      },
    });
    expect(state.sent[0]).toMatchObject({ method: 'GET', path: '/api/registrations/12', token: 'token-12' });
    const item = screen.getByRole('heading', { name: 'Kali Puja' }).closest('li') as HTMLElement;
    expect(await within(item).findByText(/4 guests/)).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    const state = await signedInPage(family);
    server.use(
      http.put('/api/registrations/12', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields.', errors: { guestCount: ['Only 1 spot left.'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change the registration for Kali Puja' }));
    const form = await screen.findByRole('form', { name: 'Change the registration for Kali Puja' });
    await user.click(within(form).getByRole('button', { name: 'More guests' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('Only 1 spot left.')).toBeInTheDocument();
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    expect(state.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/registrations/12']);
  });

  it('sends a family with no registrations to the events', async () => {
    await signedInPage(makeFamily({ registrations: [] }));

    expect(screen.getByText('You have no registrations for events to come.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the events' })).toHaveAttribute('href', '/events');
  });
});

describe("the family's members", () => {
  it('adds, changes and removes members and saves them with the profile', async () => {
    const state = await signedInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a member' }));
    const names = screen.getAllByLabelText('Name');
    await user.type(names[1], 'Rohan Sen');
    await user.click(screen.getAllByRole('switch', { name: 'Child' })[1]);
    await user.clear(screen.getByLabelText('Phone Number (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save our family' }));

    expect(await screen.findByText("Your family's details are saved.")).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        method: 'PUT',
        path: '/api/family',
        token: null,
        body: {
          name: 'Mita Sen',
          phone: '',
          language: 'en',
          announcements: false,
          members: [
            { id: 5, name: 'Mita Sen', child: false, vegetarian: true, dietaryNotes: '' },
            { name: 'Rohan Sen', child: true, vegetarian: false, dietaryNotes: '' },
          ],
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Mita Sen' }));
    await user.click(screen.getByRole('button', { name: 'Save our family' }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect((state.sent[1].body as { members: unknown[] }).members).toEqual([
      { id: 101, name: 'Rohan Sen', child: true, vegetarian: false, dietaryNotes: '' },
    ]);
  });

  it("needs each member's name, and shows the server's refusal on the member it names", async () => {
    const state = await signedInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a member' }));
    await user.click(screen.getByRole('button', { name: 'Save our family' }));
    expect(await screen.findByText("Enter this member's name.")).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    const gone = 'This member is not in your family any more. Reload the page and try again.';
    server.use(
      http.put('/api/family', () =>
        HttpResponse.json({ message: gone, errors: { 'members.0.id': [gone], 'members.0.name': [gone] } }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove this member' }));
    await user.click(screen.getByRole('button', { name: 'Save our family' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getAllByText(gone).length).toBeGreaterThan(0);
  });
});

describe("the family's data", () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:family-data');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads family-data.json', async () => {
    const state = await signedInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download our data' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:family-data', download: 'family-data.json' }]));
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ profile: { email: 'mita@example.org' } });
    expect(state.sent.map(({ path }) => path)).toEqual(['/api/family/export']);
  });

  it('says what the association keeps, and deletes the family only once DELETE is typed', async () => {
    const state = await signedInPage();
    expect(
      screen.getByText(/the records the association must keep for its accounts \(payments and their receipts, with/),
    ).toHaveTextContent('your past registrations, memberships and donations keep only their numbers and amounts');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete our family' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your family?' });
    expect(dialog).toHaveTextContent('Past registrations, memberships and donations keep only their numbers and amounts.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete our family' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);

    expect(await screen.findByText('Your family has been deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Sign in to your family's page" })).toBeInTheDocument();
    expect(state.sent).toEqual([{ method: 'DELETE', path: '/api/family', body: { confirm: 'DELETE' }, token: null }]);
  });

  it('keeps the family when the delete fails, and says so', async () => {
    await signedInPage();
    server.use(http.delete('/api/family', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete our family' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete our family' }));

    expect(await screen.findByText("We couldn't delete your family. Please try again.")).toBeInTheDocument();
    expect(screen.getByText('mita@example.org')).toBeInTheDocument();
  });
});

describe('in Bengali', () => {
  beforeEach(async () => {
    await activateLocale('bn');
  });

  it('speaks Bengali, with Bengali digits', async () => {
    await signedInPage(makeFamily({ registrations: [makeFamilyRegistration({ status: 'waitlisted', waitlistPosition: 3 })] }));

    expect(screen.getByRole('heading', { level: 1, name: 'আমার পরিবার' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আমাদের নিবন্ধন' })).toBeInTheDocument();
    expect(screen.getByText('অপেক্ষার তালিকায় ৩ নম্বরে')).toBeInTheDocument();
    expect(screen.getByText(/৩ জন অতিথি/)).toBeInTheDocument();
  });

  it('asks for the Bengali word to delete the family, and sends it', async () => {
    const state = await signedInPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'আমাদের পরিবার মুছে ফেলুন' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'আপনার পরিবার মুছে ফেলবেন?' });
    const word = within(dialog).getByLabelText('নিশ্চিত করতে “মুছুন” লিখুন');
    const confirm = within(dialog).getByRole('button', { name: 'আমাদের পরিবার মুছে ফেলুন' });
    await user.type(word, 'মুছে');
    expect(confirm).toBeDisabled();
    await user.clear(word);
    await user.type(word, ' মুছুন ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'আপনার পরিবারের পাতায় সাইন ইন করুন' })).toBeInTheDocument();
    expect(state.sent).toEqual([{ method: 'DELETE', path: '/api/family', body: { confirm: 'মুছুন' }, token: null }]);
  });

  it("names each event by its Bengali title where the organisers wrote one", async () => {
    await signedInPage(
      makeFamily({
        registrations: [
          makeFamilyRegistration({ id: 11, eventTitle: 'Durga Puja 2025', eventTitleBn: 'দুর্গাপুজো ২০২৫' }),
          makeFamilyRegistration({ id: 12, eventId: 2, eventTitle: 'Kali Puja', eventDate: '2025-11-01' }),
        ],
      }),
    );

    const coming = screen.getByRole('list', { name: 'আসন্ন' });
    const titles = within(coming)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent);
    expect(titles.sort()).toEqual(['Kali Puja', 'দুর্গাপুজো ২০২৫']);
  });

  it('asks for the address in Bengali', async () => {
    serveFamily();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'আপনার পরিবারের পাতায় সাইন ইন করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আমাকে কোড ইমেল করুন' })).toBeInTheDocument();
  });

  it('asks before the one-tap link signs in, in Bengali', async () => {
    const state = serveFamily();
    renderPage(`/family?email=mita%40example.org&code=${CODE}`);

    expect(await screen.findByRole('heading', { name: 'mita@example.org হিসেবে সাইন ইন করবেন?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সাইন ইন করুন' })).toBeInTheDocument();
    expect(state.sent).toEqual([]);
  });
});
