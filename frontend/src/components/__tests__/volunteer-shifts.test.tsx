import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeEvent } from '@/test/fixtures';
import { renderWithProviders, screen, within } from '@/test-utils';
import { VolunteerShifts } from '../volunteer-shifts';

const event = makeEvent({
  id: 7,
  shifts: [
    { id: 1, dayId: null, role: 'Bhog kitchen', startTime: '08:00', endTime: '11:00', needed: 3, description: 'Khichuri', taken: 1 },
    { id: 2, dayId: null, role: 'Serving', startTime: '10:30', endTime: '13:00', needed: 2, description: '', taken: 2 },
  ],
});

describe('VolunteerShifts', () => {
  it('lists the shifts with the places left and signs a visitor up', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/events/7/shifts/1/volunteers', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 9, shiftId: 1, manageToken: 'token' }, { status: 201 });
      }),
    );
    renderWithProviders(<VolunteerShifts event={event} />);

    const kitchen = screen.getByText('Bhog kitchen').closest('li') as HTMLElement;
    expect(kitchen).toHaveTextContent('2 of 3 still needed');
    const serving = screen.getByText('Serving').closest('li') as HTMLElement;
    expect(serving).toHaveTextContent('This shift is full.');
    expect(within(serving).queryByRole('button', { name: 'Sign up' })).toBeNull();

    await userEvent.click(within(kitchen).getByRole('button', { name: 'Sign up' }));
    await userEvent.type(within(kitchen).getByLabelText('Full name'), 'Mita Sen');
    await userEvent.type(within(kitchen).getByLabelText('Email'), 'mita@example.org');
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Take this shift' }));

    expect(await screen.findByRole('status')).toHaveTextContent("You're on the Bhog kitchen shift.");
    expect(sent).toEqual([{ fullName: 'Mita Sen', email: 'mita@example.org', phone: '' }]);
  });

  it("says the server's refusal of an overlapping shift", async () => {
    server.use(
      http.post('/api/events/7/shifts/1/volunteers', () =>
        HttpResponse.json({ message: 'You already have a shift at that time.' }, { status: 409 }),
      ),
    );
    renderWithProviders(
      <VolunteerShifts event={event} members={['Mita Sen', 'Tuli Sen']} volunteer={{ fullName: 'Mita Sen', email: 'mita@example.org', phone: '' }} />,
    );

    const kitchen = screen.getByText('Bhog kitchen').closest('li') as HTMLElement;
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Sign up' }));
    expect(within(kitchen).getByLabelText('Email')).toHaveValue('mita@example.org');
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Take this shift' }));

    expect(await within(kitchen).findByRole('alert')).toHaveTextContent('You already have a shift at that time.');
  });
});
