import { http, HttpResponse } from 'msw';
import { activateLocale } from '@/lib/i18n';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { renderWithProviders, screen, within } from '@/test-utils';
import EventDetailPage from '../components/EventDetailPage';
import { registrationSchema } from '../schemas';
import { clearBrowserState, enter, makeRegistration, openDialog, serveEvents } from './helpers';

// The dialog is a long form; in jsdom each step of filling it takes a while.
jest.setTimeout(15_000);

beforeEach(async () => {
  clearBrowserState();
  server.use(http.get('/api/gallery', () => HttpResponse.json([])));
  await activateLocale('bn');
});

describe('the event page in Bengali', () => {
  it('shows its labels, the seats left with Bengali digits and the date with a Bengali month', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ spotsLeft: 12, capacity: 80 }))));
    renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });
    expect(screen.getByRole('status', { name: 'অনুষ্ঠানের তথ্য আসছে' })).toBeInTheDocument();

    // The organiser's title is theirs, in whatever language they wrote it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.getAllByText('আর ১২টি আসন বাকি')).toHaveLength(2);
    expect(screen.getAllByText('১৫ অক্টোবর, ২০২৫').length).toBeGreaterThan(0);
    expect(screen.getByText('নাম লেখানো চলছে')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'অনুষ্ঠানের বিবরণ' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'অনুষ্ঠানের তথ্য' });
    expect(within(sidebar).getByRole('heading', { name: 'আসুন, যোগ দিন!' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'এখনই নাম লেখান' })).toHaveAttribute('href', '/events?register=1');
    expect(within(sidebar).getByRole('link', { name: 'ক্যালেন্ডারে যোগ করুন' })).toBeInTheDocument();
  });

  it('says one seat, and a full event, in Bengali', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ spotsLeft: 1, capacity: 80 }))));
    const { unmount } = renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });
    expect((await screen.findAllByText('আর ১টি আসন বাকি')).length).toBeGreaterThan(0);
    unmount();

    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent({ spotsLeft: 0, capacity: 80 }))));
    renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });
    expect((await screen.findAllByText('আসন পূর্ণ: অপেক্ষার তালিকায় নাম লেখান')).length).toBeGreaterThan(0);
  });
});

describe('the registration dialog in Bengali', () => {
  it('labels its fields, explains what is missing and counts guests in Bengali', async () => {
    serveEvents([makeEvent({ id: 1, spotsLeft: 2, capacity: 80 })]);
    const { user, dialog } = await openDialog('/events?register=1');

    expect(within(dialog).getByRole('heading', { name: 'অনুষ্ঠানে নাম লেখান' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('পুরো নাম')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ইমেল ঠিকানা')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ফোন নম্বর (ঐচ্ছিক)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'শিশু বাড়ান' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'জানালাটি বন্ধ করুন' })).toBeInTheDocument();
    const guests = within(dialog).getByRole('combobox', { name: 'অতিথির সংখ্যা' });
    expect(guests).toHaveTextContent('১ জন');

    await user.click(within(dialog).getByRole('button', { name: 'নাম লেখান' }));
    expect(await within(dialog).findByText('নাম অন্তত ২ অক্ষরের হতে হবে')).toBeInTheDocument();
    expect(within(dialog).getByText('অনুগ্রহ করে একটি সঠিক ইমেল ঠিকানা লিখুন')).toBeInTheDocument();

    await user.click(guests);
    await user.click(await screen.findByRole('option', { name: '৩ জন' }));
    expect(
      within(dialog).getByText('আপনাকে নিয়ে। আর মাত্র ২টি আসন বাকি, তাই ৩ জনের পরিবার অপেক্ষার তালিকায় থাকবে।'),
    ).toBeInTheDocument();
  });

  it("asks the server in Bengali and says the party's place on the waiting list in Bengali", async () => {
    let language: string | null = null;
    serveEvents([makeEvent({ id: 1, spotsLeft: 0, capacity: 80 })]);
    server.use(
      http.post('/api/registrations', ({ request }) => {
        language = request.headers.get('Accept-Language');
        return HttpResponse.json(
          { ...makeRegistration({ id: 42, fullName: 'Mita Sen', status: 'waitlisted', waitlistPosition: 3 }), manageToken: 'tok' },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1');
    await enter(user, within(dialog).getByLabelText('পুরো নাম'), 'Mita Sen');
    await enter(user, within(dialog).getByLabelText('ইমেল ঠিকানা'), 'mita@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'নাম লেখান' }));

    expect(await within(dialog).findByRole('heading', { name: 'আপনি অপেক্ষার তালিকায় আছেন' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('অপেক্ষার তালিকায় আপনি ৩ নম্বরে। আসন খালি হলেই আমরা আপনাকে ইমেল করে জানাব।'),
    ).toBeInTheDocument();
    expect(language).toBe('bn');
  });
});

describe('the registration schema', () => {
  it('gives its messages in the language of the moment', async () => {
    const invalid = { fullName: 'A', email: 'mita@example.org', guestCount: 1 };
    await expect(registrationSchema.validateAt('fullName', invalid)).rejects.toThrow('নাম অন্তত ২ অক্ষরের হতে হবে');
    await activateLocale('en');
    await expect(registrationSchema.validateAt('fullName', invalid)).rejects.toThrow('Name must be at least 2 characters');
  });
});

describe("the organisers' texts written in Bengali", () => {
  const festival = makeEvent({
    title: 'Durga Puja 2025',
    titleBn: 'দুর্গাপুজো ২০২৫',
    description: 'Four days of worship.',
    descriptionBn: 'চার দিনের পুজো।',
    endDate: '2025-10-16',
    days: [
      {
        id: 11,
        date: '2025-10-15',
        title: 'Saptami',
        titleBn: 'সপ্তমী',
        capacity: null,
        spotsLeft: null,
        meals: [{ id: 21, name: 'Lunch bhog', nameBn: 'দুপুরের ভোগ' }],
      },
      {
        id: 12,
        date: '2025-10-16',
        title: 'Ashtami',
        titleBn: '',
        capacity: null,
        spotsLeft: null,
        meals: [{ id: 22, name: 'Dinner', nameBn: '' }],
      },
    ],
  });

  it("show the event's Bengali title, description, days and meals, and the English where none is written", async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(festival)));
    renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'দুর্গাপুজো ২০২৫' })).toBeInTheDocument();
    expect(screen.getByText('চার দিনের পুজো।')).toBeInTheDocument();
    expect(screen.queryByText('Four days of worship.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'সপ্তমী' })).toBeInTheDocument();
    expect(screen.getByText('দুপুরের ভোগ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ashtami' })).toBeInTheDocument();
    expect(screen.getByText('Dinner')).toBeInTheDocument();
    expect(document.title).toContain('দুর্গাপুজো ২০২৫');
  });

  it('show the English to an English visitor', async () => {
    await activateLocale('en');
    server.use(http.get('/api/events/1', () => HttpResponse.json(festival)));
    renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.getByText('Four days of worship.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Saptami' })).toBeInTheDocument();
    expect(screen.getByText('Lunch bhog')).toBeInTheDocument();
    expect(screen.queryByText('সপ্তমী')).not.toBeInTheDocument();
  });

  it("name the event in Bengali in the registration dialog", async () => {
    serveEvents([makeEvent({ id: 1, titleBn: 'দুর্গাপুজো ২০২৫' })]);
    const { dialog } = await openDialog('/events?register=1');

    expect(within(dialog).getByText('দুর্গাপুজো ২০২৫')).toBeInTheDocument();
  });
});
