import { http, HttpResponse, delay } from 'msw';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@/test-utils';
import { makeSettings } from '@/test/fixtures';
import { navigation } from '@/lib/navigation';
import { recordRequests, renderAdmin, serverError, unauthorized } from '../../shell/__tests__/helpers';

const settings = makeSettings({
  announcementText: 'Durga Puja tickets are out',
  showAnnouncement: false,
  legalName: 'Tracy Bengali Association Inc.',
  ein: '12-3456789',
  mailingAddress: 'PO Box 12\nTracy, CA 95376',
  paymentInstructions: 'Zelle to treasurer@example.org with your reference in the memo',
  membershipYearStartMonth: 4,
});

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Settings' }));
  expect(await screen.findByRole('heading', { name: 'Website Settings' })).toBeInTheDocument();
}

const eventsHandler = http.get('/api/admin/events', () => HttpResponse.json([]));

describe('settings tab', () => {
  it('shows skeletons while loading', async () => {
    renderAdmin(
      eventsHandler,
      http.get('/api/settings', async () => {
        await delay('infinite');
        return HttpResponse.json(settings);
      }),
    );
    await openSettings(userEvent.setup());
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Group Name')).not.toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    renderAdmin(eventsHandler, http.get('/api/settings', () => serverError()));
    await openSettings(userEvent.setup());
    expect(await screen.findByText('We could not load the website settings.')).toBeInTheDocument();
  });

  it('loads the current values into the four sections', async () => {
    renderAdmin(eventsHandler, http.get('/api/settings', () => HttpResponse.json(settings)));
    await openSettings(userEvent.setup());

    expect(await screen.findByLabelText('Group Name')).toHaveValue('Tracy Bengali Association');
    for (const heading of ['Basic Information', 'Social Media Links', 'Announcements', 'Money and receipts']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Tagline')).toHaveValue('Celebrating Culture, Together');
    expect(screen.getByLabelText(/^About Text/)).toHaveValue('First paragraph.\n\nSecond paragraph.');
    expect(screen.getByLabelText(/^Contact Email/)).toHaveValue('hello@example.org');
    expect(screen.getByLabelText(/^WhatsApp Group Link/)).toHaveValue('https://chat.example.org/group');
    expect(screen.getByLabelText(/^Instagram Profile Link/)).toHaveValue('https://photos.example.org/tracy');
    expect(screen.getByLabelText(/^Banner Message/)).toHaveValue('Durga Puja tickets are out');
    expect(screen.getByRole('switch', { name: 'Show Announcement Banner' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Legal name/)).toHaveValue('Tracy Bengali Association Inc.');
    expect(screen.getByLabelText(/^EIN/)).toHaveValue('12-3456789');
    expect(screen.getByLabelText(/^Mailing address/)).toHaveValue('PO Box 12\nTracy, CA 95376');
    expect(screen.getByRole('combobox', { name: 'Membership year starts in' })).toHaveTextContent('April');
  });

  it('checks the EIN', async () => {
    renderAdmin(eventsHandler, http.get('/api/settings', () => HttpResponse.json(settings)));
    const user = userEvent.setup();
    await openSettings(user);
    await user.clear(await screen.findByLabelText(/^EIN/));
    await user.type(screen.getByLabelText(/^EIN/), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter the EIN as NN-NNNNNNN, such as 12-3456789')).toBeInTheDocument();
  });

  it('requires a group name and tagline and a valid email', async () => {
    renderAdmin(eventsHandler, http.get('/api/settings', () => HttpResponse.json(settings)));
    const user = userEvent.setup();
    await openSettings(user);

    await user.clear(await screen.findByLabelText('Group Name'));
    await user.clear(screen.getByLabelText('Tagline'));
    await user.clear(screen.getByLabelText(/^Contact Email/));
    await user.type(screen.getByLabelText(/^Contact Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Group name is required')).toBeInTheDocument();
    expect(screen.getByText('Tagline is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('saves, says so, and re-reads the public settings', async () => {
    let body: Record<string, unknown> | undefined;
    let release: () => void = () => undefined;
    let stored = settings;
    const requests = recordRequests();
    renderAdmin(
      eventsHandler,
      http.get('/api/settings', () => HttpResponse.json(stored)),
      http.put('/api/admin/settings', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        stored = { ...settings, ...body };
        return HttpResponse.json(stored);
      }),
    );
    const user = userEvent.setup();
    await openSettings(user);
    await user.click(await screen.findByRole('switch', { name: 'Show Announcement Banner' }));
    await user.clear(screen.getByLabelText(/^Banner Message/));
    await user.type(screen.getByLabelText(/^Banner Message/), '  Kali Puja on Nov 1  ');
    await user.clear(screen.getByLabelText(/^Payment instructions/));
    await user.type(screen.getByLabelText(/^Payment instructions/), ' Zelle to money@example.org, reference in the memo ');
    await user.click(screen.getByRole('combobox', { name: 'Membership year starts in' }));
    await user.click(await screen.findByRole('option', { name: 'September' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(screen.getByText('Website settings have been saved successfully.')).toBeInTheDocument();
    expect(body).toEqual({
      ...settings,
      taglineBn: '',
      aboutTextBn: '',
      bannerTextBn: '',
      paymentInstructionsBn: '',
      requireTwoFactorFor: [],
      approvalThreshold: 10000,
      announcementText: 'Kali Puja on Nov 1',
      showAnnouncement: true,
      paymentInstructions: 'Zelle to money@example.org, reference in the memo',
      membershipYearStartMonth: 9,
    });
    await waitFor(() => {
      const after = requests.slice(requests.indexOf('PUT /api/admin/settings') + 1);
      expect(after).toContain('GET /api/settings');
    });
  });

  it("shows the server's field errors and says the update failed", async () => {
    renderAdmin(
      eventsHandler,
      http.get('/api/settings', () => HttpResponse.json(settings)),
      http.put('/api/admin/settings', () =>
        HttpResponse.json(
          { message: 'Invalid', errors: { whatsappLink: ['Please enter a valid link (starting with https://)'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openSettings(user);
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update settings. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid link (starting with https://)')).toBeInTheDocument();
  });

  it('treats a 401 on save as signed out', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderAdmin(
      eventsHandler,
      http.get('/api/settings', () => HttpResponse.json(settings)),
      http.put('/api/admin/settings', () => unauthorized()),
    );
    const user = userEvent.setup();
    await openSettings(user);
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });
});

describe("settings tab: the organisers' texts in Bengali", () => {
  it('loads each Bengali text beside its English and sends what the organiser writes, trimmed', async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      eventsHandler,
      http.get('/api/settings', () =>
        HttpResponse.json({ ...settings, taglineBn: 'একসাথে সংস্কৃতি', aboutTextBn: '', bannerTextBn: '', paymentInstructionsBn: '' }),
      ),
      http.put('/api/admin/settings', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...settings, ...body });
      }),
    );
    const user = userEvent.setup();
    await openSettings(user);

    const tagline = await screen.findByLabelText(/^Bengali tagline/);
    expect(tagline).toHaveValue('একসাথে সংস্কৃতি');
    expect(tagline).toHaveAttribute('lang', 'bn');
    expect(tagline).toHaveAttribute('maxLength', '200');
    expect(screen.getAllByText('For visitors reading in Bengali; left empty, they see the English.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^Bengali About text/), ' আমরা ট্রেসির বাঙালি পরিবার। ');
    await user.type(screen.getByLabelText(/^Bengali banner message/), 'দুর্গাপুজোর নিবন্ধন খোলা!');
    await user.type(screen.getByLabelText(/^Bengali payment instructions/), 'রেফারেন্স লিখে Zelle করুন।');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      tagline: 'Celebrating Culture, Together',
      taglineBn: 'একসাথে সংস্কৃতি',
      aboutTextBn: 'আমরা ট্রেসির বাঙালি পরিবার।',
      bannerTextBn: 'দুর্গাপুজোর নিবন্ধন খোলা!',
      paymentInstructionsBn: 'রেফারেন্স লিখে Zelle করুন।',
    });
  });
});
