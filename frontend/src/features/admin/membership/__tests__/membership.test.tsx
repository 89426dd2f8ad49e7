import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import { AdminMembershipAddRequest } from '@/lib/api-limits';
import { navigation } from '@/lib/navigation';
import { makeSettings } from '@/test/fixtures';
import type { MembershipRow, MembershipTier } from '../../treasury/api/money-types';
import { answerConfirmation, recordRequests, renderAdmin, unauthorized } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const year = new Date().getFullYear();

const family: MembershipTier = { id: 1, name: 'Family', amount: 5000, description: 'Two adults and their children', active: true };
const student: MembershipTier = { id: 2, name: 'Student', amount: 1500, description: '', active: false };

const roll: MembershipRow[] = [
  {
    id: 10,
    familyName: 'Mita Sen',
    email: 'mita@example.org',
    phone: '209-555-0100',
    tierName: 'Family',
    amountDue: 5000,
    amountPaid: 5000,
    paymentStatus: 'paid',
    paymentReference: 'MB-4821',
    active: true,
  },
  {
    id: 11,
    familyName: 'Arun Das',
    email: 'arun@example.org',
    phone: '',
    tierName: 'Family',
    amountDue: 5000,
    amountPaid: 2000,
    paymentStatus: 'partial',
    paymentReference: 'MB-5022',
    active: false,
  },
];

function handlers(tiers: () => MembershipTier[] = () => [family, student]) {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/settings', () => HttpResponse.json(makeSettings({ membershipYearStartMonth: 1 }))),
    http.get('/api/admin/membership/tiers', () => HttpResponse.json(tiers())),
    http.get('/api/admin/memberships', () => HttpResponse.json(roll)),
  ];
}

async function openMembership(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Membership' }));
  expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
}

describe('membership tab', () => {
  it("lists the tiers and the year's roll, searched by name or email", async () => {
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openMembership(user);
    expect(await screen.findByText('Two adults and their children')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(await screen.findByText('2 memberships')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Part paid')).toBeInTheDocument();
    expect(screen.getByText('$20.00 of $50.00')).toBeInTheDocument();
    expect(requests).toContain(`GET /api/admin/memberships?year=${year}`);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or reference' }), 'ARUN@');
    expect(screen.getByText('2 memberships · 1 shown')).toBeInTheDocument();
    expect(screen.queryByText('Mita Sen')).not.toBeInTheDocument();
    expect(screen.getByText('Arun Das')).toBeInTheDocument();
  });

  it('adds a tier in cents and deactivates one', async () => {
    const bodies: { method: string; path: string; body: unknown }[] = [];
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/membership/tiers', async ({ request }) => {
        bodies.push({ method: 'POST', path: '', body: await request.json() });
        return HttpResponse.json({ id: 3, ...(bodies[0].body as object) }, { status: 201 });
      }),
      http.put('/api/admin/membership/tiers/:id', async ({ request, params }) => {
        bodies.push({ method: 'PUT', path: String(params.id), body: await request.json() });
        return HttpResponse.json(family);
      }),
    );
    const user = userEvent.setup();
    await openMembership(user);
    await user.click(await screen.findByRole('button', { name: 'Add tier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add tier' }));
    await user.type(dialog.getByLabelText('Name'), ' Senior ');
    await user.type(dialog.getByLabelText('Amount per year ($)'), '25.5');
    await user.click(dialog.getByRole('button', { name: 'Add tier' }));
    expect(await screen.findByText('Tier added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate Family' }));
    expect(await screen.findByText('Tier deactivated')).toBeInTheDocument();
    expect(bodies).toEqual([
      { method: 'POST', path: '', body: { name: 'Senior', amount: 2550, description: '', active: true } },
      {
        method: 'PUT',
        path: '1',
        body: { name: 'Family', amount: 5000, description: 'Two adults and their children', active: false },
      },
    ]);
  });

  it('says why a tier in use cannot be deleted', async () => {
    renderAdmin(
      ...handlers(),
      http.delete('/api/admin/membership/tiers/1', () =>
        HttpResponse.json({ message: 'This tier is in use; make it inactive instead.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await openMembership(user);
    await user.click(await screen.findByRole('button', { name: 'Delete Family' }));
    await answerConfirmation(
      user,
      'Delete tier',
      'Delete the tier "Family"? A tier that memberships use cannot be deleted.',
      'Delete',
    );
    expect(await screen.findByText('This tier is in use; make it inactive instead.')).toBeInTheDocument();
    expect(screen.getByText('Two adults and their children')).toBeInTheDocument();
  });

  it('signs a family up at the door for the chosen year', async () => {
    let body: unknown;
    const requests = recordRequests();
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/memberships', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...roll[1], id: 12, familyName: 'Rina Roy', paymentReference: 'MB-7001' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openMembership(user);
    await user.click(await screen.findByRole('button', { name: 'Sign up a family' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign up a family' }));
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await dialog.findByText("Choose the family's tier")).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Email'), ' rina@example.org ');
    await user.type(dialog.getByLabelText('Family name'), 'Rina Roy');
    await user.click(dialog.getByRole('combobox', { name: 'Tier' }));
    // Only active tiers are offered.
    expect(screen.queryByRole('option', { name: /Student/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Family · $50.00' }));
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Family signed up')).toBeInTheDocument();
    expect(body).toEqual({ email: 'rina@example.org', name: 'Rina Roy', tierId: 1, year });
    await waitFor(() => {
      const after = requests.slice(requests.indexOf('POST /api/admin/memberships') + 1);
      expect(after).toContain('GET /api/admin/memberships');
    });
  });

  it("puts the server's field errors on the tier form, and treats a 401 as signed out", async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const refused = { message: 'Please correct the highlighted fields.', errors: { name: ['A tier with this name exists.'] } };
    let answer = () => HttpResponse.json(refused, { status: 400 });
    renderAdmin(...handlers(), http.post('/api/admin/membership/tiers', () => answer()));
    const user = userEvent.setup();
    await openMembership(user);
    await user.click(await screen.findByRole('button', { name: 'Add tier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add tier' }));
    await user.type(dialog.getByLabelText('Name'), 'Family');
    await user.type(dialog.getByLabelText('Amount per year ($)'), '50');
    await user.click(dialog.getByRole('button', { name: 'Add tier' }));
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('A tier with this name exists.'));
    expect(await screen.findByText('The tier could not be saved. Please try again.')).toBeInTheDocument();

    answer = () => unauthorized();
    await user.click(dialog.getByRole('button', { name: 'Add tier' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    assign.mockRestore();
  });

  it("holds a family's name to the server's length", async () => {
    renderAdmin(...handlers());
    const user = userEvent.setup();
    await openMembership(user);
    await user.click(await screen.findByRole('button', { name: 'Sign up a family' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign up a family' }));
    const max = AdminMembershipAddRequest.name.maxLength;
    const name = dialog.getByLabelText('Family name');

    await user.click(name);
    await user.paste('x'.repeat(max + 1));
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await dialog.findByText(`Name must be at most ${max} characters`)).toBeInTheDocument();

    await user.type(name, '{Backspace}');
    await waitFor(() => expect(dialog.queryByText(`Name must be at most ${max} characters`)).not.toBeInTheDocument());
  });

  it("exports the year's roll as a CSV", async () => {
    const clicked: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:roll');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAdmin(
      ...handlers(),
      http.get('/api/admin/memberships/export', ({ request }) => {
        expect(new URL(request.url).searchParams.get('year')).toBe(String(year));
        return new HttpResponse('\ufeffFamily,Email\nMita Sen,mita@example.org\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const user = userEvent.setup();
    await openMembership(user);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual([`memberships-${year}.csv`]));
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain('Mita Sen,mita@example.org');
  });
});
