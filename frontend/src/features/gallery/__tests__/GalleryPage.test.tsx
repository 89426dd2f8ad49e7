import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import userEvent from '@testing-library/user-event';
import { cleanup, renderWithProviders, screen, within } from '@/test-utils';
import { activateLocale } from '@/lib/i18n';
import GalleryPage from '../components/GalleryPage';

const images = [
  {
    id: 8,
    imagePath: '/objects/gallery/puja.jpg',
    thumbnailPath: '/objects/gallery/puja-thumb.jpg',
    width: 1200,
    height: 900,
    title: 'Sindoor Khela',
    caption: 'Bidding the goddess farewell',
    eventId: 1,
    createdAt: '2025-10-20T10:00:00Z',
  },
  {
    id: 7,
    imagePath: '/objects/gallery/stage.png',
    thumbnailPath: '/objects/gallery/stage-thumb.png',
    width: 600,
    height: 800,
    title: '',
    caption: '',
    eventId: null,
    createdAt: '2025-10-19T10:00:00Z',
  },
];

describe('GalleryPage', () => {
  it('shows six skeletons while loading, then the thumbnails', async () => {
    server.use(http.get('/api/gallery', () => HttpResponse.json(images)));
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Community Gallery' })).toBeInTheDocument();
    const loading = screen.getByRole('status', { name: 'Loading gallery' });
    expect(within(loading).getAllByTestId('skeleton')).toHaveLength(6);

    const photo = await screen.findByRole('img', { name: 'Sindoor Khela' });
    expect(photo).toHaveAttribute('src', '/objects/gallery/puja-thumb.jpg');
    // The first photo is the page's largest paint: fetched at once, ahead of the others.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '900');
    expect(photo.closest('a')).toHaveAttribute('href', '/objects/gallery/puja.jpg');

    const overlays = screen.getAllByTestId('gallery-overlay');
    expect(overlays).toHaveLength(1);
    expect(overlays[0]).toHaveTextContent('Sindoor Khela');
    expect(overlays[0]).toHaveTextContent('Bidding the goddess farewell');
    // Shown on hover and on keyboard focus alike.
    expect(overlays[0].className).toMatch(/group-hover:opacity-100/);
    expect(overlays[0].className).toMatch(/group-focus-visible:opacity-100/);

    const second = screen.getByRole('img', { name: 'A moment from our community' });
    expect(second).toHaveAttribute('width', '600');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('img', { name: 'Durga Puja 2023' })).not.toBeInTheDocument();
  });

  it('shows the six sample images when the gallery is empty', async () => {
    server.use(http.get('/api/gallery', () => HttpResponse.json([])));
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    for (const title of [
      'Durga Puja 2023',
      'Cultural Performance',
      'Community Feast',
      'Kali Puja Celebration',
      'Community Family',
      'Community Wedding',
    ]) {
      expect(await screen.findByRole('img', { name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('says so when the gallery cannot be loaded', async () => {
    server.use(http.get('/api/gallery', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    expect(await screen.findByText("We couldn't load the gallery right now. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('invites visitors to share their photos', async () => {
    server.use(http.get('/api/gallery', () => HttpResponse.json([])));
    renderWithProviders(<GalleryPage />, { route: '/gallery' });
    expect(screen.getByRole('heading', { name: 'Share Your Memories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us to Share Photos' })).toHaveAttribute('href', '/contact');
    await screen.findAllByRole('img');
  });

  describe('older photos', () => {
    function photo(id: number) {
      return { ...images[1], id, title: `Photo ${id}`, caption: '' };
    }
    const newest = Array.from({ length: 60 }, (_, index) => photo(200 - index));

    it('loads the page before the last photo shown when asked, and stops at a short page', async () => {
      const asked: string[] = [];
      server.use(
        http.get('/api/gallery', ({ request }) => {
          const url = new URL(request.url);
          asked.push(url.search);
          if (!url.searchParams.has('before')) return HttpResponse.json(newest);
          return HttpResponse.json([photo(140), photo(139)]);
        }),
      );
      renderWithProviders(<GalleryPage />, { route: '/gallery' });
      expect(await screen.findByRole('img', { name: 'Photo 141' })).toBeInTheDocument();
      expect(asked).toEqual(['']);

      await userEvent.click(screen.getByRole('button', { name: 'More photos' }));

      expect(await screen.findByRole('img', { name: 'Photo 139' })).toBeInTheDocument();
      expect(asked).toEqual(['', '?before=141&limit=60']);
      expect(screen.queryByRole('button', { name: 'More photos' })).not.toBeInTheDocument();
    });

    it('offers nothing more when the first page is not full', async () => {
      server.use(http.get('/api/gallery', () => HttpResponse.json(newest.slice(0, 59))));
      renderWithProviders(<GalleryPage />, { route: '/gallery' });
      expect(await screen.findByRole('img', { name: 'Photo 200' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'More photos' })).not.toBeInTheDocument();
    });

    it('says so when the next page fails, and a tap tries again', async () => {
      let fail = true;
      server.use(
        http.get('/api/gallery', ({ request }) => {
          if (!new URL(request.url).searchParams.has('before')) return HttpResponse.json(newest);
          return fail ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json([photo(140)]);
        }),
      );
      renderWithProviders(<GalleryPage />, { route: '/gallery' });
      await userEvent.click(await screen.findByRole('button', { name: 'More photos' }));
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more photos.");

      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'More photos' }));
      expect(await screen.findByRole('img', { name: 'Photo 140' })).toBeInTheDocument();
    });
  });

  describe("one event's album", () => {
    it('asks for the photos of the event in ?event= and offers all photos', async () => {
      const asked: string[] = [];
      server.use(
        http.get('/api/gallery', ({ request }) => {
          asked.push(new URL(request.url).search);
          return HttpResponse.json([images[0]]);
        }),
      );
      renderWithProviders(<GalleryPage />, { route: '/gallery?event=1' });

      expect(await screen.findByRole('img', { name: 'Sindoor Khela' })).toBeInTheDocument();
      expect(asked).toEqual(['?eventId=1']);
      expect(screen.getByRole('link', { name: 'Show all photos' })).toHaveAttribute('href', '/gallery');
    });

    it('says an event has no photos yet instead of showing the samples', async () => {
      server.use(http.get('/api/gallery', () => HttpResponse.json([])));
      renderWithProviders(<GalleryPage />, { route: '/gallery?event=1' });

      expect(await screen.findByText('No photos of this event yet.')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Durga Puja 2023' })).not.toBeInTheDocument();
    });

    it('offers a wider rendition for wide screens', async () => {
      server.use(http.get('/api/gallery', () => HttpResponse.json(images)));
      renderWithProviders(<GalleryPage />, { route: '/gallery' });

      const photo = await screen.findByRole('img', { name: 'Sindoor Khela' });
      expect(photo).toHaveAttribute('srcset', '/objects/gallery/puja-thumb.jpg 640w, /objects/gallery/puja.jpg 1200w');
      expect(photo).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw');
    });
  });

  describe('in Bengali', () => {
    // Unmounted before jest.setup switches back to English, which would otherwise re-render the page outside act().
    afterEach(cleanup);

    it('names the page, the loading state and the sample pictures in Bengali', async () => {
      await activateLocale('bn');
      server.use(http.get('/api/gallery', () => HttpResponse.json([])));
      renderWithProviders(<GalleryPage />, { route: '/gallery' });

      expect(screen.getByRole('heading', { level: 1, name: 'আমাদের গ্যালারি' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'গ্যালারি আসছে' })).toBeInTheDocument();
      const sample = await screen.findByRole('img', { name: 'দুর্গাপুজো ২০২৩' });
      expect(sample.closest('a')).toHaveTextContent('আমাদের সবচেয়ে বড় উৎসবের ঢাক আর কাশফুল');
      expect(sample.closest('a')).toHaveTextContent('(পুরো ছবিটি নতুন ট্যাবে খুলবে)');
      expect(screen.getByRole('img', { name: 'প্রীতিভোজ' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Durga Puja 2023' })).not.toBeInTheDocument();

      expect(screen.getByRole('heading', { level: 2, name: 'আপনার স্মৃতি ভাগ করে নিন' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ছবি দিতে যোগাযোগ করুন' })).toHaveAttribute('href', '/contact');
    });

    it("shows an organiser's caption as written, and a Bengali stand-in for a photo without one", async () => {
      await activateLocale('bn');
      server.use(http.get('/api/gallery', () => HttpResponse.json(images)));
      renderWithProviders(<GalleryPage />, { route: '/gallery' });

      expect(await screen.findByRole('img', { name: 'Sindoor Khela' })).toBeInTheDocument();
      expect(screen.getByTestId('gallery-overlay')).toHaveTextContent('Bidding the goddess farewell');
      expect(screen.getByRole('img', { name: 'আমাদের গোষ্ঠীর একটি মুহূর্ত' })).toBeInTheDocument();
    });

    it("offers more photos, says when they fail and what an event's album lacks, in Bengali", async () => {
      await activateLocale('bn');
      const newest = Array.from({ length: 60 }, (_, index) => ({ ...images[1], id: 200 - index, title: `Photo ${200 - index}` }));
      server.use(
        http.get('/api/gallery', ({ request }) => {
          const url = new URL(request.url);
          if (url.searchParams.has('eventId')) return HttpResponse.json([]);
          if (!url.searchParams.has('before')) return HttpResponse.json(newest);
          return HttpResponse.json({ message: 'Down' }, { status: 503 });
        }),
      );
      const { unmount } = renderWithProviders(<GalleryPage />, { route: '/gallery' });
      await userEvent.click(await screen.findByRole('button', { name: 'আরও ছবি' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('আর ছবি আনা গেল না। দয়া করে আবার চেষ্টা করুন।');
      unmount();

      renderWithProviders(<GalleryPage />, { route: '/gallery?event=1' });
      expect(await screen.findByText('এই অনুষ্ঠানের কোনো ছবি এখনও আসেনি।')).toBeInTheDocument();
      expect(screen.getByText('একটি অনুষ্ঠানের ছবি।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'সব ছবি দেখুন' })).toHaveAttribute('href', '/gallery');
    });

    it('says in Bengali when the gallery cannot be loaded', async () => {
      await activateLocale('bn');
      server.use(http.get('/api/gallery', () => new HttpResponse(null, { status: 500 })));
      renderWithProviders(<GalleryPage />, { route: '/gallery' });
      expect(
        await screen.findByText('এই মুহূর্তে গ্যালারি খোলা যাচ্ছে না। দয়া করে একটু পরে আবার চেষ্টা করুন।'),
      ).toBeInTheDocument();
    });
  });
});
