import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import { renderAdmin } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const puja = makeEvent({
  capacity: 120,
  spotsLeft: 20,
  waitlistCount: 2,
  mealsServed: true,
  slots: [
    { id: 11, kind: 'bring', title: 'Mishti for 20', needed: 3, taken: 2 },
    { id: 12, kind: 'volunteer', title: 'Setting up chairs', needed: 4, taken: 0 },
  ],
});

/** The public reads an event change refreshes. */
const publicReads = [
  http.get('/api/events', () => HttpResponse.json([])),
  http.get('/api/events/featured', () => HttpResponse.json(null)),
  http.get('/api/events/:id', () => HttpResponse.json(puja)),
];

async function choose(user: User, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

function slotRow(dialog: HTMLElement, position: number) {
  return within(within(dialog).getByRole('group', { name: `Slot ${position}` }));
}

async function openEdit(user: User) {
  await user.click(await screen.findByRole('button', { name: `Edit ${puja.title}` }));
  return screen.findByRole('dialog', { name: 'Edit Event' });
}

describe('event form: seats, meals and slots', () => {
  it("shows each event's places left, its waiting list and its slots on its card", async () => {
    renderAdmin(http.get('/api/admin/events', () => HttpResponse.json([puja, makeEvent({ id: 2, title: 'Open House' })])));
    const card = within((await screen.findByRole('heading', { name: puja.title })).closest('li') as HTMLElement);
    expect(card.getByText('20 of 120 places left, 2 parties waiting')).toBeInTheDocument();
    expect(card.getByText('2 dishes and jobs to sign up for')).toBeInTheDocument();
    const open = within(screen.getByRole('heading', { name: 'Open House' }).closest('li') as HTMLElement);
    expect(open.getByText('No limit on places')).toBeInTheDocument();
    expect(open.queryByText(/to sign up for/)).not.toBeInTheDocument();
  });

  it('creates an event with a capacity, no meals, and slots in the order set', async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/events', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeEvent({ id: 9 }), { status: 201 });
      }),
      ...publicReads,
    );
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialogElement = await screen.findByRole('dialog', { name: 'Create New Event' });
    const dialog = within(dialogElement);
    await user.type(dialog.getByLabelText('Title'), 'Saraswati Puja');
    await user.type(dialog.getByLabelText('Date'), '2026-01-23');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');
    await user.type(dialog.getByLabelText(/^Capacity/), '150');
    await user.click(dialog.getByRole('switch', { name: 'Meals served' }));

    await user.click(dialog.getByRole('button', { name: 'Add slot' }));
    // A new row gets the focus on its first field, its kind.
    expect(slotRow(dialogElement, 1).getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    await user.type(slotRow(dialogElement, 1).getByLabelText('Slot title'), 'Khichuri for 30');
    await user.click(dialog.getByRole('button', { name: 'Add slot' }));
    await choose(user, slotRow(dialogElement, 2).getByRole('combobox', { name: 'Kind' }), 'Volunteer job');
    await user.type(slotRow(dialogElement, 2).getByLabelText('Slot title'), 'Clearing up');
    const needed = slotRow(dialogElement, 2).getByLabelText('How many needed');
    await user.clear(needed);
    await user.type(needed, '5');
    await user.click(dialog.getByRole('button', { name: 'Move slot 2 up' }));

    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event Created')).toBeInTheDocument();
    expect(body).toMatchObject({
      title: 'Saraswati Puja',
      capacity: 150,
      mealsServed: false,
      slots: [
        { kind: 'volunteer', title: 'Clearing up', needed: 5 },
        { kind: 'bring', title: 'Khichuri for 30', needed: 1 },
      ],
    });
  }, 30_000);

  it('checks the capacity and each slot before sending', async () => {
    const requests: string[] = [];
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([puja])),
      http.put('/api/admin/events/1', () => {
        requests.push('PUT');
        return HttpResponse.json(puja);
      }),
    );
    const user = userEvent.setup();
    const dialogElement = await openEdit(user);
    const dialog = within(dialogElement);
    await user.clear(dialog.getByLabelText(/^Capacity/));
    await user.type(dialog.getByLabelText(/^Capacity/), '0');
    const needed = slotRow(dialogElement, 1).getByLabelText('How many needed');
    await user.clear(needed);
    await user.type(needed, '1');
    await user.click(dialog.getByRole('button', { name: 'Add slot' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(
      await dialog.findByText('Capacity must be a whole number of at least 1, or empty for no limit'),
    ).toBeInTheDocument();
    expect(
      slotRow(dialogElement, 1).getByText("'Mishti for 20' is already taken by 2; it cannot need fewer than 2."),
    ).toBeInTheDocument();
    expect(slotRow(dialogElement, 3).getByText('Slot title is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("edits the seats and slots, keeping each saved slot's id, and sends an empty capacity as no limit", async () => {
    let body: Record<string, unknown> | undefined;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([puja])),
      http.put('/api/admin/events/1', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(puja);
      }),
      ...publicReads,
    );
    const user = userEvent.setup();
    const dialogElement = await openEdit(user);
    const dialog = within(dialogElement);

    const capacity = dialog.getByLabelText(/^Capacity/);
    expect(capacity).toHaveValue(120);
    expect(capacity).toHaveAccessibleDescription(/Now 20 of 120 places left, 2 parties waiting\./);
    expect(dialog.getByRole('switch', { name: 'Meals served' })).toBeChecked();
    expect(slotRow(dialogElement, 1).getByLabelText('Slot title')).toHaveValue('Mishti for 20');
    expect(slotRow(dialogElement, 1).getByText(/2 already taken\./)).toBeInTheDocument();
    expect(slotRow(dialogElement, 2).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Volunteer job');
    // Parties have taken the first slot: it stays.
    expect(dialog.getByRole('button', { name: 'Remove slot 1' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Remove slot 1' })).toHaveAccessibleDescription(
      /A slot that parties have taken cannot be removed\./,
    );

    await user.clear(capacity);
    await user.click(dialog.getByRole('button', { name: 'Add slot' }));
    await user.type(slotRow(dialogElement, 3).getByLabelText('Slot title'), 'Payesh');
    await user.click(dialog.getByRole('button', { name: 'Move slot 3 up' }));
    await user.click(dialog.getByRole('button', { name: 'Remove slot 3' }));
    const needed = slotRow(dialogElement, 1).getByLabelText('How many needed');
    await user.clear(needed);
    await user.type(needed, '6');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    expect(body).toMatchObject({
      capacity: null,
      slots: [
        { id: 11, kind: 'bring', title: 'Mishti for 20', needed: 6 },
        { kind: 'bring', title: 'Payesh', needed: 1 },
      ],
    });
    expect((body?.slots as object[])[1]).not.toHaveProperty('id');
  }, 30_000);

  it("shows the server's errors on the capacity, on the slot's row and under the slots", async () => {
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([puja])),
      http.put('/api/admin/events/1', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            errors: {
              capacity: ['100 guests are already confirmed. Set a capacity of at least 100, or leave it empty for no limit.'],
              'slots.1.needed': ["'Setting up chairs' is already taken by 4; it cannot need fewer than 4."],
              slots: ["'Payesh' has been claimed by 1 and cannot be removed."],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const dialogElement = await openEdit(user);
    const dialog = within(dialogElement);
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update event. Please try again.')).toBeInTheDocument();
    const capacity = dialog.getByLabelText(/^Capacity/);
    await waitFor(() => expect(capacity).toHaveAttribute('aria-invalid', 'true'));
    expect(capacity).toHaveAccessibleDescription(
      '100 guests are already confirmed. Set a capacity of at least 100, or leave it empty for no limit.',
    );
    const chairs = slotRow(dialogElement, 2).getByLabelText('How many needed');
    expect(chairs).toHaveAttribute('aria-invalid', 'true');
    expect(chairs).toHaveAccessibleDescription("'Setting up chairs' is already taken by 4; it cannot need fewer than 4.");
    expect(slotRow(dialogElement, 1).getByLabelText('How many needed')).not.toHaveAttribute('aria-invalid');
    const slots = dialog.getByRole('group', { name: 'Dishes and volunteer jobs' });
    expect(within(slots).getByText("'Payesh' has been claimed by 1 and cannot be removed.")).toBeInTheDocument();
  });
});
