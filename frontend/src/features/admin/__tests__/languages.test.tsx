import { http, HttpResponse } from 'msw';
import { msg } from '@lingui/core/macro';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { activateLocale, i18n } from '@/lib/i18n';
import { makeSettings } from '@/test/fixtures';
import { server } from '@/test/server';
import { act, renderWithProviders, screen, within } from '@/test-utils';
import AdminPage from '../AdminPage';
import { messages as adminMessages } from '../locales/en';
import { emptyInbox, signedIn } from './helpers';

// The admin has no Bengali yet: in Bengali it shows its English, and the navbar and the footer
// around it stay Bengali. A production build keeps only the messages' ids in the code, so each
// admin message must be in Lingui's Bengali messages by its id; here the tests look it up by id
// alone, as such a build does (a missing id would come back as the id itself).

/** A message looked up by its id alone, as in a production build. */
function byId(descriptor: { id: string }): string {
  return i18n._(descriptor.id);
}

describe('the admin in Bengali', () => {
  it('has every admin message in Bengali, in English, once the language is switched', async () => {
    // The admin loaded in English first (this file imports it); Bengali then replaces that
    // language's messages with the public ones, as the navbar's switch does.
    await activateLocale('bn');

    const missing = Object.keys(adminMessages).filter((id) => !(id in i18n.messages));
    expect(missing).toEqual([]);
    expect(byId(msg`Admin Dashboard`)).toBe('Admin Dashboard');
    expect(byId(msg`Are you sure you want to delete this image?`)).toBe('Are you sure you want to delete this image?');
  });

  it('keeps the public Bengali of a text the admin shares with the public site', async () => {
    await activateLocale('bn');

    expect(byId(msg`Events`)).toBe('অনুষ্ঠান');
    expect(byId(msg`Home`)).toBe('প্রথম পাতা');
  });

  it('shows the dashboard in English between a Bengali navbar and footer', async () => {
    await activateLocale('bn');
    server.use(
      http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
      http.get('/api/settings', () => HttpResponse.json(makeSettings())),
      http.get('/api/admin/events', () => HttpResponse.json([])),
      emptyInbox,
    );
    renderWithProviders(
      <>
        <Navbar />
        <AdminPage />
        <Footer />
      </>,
      { route: '/admin' },
    );

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as organiser')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Event Management' })).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    const sections = screen.getByRole('tablist', { name: 'Admin sections' });
    expect(within(sections).getByRole('tab', { name: 'Registrations' })).toBeInTheDocument();
    expect(within(sections).getByRole('tab', { name: 'Settings' })).toBeInTheDocument();

    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'অনুষ্ঠান' })[0]).toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: 'প্রথম পাতা' })[0]).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('অনুষ্ঠান');

    // Back to English, as the switch does (within act): the page renders afresh.
    await act(() => activateLocale('en'));
    const englishHeader = screen.getByRole('banner');
    expect(within(englishHeader).getAllByRole('link', { name: 'Events' })[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
