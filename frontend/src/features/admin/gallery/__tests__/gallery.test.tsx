import { http, HttpResponse, delay } from 'msw';
import userEvent from '@testing-library/user-event';
import { act, fireEvent, screen, waitFor, within } from '@/test-utils';
import { makeEvent, makeSummary } from '@/test/fixtures';
import type { GalleryImage } from '@/lib/api-types';
import { server } from '@/test/server';
import { answerConfirmation, recordRequests, renderAdmin, serverError } from '../../shell/__tests__/helpers';

const IMAGE_DELETE_QUESTION = 'Are you sure you want to delete this image?';

const durga = makeEvent();

function image(overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id: 1,
    imagePath: '/objects/gallery/aarti.jpg',
    thumbnailPath: '/objects/gallery/aarti-thumb.jpg',
    width: 800,
    height: 600,
    title: 'Evening Aarti',
    caption: 'Lamps at dusk',
    credit: '',
    eventId: 1,
    createdAt: '2025-10-16T03:00:00Z',
    ...overrides,
  };
}

async function openGallery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Gallery' }));
  expect(await screen.findByRole('heading', { name: 'Gallery Management' })).toBeInTheDocument();
}

describe('gallery tab', () => {
  // Each photo of an event asks how many of its parties declined photos; by default none did.
  beforeEach(() => {
    server.use(http.get('/api/admin/events/:eventId/summary', () => HttpResponse.json(makeSummary())));
  });

  it('shows eight skeleton tiles while loading', async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/gallery', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await openGallery(userEvent.setup());
    expect(screen.getAllByTestId('gallery-skeleton-tile')).toHaveLength(8);
  });

  it('says how to start when the gallery is empty', async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([])), http.get('/api/admin/gallery', () => HttpResponse.json([])));
    await openGallery(userEvent.setup());
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(screen.getByText('Upload your first image to get started.')).toBeInTheDocument();
  });

  it('says when the gallery cannot be loaded', async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([])), http.get('/api/admin/gallery', () => serverError()));
    await openGallery(userEvent.setup());
    expect(await screen.findByText('We could not load the gallery.')).toBeInTheDocument();
  });

  it('shows the current images with thumbnails, titles and captions', async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/gallery', () => HttpResponse.json([image(), image({ id: 2, title: '', caption: '' })])),
    );
    await openGallery(userEvent.setup());
    const list = within(await screen.findByRole('list', { name: 'Current images' }));
    expect(list.getByRole('img', { name: 'Evening Aarti' })).toHaveAttribute('src', '/objects/gallery/aarti-thumb.jpg');
    expect(list.getByText('Lamps at dusk')).toBeInTheDocument();
    expect(list.getByText('Untitled')).toBeInTheDocument();
  });

  it("flags each photo of an event whose parties did not all consent to photos, with how many", async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/gallery', () =>
        HttpResponse.json([
          image(),
          image({ id: 2, title: 'Dhunuchi dance', eventId: 2 }),
          image({ id: 3, title: 'Rangoli', eventId: 3 }),
          image({ id: 4, title: 'Old photo', eventId: null }),
        ]),
      ),
      http.get('/api/admin/events/1/summary', () => HttpResponse.json(makeSummary({ noPhotoConsent: ['Mita Sen', 'Rina Das'] }))),
      http.get('/api/admin/events/2/summary', () => HttpResponse.json(makeSummary({ noPhotoConsent: ['Deleted family'] }))),
    );
    await openGallery(userEvent.setup());
    const tiles = within(await screen.findByRole('list', { name: 'Current images' })).getAllByRole('listitem');

    expect(await within(tiles[0]).findByText('2 parties at this event did not consent to photos')).toBeInTheDocument();
    expect(await within(tiles[1]).findByText('1 party at this event did not consent to photos')).toBeInTheDocument();
    expect(tiles[2]).not.toHaveTextContent('consent');
    expect(tiles[3]).not.toHaveTextContent('consent');
  });

  it('reaches the delete buttons from the keyboard and deletes after confirmation', async () => {
    let images = [image()];
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/gallery', () => HttpResponse.json(images)),
      http.delete('/api/admin/gallery/1', () => {
        images = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await openGallery(user);
    const button = await screen.findByRole('button', { name: 'Delete image Evening Aarti' });
    act(() => button.focus());
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await answerConfirmation(user, 'Delete Image', IMAGE_DELETE_QUESTION, 'Delete');

    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    expect(screen.getByText('The image has been removed from the gallery.')).toBeInTheDocument();
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
  });

  it('keeps the image when the deletion is cancelled', async () => {
    const requests = recordRequests();
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/gallery', () => HttpResponse.json([image()])),
    );
    const user = userEvent.setup();
    await openGallery(user);
    await user.click(await screen.findByRole('button', { name: 'Delete image Evening Aarti' }));
    await answerConfirmation(user, 'Delete Image', IMAGE_DELETE_QUESTION, 'Cancel');

    expect(requests).not.toContain('DELETE /api/admin/gallery/1');
    expect(within(screen.getByRole('list', { name: 'Current images' })).getByText('Evening Aarti')).toBeInTheDocument();
  });

  it('says when an image cannot be deleted', async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/gallery', () => HttpResponse.json([image()])),
      http.delete('/api/admin/gallery/1', () => serverError()),
    );
    const user = userEvent.setup();
    await openGallery(user);
    await user.click(await screen.findByRole('button', { name: 'Delete image Evening Aarti' }));
    await answerConfirmation(user, 'Delete Image', IMAGE_DELETE_QUESTION, 'Delete');
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete image. Please try again.')).toBeInTheDocument();
  });
});

describe('gallery upload', () => {
  // jsdom has no object URLs; Uppy's dashboard makes them for its previews.
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  function png(name: string) {
    return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
  }

  function uploadHandlers({ failCreate = false } = {}) {
    let issued = 0;
    const puts: string[] = [];
    const creates: Record<string, unknown>[] = [];
    let images: GalleryImage[] = [];
    const handlers = [
      http.get('/api/admin/events', () => HttpResponse.json([durga])),
      http.get('/api/admin/events/1/summary', () => HttpResponse.json(makeSummary())),
      http.get('/api/admin/gallery', () => HttpResponse.json(images)),
      http.post('/api/objects/upload', () => {
        issued += 1;
        return HttpResponse.json({ uploadURL: `/api/objects/upload/put-${issued}?signature=s${issued}` });
      }),
      http.put('/api/objects/upload/:target', ({ request }) => {
        const url = new URL(request.url);
        puts.push(`${url.pathname}${url.search}`);
        return new HttpResponse(null, { status: 200 });
      }),
      http.post('/api/admin/gallery', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        creates.push(body);
        if (failCreate) return serverError();
        const created = image({ id: creates.length, title: String(body.title), caption: String(body.caption) });
        images = [created, ...images];
        return HttpResponse.json(created, { status: 201 });
      }),
    ];
    return { handlers, puts, creates };
  }

  async function chooseFiles(files: File[]) {
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('.uppy-Dashboard-input');
      if (!found) throw new Error('The upload dialog has no file input yet');
      return found;
    });
    fireEvent.change(input, { target: { files } });
  }

  it('creates one gallery image per uploaded file, then clears the details', async () => {
    const { handlers, puts, creates } = uploadHandlers();
    const requests = recordRequests();
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openGallery(user);

    await user.type(screen.getByLabelText(/^Image Title/), 'Sindoor Khela');
    await user.type(screen.getByLabelText(/^Caption/), 'The last day');
    await user.click(screen.getByRole('combobox', { name: /Associated Event/ }));
    await user.click(await screen.findByRole('option', { name: 'Durga Puja 2025' }));

    await user.click(screen.getByRole('button', { name: 'Choose Images to Upload' }));
    await chooseFiles([png('one.png'), png('two.png')]);
    await user.click(await screen.findByRole('button', { name: /Upload 2 files/i }));

    expect(await screen.findByText('Image Uploaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('The image has been added to the gallery.')).toBeInTheDocument();
    expect(puts.sort()).toEqual(['/api/objects/upload/put-1?signature=s1', '/api/objects/upload/put-2?signature=s2']);
    expect(creates).toHaveLength(2);
    expect(creates.map((body) => body.imagePath).sort()).toEqual([
      '/api/objects/upload/put-1?signature=s1',
      '/api/objects/upload/put-2?signature=s2',
    ]);
    for (const body of creates) {
      expect(body).toMatchObject({ title: 'Sindoor Khela', caption: 'The last day', eventId: 1 });
    }
    expect(requests.filter((request) => request === 'POST /api/admin/gallery')).toHaveLength(2);
    expect(requests.filter((request) => request === 'POST /api/objects/upload')).toHaveLength(2);

    await waitFor(() => expect(screen.getByLabelText(/^Image Title/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Caption/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Associated Event/ })).toHaveTextContent('No associated event');
    expect(await screen.findAllByText('Sindoor Khela')).toHaveLength(2);
  });

  it('says the upload failed when the images cannot be created', async () => {
    const { handlers, creates } = uploadHandlers({ failCreate: true });
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openGallery(user);
    await user.click(screen.getByRole('button', { name: 'Choose Images to Upload' }));
    await chooseFiles([png('one.png')]);
    await user.click(await screen.findByRole('button', { name: /Upload 1 file/i }));

    expect(await screen.findByText('Upload Failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to upload image. Please try again.')).toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({ title: '', caption: '', eventId: null });
  });
});

describe('photo consent when uploading', () => {
  // jsdom has no object URLs; Uppy's dashboard makes them for its previews.
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  const kali = makeEvent({ id: 2, title: 'Kali Puja' });

  async function chooseEvent(user: ReturnType<typeof userEvent.setup>, title: string) {
    await user.click(screen.getByRole('combobox', { name: /Associated Event/ }));
    await user.click(await screen.findByRole('option', { name: title }));
  }

  it("names the event's parties who declined photos, and says when everyone agreed", async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([durga, kali])),
      http.get('/api/admin/gallery', () => HttpResponse.json([])),
      http.get('/api/admin/events/1/summary', () =>
        HttpResponse.json(makeSummary({ noPhotoConsent: ['Arjun Das', 'সুমিতা দাস'] })),
      ),
      http.get('/api/admin/events/2/summary', () => HttpResponse.json(makeSummary())),
    );
    const user = userEvent.setup();
    await openGallery(user);
    expect(screen.queryByRole('note', { name: 'Declined photos' })).not.toBeInTheDocument();

    await chooseEvent(user, 'Durga Puja 2025');
    const note = await screen.findByRole('note', { name: 'Declined photos' });
    expect(note).toHaveTextContent('Leave out photos of these parties; they did not agree to appear in the gallery:');
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Arjun Das', 'সুমিতা দাস']);

    // The upload dialog, which covers the card, says it too.
    await user.click(screen.getByRole('button', { name: 'Choose Images to Upload' }));
    expect(await screen.findByText(/No photos of: Arjun Das, সুমিতা দাস\./)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await chooseEvent(user, 'Kali Puja');
    expect(await screen.findByText('Every confirmed party of Kali Puja agreed to appear in the gallery.')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Declined photos' })).not.toBeInTheDocument();

    await chooseEvent(user, 'No associated event');
    expect(screen.queryByText(/agreed to appear in the gallery/)).not.toBeInTheDocument();
  });

  it('says when it cannot check, and checks again on request', async () => {
    let calls = 0;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([durga])),
      http.get('/api/admin/gallery', () => HttpResponse.json([])),
      http.get('/api/admin/events/1/summary', () => {
        calls += 1;
        return calls === 1 ? serverError() : HttpResponse.json(makeSummary({ noPhotoConsent: ['Arjun Das'] }));
      }),
    );
    const user = userEvent.setup();
    await openGallery(user);
    await chooseEvent(user, 'Durga Puja 2025');
    expect(await screen.findByText('We could not check who declined photos at Durga Puja 2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('note', { name: 'Declined photos' })).toHaveTextContent('Arjun Das');
  });
});
