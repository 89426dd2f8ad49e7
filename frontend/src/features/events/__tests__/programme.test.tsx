import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProgrammeEntry } from '@/lib/api-types';
import { activateLocale } from '@/lib/i18n';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import EventDetailPage from '../components/EventDetailPage';
import ManageActPage from '../components/programme/ManageActPage';
import ProgrammePage from '../components/programme/ProgrammePage';
import { enter } from './helpers';

function makeEntry(overrides: Partial<ProgrammeEntry> = {}): ProgrammeEntry {
  return {
    id: 7,
    eventId: 1,
    title: 'Dhunuchi naach',
    kind: 'dance',
    performers: [
      { name: 'Rupa Sen', child: false },
      { name: 'Tuli Sen', child: true },
    ],
    durationMinutes: 6,
    contactName: 'Rupa Sen',
    contactEmail: 'rupa@example.org',
    contactPhone: '209-555-0101',
    notes: '',
    trackPath: '',
    status: 'submitted',
    position: null,
    startTime: null,
    note: '',
    createdAt: '2025-09-01T17:30:00Z',
    updatedAt: '2025-09-01T17:30:00Z',
    ...overrides,
  };
}

function renderEvent() {
  return renderWithProviders(<EventDetailPage />, { route: '/events/1', path: '/events/:id' });
}

beforeEach(() => {
  document.cookie = 'csrftoken=test-token; path=/';
  window.localStorage.clear();
  server.use(http.get('/api/gallery', () => HttpResponse.json([])));
});

describe('the programme on the event page', () => {
  it('offers "Submit an act" while submissions are open and the deadline has not passed', async () => {
    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json(makeEvent({ date: '2099-10-15', programmeOpen: true, programmeDeadline: '2099-10-01' })),
      ),
    );
    renderEvent();
    expect(await screen.findByRole('heading', { name: 'Cultural programme' })).toBeInTheDocument();
    expect(screen.getByText('Dance, sing, recite or play on stage: send your act by October 1, 2099.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit an act' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the programme' })).not.toBeInTheDocument();
  });

  it('offers nothing once the deadline has passed, and links to the published programme', async () => {
    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json(
          makeEvent({ date: '2099-10-15', programmeOpen: true, programmeDeadline: '2020-01-01', programmePublished: true }),
        ),
      ),
    );
    renderEvent();
    expect(await screen.findByRole('link', { name: 'See the programme' })).toHaveAttribute('href', '/events/1/programme');
    expect(screen.queryByRole('button', { name: 'Submit an act' })).not.toBeInTheDocument();
  });

  it('shows no programme card while submissions are closed and nothing is published', async () => {
    server.use(http.get('/api/events/1', () => HttpResponse.json(makeEvent())));
    renderEvent();
    await screen.findByRole('heading', { name: 'Durga Puja 2025' });
    expect(screen.queryByRole('heading', { name: 'Cultural programme' })).not.toBeInTheDocument();
  });
});

describe('submitting an act', () => {
  // jsdom has no object URLs; Uppy makes them for previews.
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  function serveOpenEvent() {
    const sent: Record<string, unknown>[] = [];
    const puts: string[] = [];
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(makeEvent({ date: '2099-10-15', programmeOpen: true }))),
      http.post('/api/programme/upload', () => HttpResponse.json({ uploadURL: '/api/objects/upload/put-1?signature=s1' })),
      http.put('/api/objects/upload/:target', ({ request }) => {
        const url = new URL(request.url);
        puts.push(`${url.pathname}${url.search}`);
        return new HttpResponse(null, { status: 200 });
      }),
      http.post('/api/events/1/programme', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(
          { ...makeEntry(body as Partial<ProgrammeEntry>), trackPath: '/objects/audio/abc.wav', manageToken: 'tok-7' },
          { status: 201 },
        );
      }),
    );
    return { sent, puts };
  }

  async function openForm() {
    const user = userEvent.setup({ delay: null });
    renderEvent();
    await user.click(await screen.findByRole('button', { name: 'Submit an act' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit an act' });
    return { user, dialog };
  }

  it('says what is missing before sending anything', async () => {
    const { sent } = serveOpenEvent();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Submit the act' }));

    expect(await within(dialog).findByText('Give your act a title')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what kind of act it is')).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the performer's name")).toBeInTheDocument();
    expect(within(dialog).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Minutes on stage'));
    await enter(user, within(dialog).getByLabelText('Minutes on stage'), '45');
    await user.tab();
    expect(await within(dialog).findByText('Minutes must be a whole number from 1 to 30')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the act with its performers and uploaded music, then says an email with a link is coming', async () => {
    const { sent, puts } = serveOpenEvent();
    const { user, dialog } = await openForm();

    await enter(user, within(dialog).getByLabelText('Title of the act'), 'Dhunuchi naach');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind of act' }));
    await user.click(await screen.findByRole('option', { name: 'Dance' }));
    await enter(user, within(dialog).getByLabelText('Performer 1'), 'Rupa Sen');
    await user.click(within(dialog).getByRole('button', { name: 'Add a performer' }));
    await enter(user, within(dialog).getByLabelText('Performer 2'), 'Tuli Sen');
    expect(within(dialog).queryByRole('group', { name: "Children's names on the public programme" })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('checkbox', { name: 'Child' })[1]);
    // A child on stage: the family says how the public programme names children, first names at first.
    const naming = within(dialog).getByRole('group', { name: "Children's names on the public programme" });
    expect(within(naming).getByRole('radio', { name: 'First names only' })).toBeChecked();
    await user.click(within(naming).getByRole('radio', { name: 'No names' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a performer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove performer 3' }));
    expect(within(dialog).queryByLabelText('Performer 3')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Minutes on stage'));
    await enter(user, within(dialog).getByLabelText('Minutes on stage'), '6');
    await enter(user, within(dialog).getByLabelText('Contact name'), 'Rupa Sen');
    await enter(user, within(dialog).getByLabelText('Email Address'), 'rupa@example.org');

    const file = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45])], 'dhunuchi.wav', {
      type: 'audio/wav',
    });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('dhunuchi.wav', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(puts).toEqual(['/api/objects/upload/put-1?signature=s1']);

    await user.click(within(dialog).getByRole('button', { name: 'Submit the act' }));

    expect(await within(dialog).findByRole('heading', { name: 'Your act is in!' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The organisers will look at it and email you. An email with a link to change or withdraw it is on its way to rupa@example.org.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Dhunuchi naach (Dance)')).toBeInTheDocument();
    expect(within(dialog).getByText('Rupa Sen, Tuli Sen')).toBeInTheDocument();
    expect(within(dialog).getByText('No names')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Dhunuchi naach',
        kind: 'dance',
        performers: [
          { name: 'Rupa Sen', child: false },
          { name: 'Tuli Sen', child: true },
        ],
        childNames: 'none',
        durationMinutes: 6,
        contactName: 'Rupa Sen',
        contactEmail: 'rupa@example.org',
        contactPhone: '',
        notes: '',
        trackPath: '/api/objects/upload/put-1?signature=s1',
      },
    ]);
    expect(window.localStorage.getItem('programme-token:7')).toBe('tok-7');
  });

  it('refuses a file that is not music without uploading it', async () => {
    const { puts } = serveOpenEvent();
    const { dialog } = await openForm();
    const file = new File(['not music'], 'flyer.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('Choose an MP3, M4A, WAV or OGG file.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("shows the server's refusal when submissions have closed meanwhile", async () => {
    serveOpenEvent();
    server.use(
      http.post('/api/events/1/programme', () =>
        HttpResponse.json({ message: 'Programme submissions are closed.' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openForm();
    await enter(user, within(dialog).getByLabelText('Title of the act'), 'Rabindra sangeet');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind of act' }));
    await user.click(await screen.findByRole('option', { name: 'Song' }));
    await enter(user, within(dialog).getByLabelText('Performer 1'), 'Mita Sen');
    await enter(user, within(dialog).getByLabelText('Contact name'), 'Mita Sen');
    await enter(user, within(dialog).getByLabelText('Email Address'), 'mita@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Submit the act' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Programme submissions are closed.');
  });
});

describe('the manage page of an act', () => {
  function serveEntry(entry = makeEntry()) {
    const tokens: (string | null)[] = [];
    const updates: Record<string, unknown>[] = [];
    let withdrawn = 0;
    server.use(
      http.get('/api/programme/7', ({ request }) => {
        tokens.push(request.headers.get('X-Programme-Token'));
        return request.headers.get('X-Programme-Token') === 'tok-7'
          ? HttpResponse.json(entry)
          : HttpResponse.json({ message: 'This link is not valid.' }, { status: 403 });
      }),
      http.put('/api/programme/7', async ({ request }) => {
        tokens.push(request.headers.get('X-Programme-Token'));
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        return HttpResponse.json({ ...entry, ...body });
      }),
      http.post('/api/programme/7/withdraw', ({ request }) => {
        tokens.push(request.headers.get('X-Programme-Token'));
        withdrawn += 1;
        return HttpResponse.json({ ...entry, status: 'withdrawn' });
      }),
    );
    return { tokens, updates, withdrawnCount: () => withdrawn };
  }

  function renderManage(route = '/programme/7?token=tok-7') {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ManageActPage />, { route, path: '/programme/:id' });
    return user;
  }

  it('reads the act with the token from the emailed link, and keeps the token', async () => {
    const { tokens } = serveEntry(makeEntry({ status: 'accepted', startTime: '18:20', note: 'Be backstage by 6.' }));
    renderManage();
    expect(await screen.findByRole('heading', { name: 'Dhunuchi naach' })).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('You are on stage at 6:20 PM.')).toBeInTheDocument();
    expect(screen.getByText('From the organisers: Be backstage by 6.')).toBeInTheDocument();
    expect(tokens).toEqual(['tok-7']);
    expect(window.localStorage.getItem('programme-token:7')).toBe('tok-7');
  });

  it('says the link does not work without a valid token', async () => {
    serveEntry();
    renderManage('/programme/7');
    expect(await screen.findByRole('heading', { name: "We couldn't open this act" })).toBeInTheDocument();
  });

  it('changes the act and keeps its music', async () => {
    const { updates } = serveEntry(makeEntry({ trackPath: '/objects/audio/abc.wav' }));
    const user = renderManage();
    await user.click(await screen.findByRole('button', { name: 'Change the act' }));
    const minutes = screen.getByLabelText('Minutes on stage');
    await user.clear(minutes);
    await enter(user, minutes, '8');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Act updated')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ durationMinutes: 8, trackPath: '/objects/audio/abc.wav', kind: 'dance' });
    expect(await screen.findByText('8 min')).toBeInTheDocument();
  });

  it('withdraws the act only after confirming', async () => {
    const { withdrawnCount, tokens } = serveEntry();
    const user = renderManage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the act' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw your act?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep the act' }));
    expect(withdrawnCount()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw the act' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Act withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0));
    expect(withdrawnCount()).toBe(1);
    expect(tokens.at(-1)).toBe('tok-7');
    expect(screen.queryByRole('button', { name: 'Change the act' })).not.toBeInTheDocument();
  });
});

describe('the public programme page', () => {
  function renderProgramme() {
    return renderWithProviders(<ProgrammePage />, { route: '/events/1/programme', path: '/events/:id/programme' });
  }

  it('shows the running order with times, kinds and performers, and no contact details', async () => {
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(makeEvent({ programmePublished: true }))),
      http.get('/api/events/1/programme', () =>
        HttpResponse.json([
          { position: 1, title: 'Dhunuchi naach', kind: 'dance', performers: ['Rupa Sen', 'Tuli Sen'], startTime: '18:00', durationMinutes: 6 },
          { position: 2, title: 'Ekla cholo re', kind: 'song', performers: ['Mita Sen'], startTime: '18:08', durationMinutes: 4 },
        ]),
      ),
    );
    renderProgramme();
    const list = await screen.findByRole('list', { name: 'Running order' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: 'Dhunuchi naach' })).toBeInTheDocument();
    expect(within(items[0]).getByText('6:00 PM')).toBeInTheDocument();
    expect(within(items[0]).getByText('Dance')).toBeInTheDocument();
    expect(within(items[0]).getByText('Rupa Sen, Tuli Sen')).toBeInTheDocument();
    expect(within(items[1]).getByText('6:08 PM')).toBeInTheDocument();
    expect(within(items[1]).getByText('No. 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cultural programme' })).toBeInTheDocument();
  });

  it('names the performers only as each family agreed, counting the children left unnamed', async () => {
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(makeEvent({ programmePublished: true }))),
      http.get('/api/events/1/programme', () =>
        HttpResponse.json([
          { position: 1, title: 'Dhunuchi naach', kind: 'dance', performers: ['Rupa Sen', 'Tuli'], childrenNotNamed: 0, startTime: '18:00', durationMinutes: 6 },
          { position: 2, title: 'Chhora', kind: 'recitation', performers: ['Mita Sen'], childrenNotNamed: 2, startTime: '18:08', durationMinutes: 4 },
          { position: 3, title: 'Ekla cholo re', kind: 'song', performers: [], childrenNotNamed: 1, startTime: '18:14', durationMinutes: 4 },
        ]),
      ),
    );
    renderProgramme();
    const items = within(await screen.findByRole('list', { name: 'Running order' })).getAllByRole('listitem');
    expect(within(items[0]).getByText('Rupa Sen, Tuli')).toBeInTheDocument();
    expect(within(items[1]).getByText('Mita Sen and 2 children')).toBeInTheDocument();
    expect(within(items[2]).getByText('1 child')).toBeInTheDocument();
  });

  it('says the programme is not out yet while the server answers 404', async () => {
    server.use(
      http.get('/api/events/1', () => HttpResponse.json(makeEvent())),
      http.get('/api/events/1/programme', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    renderProgramme();
    expect(await screen.findByRole('heading', { name: 'The programme is not out yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/events/1');
  });
});

describe('the programme in Bengali', () => {
  beforeEach(async () => {
    await activateLocale('bn');
  });
  it('offers the act form and shows the running order in Bengali, with Bengali digits', async () => {
    server.use(
      http.get('/api/events/1', () =>
        HttpResponse.json(makeEvent({ date: '2099-10-15', programmeOpen: true, programmePublished: true })),
      ),
      http.get('/api/events/1/programme', () =>
        HttpResponse.json([
          { position: 1, title: 'Dhunuchi naach', kind: 'dance', performers: ['Rupa Sen'], startTime: '18:05', durationMinutes: 6 },
        ]),
      ),
    );
    const { unmount } = renderEvent();
    expect(await screen.findByRole('heading', { name: 'সাংস্কৃতিক অনুষ্ঠানসূচি' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরিবেশনা পাঠান' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অনুষ্ঠানসূচি দেখুন' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ProgrammePage />, { route: '/events/1/programme', path: '/events/:id/programme' });
    const list = await screen.findByRole('list', { name: 'পরিবেশনার ক্রম' });
    expect(within(list).getByText('নাচ')).toBeInTheDocument();
    expect(within(list).getByText('৬ মিনিট')).toBeInTheDocument();
    expect(within(list).getByText('১ নম্বর')).toBeInTheDocument();
    expect(within(list).getByText(/৬:০৫/)).toBeInTheDocument();
  });
});
