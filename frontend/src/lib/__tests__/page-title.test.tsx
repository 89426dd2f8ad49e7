import { Link, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '@/lib/i18n';
import { useHomeTitle, usePageTitle } from '@/lib/page-title';
import { makeSettings } from '@/test/fixtures';
import { renderWithProviders, screen, waitFor } from '@/test-utils';

function Home() {
  useHomeTitle();
  return <Link to="/events">Events</Link>;
}

function Events() {
  usePageTitle('Events');
  return <Link to="/events/7">Durga Puja</Link>;
}

function Missing() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return <p>404</p>;
}

function Loading() {
  usePageTitle(null);
  return <p>Loading</p>;
}

const settings = makeSettings({ groupName: 'Tracy Bengali Cultural Association', tagline: 'Celebrating Culture, Together' });

afterEach(async () => {
  document.title = '';
  await activateLocale('en');
});

describe('the tab title', () => {
  it('follows the page on screen as the visitor moves within the app, as the server writes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/events" element={<Events />} />
        <Route path="/events/:id" element={<Loading />} />
      </Routes>,
      { initialData: { '/api/settings': settings } },
    );
    await waitFor(() => expect(document.title).toBe('Tracy Bengali Cultural Association · Celebrating Culture, Together'));

    await user.click(screen.getByRole('link', { name: 'Events' }));
    await waitFor(() => expect(document.title).toBe('Events · Tracy Bengali Cultural Association'));

    // A page whose name is still loading leaves the last title rather than a blank one.
    await user.click(screen.getByRole('link', { name: 'Durga Puja' }));
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(document.title).toBe('Events · Tracy Bengali Cultural Association');
  });

  it('speaks the language of the page', async () => {
    await activateLocale('bn');
    renderWithProviders(<Missing />, { initialData: { '/api/settings': settings } });
    await waitFor(() => expect(document.title).toBe('পাতাটি পাওয়া যায়নি · Tracy Bengali Cultural Association'));
  });
});
