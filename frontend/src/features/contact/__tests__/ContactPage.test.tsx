import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';
import { act, cleanup, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { activateLocale } from '@/lib/i18n';
import ContactPage, { SENT_CONFIRMATION_MS } from '../components/ContactPage';

function setup(settings = makeSettings()) {
  document.cookie = 'csrftoken=contact-token';
  server.use(http.get('/api/settings', () => HttpResponse.json(settings)));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Mita');
  await user.type(screen.getByLabelText('Last Name'), 'Sen');
  await user.type(screen.getByLabelText('Email Address'), 'mita@example.org');
  await user.click(screen.getByRole('combobox', { name: 'Subject' }));
  await user.click(await screen.findByRole('option', { name: 'Volunteer Opportunities' }));
  await user.type(screen.getByLabelText('Message'), 'I would like to help with Durga Puja.');
}

describe('ContactPage', () => {
  it('shows the contact information from the settings and the quick info', async () => {
    setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'hello@example.org' })).toHaveAttribute('href', 'mailto:hello@example.org');
    expect(screen.getByText('Tracy, California')).toBeInTheDocument();
    expect(screen.getByText('Serving the greater Tracy area')).toBeInTheDocument();
    expect(screen.getByText('Open to all')).toBeInTheDocument();
    expect(screen.getByText('We typically respond within 24 hours')).toBeInTheDocument();
    expect(document.title).toMatch(/^Contact · /);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://chat.example.org/group');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://photos.example.org/tracy');
    const quickInfo = screen.getByRole('heading', { name: 'Quick Info' }).closest('div.rounded-2xl') as HTMLElement;
    expect(quickInfo).toHaveTextContent('Founded2020');
    expect(quickInfo).toHaveTextContent('Members50+ families');
    expect(quickInfo).toHaveTextContent('Events/Year8-10 major celebrations');
  });

  it('hides Follow Us when there are no social links', async () => {
    setup(makeSettings({ whatsappLink: '', instagramLink: '' }));
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await screen.findByRole('link', { name: 'hello@example.org' });
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
  });

  it('takes a refused send to the first field in error and says its error', async () => {
    setup();
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(screen.getByLabelText('First Name'), 'Mita');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveFocus());
    expect(screen.getByText(/^Please correct Last Name: /)).toHaveAttribute('aria-live', 'assertive');
  });

  it('offers the five subjects', async () => {
    setup();
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Event Inquiry',
      'Volunteer Opportunities',
      'Community Membership',
      'Feedback',
      'Other',
    ]);
  });

  it('shows every validation message and sends nothing', async () => {
    setup();
    let posted = false;
    server.use(
      http.post('/api/contact', () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(screen.getByLabelText('First Name'), 'M');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please select a subject')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('sends the message, shows "Sending...", confirms for 5 seconds and resets the form', async () => {
    // Fake clocks that still move on their own, so requests and user events run as usual.
    jest.useFakeTimers({ advanceTimers: true });
    setup();
    let body: unknown;
    let csrf: string | null = null;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        body = await request.json();
        csrf = request.headers.get('x-csrftoken');
        await delay(50);
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    const card = await screen.findByRole('heading', { name: 'Message Sent!', level: 2 });
    expect(card).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Mita',
      lastName: 'Sen',
      email: 'mita@example.org',
      subject: 'volunteer',
      message: 'I would like to help with Durga Puja.',
    });
    expect(csrf).toBe('contact-token');
    // The confirmation card and the toast both say so.
    expect(screen.getAllByText('Message Sent!')).toHaveLength(2);
    expect(screen.getAllByText("Thank you for reaching out. We'll get back to you soon.")).toHaveLength(2);
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();

    try {
      act(() => {
        jest.advanceTimersByTime(SENT_CONFIRMATION_MS - 500);
      });
      expect(screen.getByRole('heading', { name: 'Message Sent!', level: 2 })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(600);
      });
      expect(screen.queryByRole('heading', { name: 'Message Sent!', level: 2 })).not.toBeInTheDocument();
      expect(screen.getByLabelText('First Name')).toHaveValue('');
      expect(screen.getByLabelText('Message')).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
    expect(SENT_CONFIRMATION_MS).toBe(5000);
  });

  it('shows the error toast when sending fails and keeps what was typed', async () => {
    setup();
    server.use(http.post('/api/contact', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Mita');
  });

  it('puts the server field errors on the fields', async () => {
    setup();
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json({ message: 'Invalid input.', errors: { email: ['Please enter a valid email address'] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText('Email Address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(email.parentElement as HTMLElement).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  describe('in Bengali', () => {
    // Unmounted before jest.setup switches back to English, which would otherwise re-render the page outside act().
    afterEach(cleanup);

    it('labels the form and the contact information in Bengali, with Bengali digits', async () => {
      await activateLocale('bn');
      setup();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ContactPage />, { route: '/contact' });

      expect(screen.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'আমাদের বার্তা পাঠান' })).toBeInTheDocument();
      expect(screen.getByLabelText('নাম')).toBeInTheDocument();
      expect(screen.getByLabelText('পদবি')).toBeInTheDocument();
      expect(screen.getByLabelText('ইমেল ঠিকানা')).toBeInTheDocument();
      expect(screen.getByLabelText('বার্তা')).toHaveAttribute('placeholder', 'আমরা কীভাবে সাহায্য করতে পারি?');
      expect(screen.getByRole('button', { name: 'বার্তা পাঠান' })).toBeInTheDocument();

      expect(await screen.findByRole('link', { name: 'hello@example.org' })).toBeInTheDocument();
      expect(screen.getByText('ট্রেসি, ক্যালিফোর্নিয়া')).toBeInTheDocument();
      expect(screen.getByText('সাধারণত ২৪ ঘণ্টার মধ্যেই আমরা উত্তর দিই')).toBeInTheDocument();
      const quickInfo = screen.getByRole('heading', { name: 'এক নজরে' }).closest('div.rounded-2xl') as HTMLElement;
      expect(quickInfo).toHaveTextContent('প্রতিষ্ঠা২০২০');
      expect(quickInfo).toHaveTextContent('সদস্য৫০টিরও বেশি পরিবার');
      expect(quickInfo).toHaveTextContent('বছরে অনুষ্ঠান৮-১০টি বড় উৎসব');

      await user.click(screen.getByRole('combobox', { name: 'বিষয়' }));
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'অনুষ্ঠান নিয়ে জিজ্ঞাসা',
        'স্বেচ্ছাসেবকের কাজ',
        'গোষ্ঠীর সদস্য হওয়া',
        'মতামত',
        'অন্য কিছু',
      ]);
    });

    it('shows the validation messages in Bengali, though the schema was made while the page was English', async () => {
      await activateLocale('bn');
      setup();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ContactPage />, { route: '/contact' });
      await user.type(screen.getByLabelText('নাম'), 'M');
      await user.type(screen.getByLabelText('বার্তা'), 'Too short');
      await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));

      expect(await screen.findByText('দয়া করে অন্তত ২ অক্ষরের নাম লিখুন')).toBeInTheDocument();
      expect(screen.getByText('দয়া করে অন্তত ২ অক্ষরের পদবি লিখুন')).toBeInTheDocument();
      expect(screen.getByText('দয়া করে একটি বিষয় বেছে নিন')).toBeInTheDocument();
      expect(screen.getByText('দয়া করে অন্তত ১০ অক্ষরের বার্তা লিখুন')).toBeInTheDocument();
      expect(screen.queryByText(/must be at least|Please select/)).not.toBeInTheDocument();
    });

    /** Fills the form in Bengali; without a pause between keys, as the machine running the tests may be slow. */
    async function fillInBengali() {
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText('নাম'), 'Mita');
      await user.type(screen.getByLabelText('পদবি'), 'Sen');
      await user.type(screen.getByLabelText('ইমেল ঠিকানা'), 'mita@example.org');
      await user.click(screen.getByRole('combobox', { name: 'বিষয়' }));
      await user.click(await screen.findByRole('option', { name: 'মতামত' }));
      await user.type(screen.getByLabelText('বার্তা'), 'Thank you!');
      await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    }

    it("shows the server's own words for a field as it sent them, and the failure in Bengali", async () => {
      await activateLocale('bn');
      setup();
      server.use(
        http.post('/api/contact', () =>
          HttpResponse.json({ message: 'তথ্যে ভুল আছে।', errors: { email: ['সঠিক ইমেল ঠিকানা লিখুন'] } }, { status: 400 }),
        ),
      );
      renderWithProviders(<ContactPage />, { route: '/contact' });
      await fillInBengali();

      const email = screen.getByLabelText('ইমেল ঠিকানা');
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(within(email.parentElement as HTMLElement).getByText('সঠিক ইমেল ঠিকানা লিখুন')).toBeInTheDocument();
      expect(await screen.findByText('বার্তাটি পাঠানো যায়নি। দয়া করে আবার চেষ্টা করুন।')).toBeInTheDocument();
      expect(screen.getByText('সমস্যা হয়েছে')).toBeInTheDocument();
    });

    it('confirms in Bengali that the message is sent', async () => {
      await activateLocale('bn');
      setup();
      server.use(http.post('/api/contact', () => HttpResponse.json({ id: 1 }, { status: 201 })));
      renderWithProviders(<ContactPage />, { route: '/contact' });
      await fillInBengali();

      expect(await screen.findByRole('heading', { level: 2, name: 'বার্তা পাঠানো হয়েছে!' })).toBeInTheDocument();
      // The confirmation card and the toast both say so.
      await waitFor(() =>
        expect(screen.getAllByText('যোগাযোগ করার জন্য ধন্যবাদ। আমরা শিগগিরই আপনাকে উত্তর দেব।')).toHaveLength(2),
      );
    });
  });
});
