import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import type { AdminProgramme, AdminProgrammeEntry } from '@/lib/api-types';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import { renderAdmin } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const puja = makeEvent({ programmeOpen: true, programmeStart: '18:00', programmeGapMinutes: 2, programmePublished: false });

function act(id: number, title: string, overrides: Partial<AdminProgrammeEntry> = {}): AdminProgrammeEntry {
  return {
    id,
    eventId: 1,
    title,
    kind: 'dance',
    performers: [{ name: `${title} lead`, child: false }],
    durationMinutes: 5,
    contactName: `Contact ${id}`,
    contactEmail: `contact${id}@example.org`,
    contactPhone: `209-555-010${id}`,
    notes: '',
    trackPath: `/objects/audio/${id}.mp3`,
    trackUrl: `/objects/audio/${id}.mp3`,
    status: 'submitted',
    position: null,
    startTime: null,
    note: '',
    language: 'en',
    createdAt: '2025-09-01T17:30:00Z',
    updatedAt: '2025-09-01T17:30:00Z',
    ...overrides,
  } as AdminProgrammeEntry;
}

/** Start times as the server gives them: 18:00, then each act's length and the 2-minute gap. */
function timed(entries: AdminProgrammeEntry[]): AdminProgramme {
  let clock = 18 * 60;
  let position = 0;
  const accepted = entries
    .filter((entry) => entry.status === 'accepted')
    .sort((a, b) => (a.position ?? 99) - (b.position ?? 99))
    .map((entry) => {
      position += 1;
      const startTime = `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
      clock += entry.durationMinutes + 2;
      return { ...entry, position, startTime };
    });
  const others = entries.filter((entry) => entry.status !== 'accepted');
  const total = accepted.reduce((sum, entry) => sum + entry.durationMinutes, 0) + Math.max(accepted.length - 1, 0) * 2;
  return { entries: [...accepted, ...others], totalMinutes: total };
}

function serveDesk(initial: AdminProgrammeEntry[]) {
  let entries = initial;
  const decisions: { id: string; body: unknown }[] = [];
  const orders: unknown[] = [];
  const eventPuts: Record<string, unknown>[] = [];
  const handlers = [
    http.get('/api/admin/events', () => HttpResponse.json([puja])),
    http.get('/api/admin/events/1/programme', () => HttpResponse.json(timed(entries))),
    http.put('/api/admin/programme/:id', async ({ params, request }) => {
      const body = (await request.json()) as { status: 'accepted' | 'declined'; note: string };
      decisions.push({ id: String(params.id), body });
      const last = Math.max(0, ...entries.map((entry) => entry.position ?? 0));
      entries = entries.map((entry) =>
        String(entry.id) === params.id
          ? { ...entry, status: body.status, note: body.note, position: body.status === 'accepted' ? last + 1 : null }
          : entry,
      );
      return HttpResponse.json(entries.find((entry) => String(entry.id) === params.id));
    }),
    http.put('/api/admin/events/1/programme/order', async ({ request }) => {
      const body = (await request.json()) as { entryIds: number[] };
      orders.push(body);
      entries = entries.map((entry) => {
        const place = body.entryIds.indexOf(entry.id);
        return place >= 0 ? { ...entry, position: place + 1 } : entry;
      });
      return HttpResponse.json(timed(entries));
    }),
    http.put('/api/admin/events/1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      eventPuts.push(body);
      return HttpResponse.json({ ...puja, ...body });
    }),
    http.get('/api/events', () => HttpResponse.json([])),
    http.get('/api/events/featured', () => HttpResponse.json(null)),
  ];
  return { handlers, decisions, orders, eventPuts };
}

async function openDesk(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Programme' }));
  const select = await screen.findByRole('combobox', { name: 'Event' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Durga Puja 2025 (October 15, 2025)' }));
}

function runningOrder() {
  return within(screen.getByRole('list', { name: 'Running order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the programme desk', () => {
  it('lists every act with its status, contact and music, and accepts one with a note', async () => {
    const { handlers, decisions } = serveDesk([act(1, 'Dhunuchi naach'), act(2, 'Ekla cholo re', { kind: 'song', status: 'declined' })]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openDesk(user);

    const acts = within(await screen.findByRole('list', { name: 'Acts' }));
    const first = within(acts.getAllByRole('listitem')[0]);
    expect(first.getByRole('heading', { name: 'Dhunuchi naach' })).toBeInTheDocument();
    expect(first.getByText('Submitted')).toBeInTheDocument();
    expect(first.getByText('Contact 1')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '209-555-0101' })).toHaveAttribute('href', 'tel:209-555-0101');
    expect(first.getByRole('link', { name: 'Download the music' })).toHaveAttribute('href', '/objects/audio/1.mp3');
    expect(within(acts.getAllByRole('listitem')[1]).getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('No acts accepted yet. Accept acts below and they line up here, in the order you accept them.')).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: 'Accept Dhunuchi naach' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept “Dhunuchi naach”?' }));
    await user.type(dialog.getByLabelText(/Note to the contact/), 'Backstage by 5:45, please.');
    await user.click(dialog.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Act accepted')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: '1', body: { status: 'accepted', note: 'Backstage by 5:45, please.' } }]);
    await waitFor(() => expect(runningOrder()).toHaveLength(1));
    expect(runningOrder()[0]).toContain('6:00 PM');
  });

  it('declines an act', async () => {
    const { handlers, decisions } = serveDesk([act(1, 'Dhunuchi naach', { status: 'accepted', position: 1 })]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openDesk(user);
    await user.click(await screen.findByRole('button', { name: 'Decline Dhunuchi naach' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline “Dhunuchi naach”?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Act declined')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: '1', body: { status: 'declined', note: '' } }]);
  });

  it('moves acts in the running order with the buttons, with their times, gaps and the total', async () => {
    const { handlers, orders } = serveDesk([
      act(1, 'Dhunuchi naach', { status: 'accepted', position: 1 }),
      act(2, 'Ekla cholo re', { status: 'accepted', position: 2, durationMinutes: 4 }),
      act(3, 'Kabuliwala', { status: 'accepted', position: 3, kind: 'drama', durationMinutes: 10 }),
    ]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openDesk(user);

    await screen.findByRole('list', { name: 'Running order' });
    expect(screen.getByText('Total running time: 23 min')).toBeInTheDocument();
    let rows = runningOrder();
    expect(rows[0]).toMatch(/No\. 1.*6:00 PM.*Dhunuchi naach.*5 min/);
    expect(rows[0]).toContain('2 min changeover');
    expect(rows[1]).toMatch(/6:07 PM.*Ekla cholo re/);
    expect(rows[2]).toMatch(/6:13 PM.*Kabuliwala/);

    await user.click(screen.getByRole('button', { name: 'Move Kabuliwala up' }));
    await waitFor(() => expect(orders).toEqual([{ entryIds: [1, 3, 2] }]));
    await waitFor(() => expect(runningOrder()[1]).toMatch(/6:07 PM.*Kabuliwala/));
    rows = runningOrder();
    expect(rows[2]).toMatch(/6:19 PM.*Ekla cholo re/);
    expect(screen.getByRole('button', { name: 'Move Dhunuchi naach up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Dhunuchi naach down' }));
    await waitFor(() => expect(orders).toEqual([{ entryIds: [1, 3, 2] }, { entryIds: [3, 1, 2] }]));
    await waitFor(() => expect(runningOrder()[0]).toMatch(/6:00 PM.*Kabuliwala/));
  });

  it('prints a running sheet with the order, times, performers and each contact’s phone', async () => {
    const { handlers } = serveDesk([
      act(1, 'Dhunuchi naach', { status: 'accepted', position: 1 }),
      act(2, 'Ekla cholo re', { status: 'accepted', position: 2 }),
      act(3, 'Withdrawn act', { status: 'withdrawn' }),
    ]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openDesk(user);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Print running sheet' }));
    const sheet = within(await screen.findByRole('article', { name: 'Running sheet' }));
    expect(await sheet.findByText('Tracy Bengali Association')).toBeInTheDocument();
    const rows = sheet.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/1.*6:00 PM.*Dhunuchi naach.*Dhunuchi naach lead.*Contact 1.*209-555-0101/);
    expect(rows[1]).toHaveTextContent(/2.*6:07 PM.*Ekla cholo re/);
    expect(sheet.queryByText('Withdrawn act')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print this sheet' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('offers the tracks as one zip, and publishes after saying each act is emailed its time', async () => {
    const { handlers, eventPuts } = serveDesk([act(1, 'Dhunuchi naach', { status: 'accepted', position: 1 })]);
    renderAdmin(...handlers);
    const user = userEvent.setup();
    await openDesk(user);

    expect(await screen.findByRole('link', { name: 'Download tracks' })).toHaveAttribute(
      'href',
      '/api/admin/events/1/programme/tracks.zip',
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Publish the programme?' }));
    expect(
      confirm.getByText(
        "The running order appears on the event's page, and each of the 1 accepted acts is emailed its start time.",
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Publish and email' }));

    expect(await screen.findByText('Programme published')).toBeInTheDocument();
    expect(eventPuts).toHaveLength(1);
    expect(eventPuts[0]).toMatchObject({
      title: 'Durga Puja 2025',
      programmeOpen: true,
      programmeStart: '18:00',
      programmeGapMinutes: 2,
      programmePublished: true,
    });
  });
});

describe('the cultural programme in the event form', () => {
  it('sends submissions, deadline, start and gap, and publishes only after confirming', async () => {
    const { handlers, eventPuts } = serveDesk([]);
    renderAdmin(...handlers, http.get('/api/events/:id', () => HttpResponse.json(puja)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${puja.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));

    const gap = dialog.getByLabelText('Changeover gap');
    await user.clear(gap);
    await user.type(gap, '45');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('The gap must be a whole number of minutes from 0 to 30')).toBeInTheDocument();
    await user.clear(gap);
    await user.type(gap, '3');
    await user.type(dialog.getByLabelText(/^Deadline/), '2025-10-01');

    await user.click(dialog.getByRole('switch', { name: 'Programme published' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Publish the programme?' }));
    await user.click(confirm.getByRole('button', { name: 'Not yet' }));
    expect(dialog.getByRole('switch', { name: 'Programme published' })).not.toBeChecked();
    await user.click(dialog.getByRole('switch', { name: 'Programme published' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(dialog.getByRole('switch', { name: 'Programme published' })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(eventPuts).toHaveLength(1));
    expect(eventPuts[0]).toMatchObject({
      programmeOpen: true,
      programmeDeadline: '2025-10-01',
      programmeStart: '18:00',
      programmeGapMinutes: 3,
      programmePublished: true,
    });
  });
});
