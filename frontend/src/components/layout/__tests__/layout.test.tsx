import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';
import { act, renderWithProviders, screen, within, currentPath } from '@/test-utils';
import { PageShell } from '@/components/layout/PageShell';
import { DEFAULT_SETTINGS } from '@/lib/settings';

function useSettingsResponse(settings = makeSettings()) {
  server.use(http.get('/api/settings', () => HttpResponse.json(settings)));
}

describe('navigation bar', () => {
  it('highlights Home only on / itself', async () => {
    useSettingsResponse();
    renderWithProviders(<PageShell>content</PageShell>, { route: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
    expect(await screen.findAllByText('Tracy Bengali Association')).not.toHaveLength(0);
  });

  it('highlights Events on an event page by prefix', async () => {
    useSettingsResponse();
    renderWithProviders(<PageShell>content</PageShell>, { route: '/events/4' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await within(nav).findByText('Tracy Bengali Association')).toBeInTheDocument();
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    useSettingsResponse();
    const user = userEvent.setup();
    renderWithProviders(<PageShell>content</PageShell>, { route: '/' });
    await screen.findAllByText('Tracy Bengali Association');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Events',
      'Gallery',
      'Contact',
      'Donate',
      'My Family',
      'Admin',
    ]);
    await user.click(within(menu).getByRole('link', { name: 'Gallery' }));
    expect(currentPath()).toBe('/gallery');
    expect(screen.queryByRole('button', { name: 'Close menu' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the contact email and social links from the settings and the current year', async () => {
    useSettingsResponse();
    renderWithProviders(<PageShell>content</PageShell>);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
      'href',
      'mailto:hello@example.org',
    );
    expect(within(footer).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://chat.example.org/group');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://photos.example.org/tracy');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
    expect(within(footer).getByText('Tracy, California')).toBeInTheDocument();
  });

  it('shows the default email and hides the social links when the settings leave them empty', async () => {
    useSettingsResponse(makeSettings({ contactEmail: '', whatsappLink: '', instagramLink: '' }));
    renderWithProviders(<PageShell>content</PageShell>);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Tracy Bengali Association')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'info@tracybengali.org' })).toHaveAttribute(
      'href',
      'mailto:info@tracybengali.org',
    );
    expect(within(footer).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  });
});

describe('while the settings load', () => {
  it('shows skeletons in place of the group name, never the default name', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/settings', async () => {
        await released;
        return HttpResponse.json(makeSettings());
      }),
    );
    renderWithProviders(<PageShell>content</PageShell>);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const footer = screen.getByRole('contentinfo');
    expect(within(nav).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('status', { name: 'Loading group details' })).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_SETTINGS.groupName, { exact: false })).not.toBeInTheDocument();

    release();
    expect(await within(nav).findByRole('link', { name: 'Tracy Bengali Association' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('heading', { name: 'Tracy Bengali Association' })).toBeInTheDocument();
    expect(within(footer).getByText(/© \d{4} Tracy Bengali Association\. All rights reserved\./)).toBeInTheDocument();
  });
});

describe('without a network', () => {
  it('says the visitor is offline while the browser has no network, and no more once it is back', async () => {
    useSettingsResponse();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<PageShell>content</PageShell>, { route: '/events/4' });
    expect(await screen.findAllByText('Tracy Bengali Association')).not.toHaveLength(0);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. This is the page as it was at your last visit.');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
