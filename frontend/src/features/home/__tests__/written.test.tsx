import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent, makeSettings } from '@/test/fixtures';
import { act, cleanup, renderWithProviders, screen } from '@/test-utils';
import { activateLocale } from '@/lib/i18n';
import { HomePage } from '../components/HomePage';

// The organisers' texts written in Bengali beside the English: Bengali visitors read the Bengali,
// English ones the English, and a text without its Bengali is read in English by both.
const settings = makeSettings({
  tagline: 'Celebrating Culture, Together',
  taglineBn: 'একসাথে সংস্কৃতির উদযাপন',
  aboutText: 'We are Bengali families of Tracy.',
  aboutTextBn: 'আমরা ট্রেসির বাঙালি পরিবার।\n\nসবাই স্বাগত।',
  showAnnouncement: true,
  announcementText: 'Durga Puja registration is open!',
  bannerTextBn: 'দুর্গাপুজোর নিবন্ধন খোলা!',
});

const event = makeEvent({
  title: 'Durga Puja 2025',
  titleBn: 'দুর্গাপুজো ২০২৫',
  description: 'Four days of worship.',
  descriptionBn: 'চার দিনের পুজো।',
});

function serve(site = settings, featured = event) {
  server.use(
    http.get('/api/settings', () => HttpResponse.json(site)),
    http.get('/api/events/featured', () => HttpResponse.json(featured)),
  );
}

describe('the home page with texts written in both languages', () => {
  // Unmounted before jest.setup switches back to English, which would otherwise re-render the page outside act().
  afterEach(cleanup);

  it('shows a Bengali visitor the Bengali tagline, banner, About and featured event', async () => {
    await activateLocale('bn');
    serve();
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('একসাথে সংস্কৃতির উদযাপন')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'ঘোষণা' })).toHaveTextContent('দুর্গাপুজোর নিবন্ধন খোলা!');
    expect(screen.getByText('আমরা ট্রেসির বাঙালি পরিবার।')).toBeInTheDocument();
    expect(screen.getByText('সবাই স্বাগত।')).toBeInTheDocument();
    expect(screen.queryByText('We are Bengali families of Tracy.')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'দুর্গাপুজো ২০২৫' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'দুর্গাপুজো ২০২৫' })).toBeInTheDocument();
    expect(screen.getByText('চার দিনের পুজো।')).toBeInTheDocument();
  });

  it('shows an English visitor the English', async () => {
    serve();
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('Celebrating Culture, Together')).toBeInTheDocument();
    expect(screen.getByText('Durga Puja registration is open!')).toBeInTheDocument();
    expect(screen.getByText('We are Bengali families of Tracy.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();
    expect(screen.getByText('Four days of worship.')).toBeInTheDocument();
    expect(screen.queryByText('চার দিনের পুজো।')).not.toBeInTheDocument();
  });

  it('falls back to the English where no Bengali is written', async () => {
    await activateLocale('bn');
    serve(
      makeSettings({ aboutText: 'Everyone is welcome.', aboutTextBn: '', taglineBn: '  ' }),
      makeEvent({ title: 'Kali Puja', titleBn: '', description: 'One night.' }),
    );
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('Celebrating Culture, Together')).toBeInTheDocument();
    expect(screen.getByText('Everyone is welcome.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kali Puja' })).toBeInTheDocument();
    expect(screen.getByText('One night.')).toBeInTheDocument();
  });

  it('changes to the Bengali texts when the visitor switches language', async () => {
    serve();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Durga Puja 2025' })).toBeInTheDocument();

    await act(() => activateLocale('bn'));

    expect(await screen.findByRole('heading', { name: 'দুর্গাপুজো ২০২৫' })).toBeInTheDocument();
    expect(screen.getByText('একসাথে সংস্কৃতির উদযাপন')).toBeInTheDocument();
  });
});
