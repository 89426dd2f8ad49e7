import { http, HttpResponse } from 'msw';
import { msg } from '@lingui/core/macro';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { activateLocale, i18n } from '@/lib/i18n';
import { makeSettings } from '@/test/fixtures';
import { server } from '@/test/server';
import { act, renderWithProviders, screen, within } from '@/test-utils';
import AdminPage from '../AdminPage';
import { messages as adminMessages } from '../../locales/en';
import { membershipYearLabel } from '@/lib/membership-year';
import { formatMoney } from '@/lib/money';
import { parseDollars } from '../../treasury/money';
import { emptyInbox, signedIn } from './helpers';

// The admin speaks Bengali by the public site's switch, between the navbar and the footer. A
// production build keeps only the messages' ids in the code, so each admin message must be in
// Lingui's Bengali messages by its id; here the tests look it up by id alone, as such a build does
// (a missing id would come back as the id itself).

/** A message looked up by its id alone, as in a production build. */
function byId(descriptor: { id: string }): string {
  return i18n._(descriptor.id);
}

describe('the admin in Bengali', () => {
  it('has every admin message in Bengali once the language is switched', async () => {
    // The admin loaded in English first (this file imports it); Bengali then replaces that
    // language's messages with the public ones, as the navbar's switch does.
    await activateLocale('bn');

    const missing = Object.keys(adminMessages).filter((id) => !(id in i18n.messages));
    expect(missing).toEqual([]);
    expect(byId(msg`Admin Dashboard`)).toBe('অ্যাডমিন ড্যাশবোর্ড');
    expect(byId(msg`Are you sure you want to delete this image?`)).toBe('আপনি কি নিশ্চিত যে এই ছবিটি মুছে ফেলতে চান?');
  });

  it('writes amounts in Bengali digits and reads them typed so', async () => {
    await activateLocale('bn');

    expect(formatMoney(123450)).toBe('$১,২৩৪.৫০');
    expect(formatMoney(-500)).toBe('-$৫.০০');
    expect(parseDollars('২৫.৫০')).toBe(2550);
    expect(parseDollars('$১,০০০')).toBe(100000);
    expect(membershipYearLabel(2026, 4)).toBe('২০২৬–২৭');
  });

  it('keeps the public Bengali of a text the admin shares with the public site', async () => {
    await activateLocale('bn');

    expect(byId(msg`Events`)).toBe('অনুষ্ঠান');
    expect(byId(msg`Home`)).toBe('প্রথম পাতা');
  });

  it('shows the dashboard in Bengali, and in English again after the switch', async () => {
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

    expect(await screen.findByRole('heading', { name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByText('organiser হিসেবে সাইন ইন করেছেন')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'অনুষ্ঠান পরিচালনা' })).toBeInTheDocument();
    expect(await screen.findByText('এখনও কোনো অনুষ্ঠান নেই')).toBeInTheDocument();
    const sections = screen.getByRole('tablist', { name: 'অ্যাডমিনের বিভাগ' });
    expect(within(sections).getByRole('tab', { name: 'নিবন্ধন' })).toBeInTheDocument();
    expect(within(sections).getByRole('tab', { name: 'কোষাধ্যক্ষ' })).toBeInTheDocument();
    expect(within(sections).getByRole('tab', { name: 'সেটিংস' })).toBeInTheDocument();

    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'অনুষ্ঠান' })[0]).toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: 'প্রথম পাতা' })[0]).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('অনুষ্ঠান');

    // Back to English, as the switch does (within act): the page renders afresh.
    await act(() => activateLocale('en'));
    const englishHeader = screen.getByRole('banner');
    expect(within(englishHeader).getAllByRole('link', { name: 'Events' })[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Treasurer' })).toBeInTheDocument();
  });
});
