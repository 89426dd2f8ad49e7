import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@/test-utils';
import type { Approval, Finance, Payment } from '../api/money-types';
import { renderAdmin } from '../../shell/__tests__/helpers';

const year = new Date().getFullYear();

const finance: Finance = {
  registrations: { due: 0, paid: 0 },
  memberships: { due: 0, paid: 0 },
  donations: { paid: 0 },
  refundsDue: 0,
  outstanding: [{ kind: 'donation', targetId: 5, payerName: 'Rina Roy', paymentReference: 'DN-5555', outstanding: 20000 }],
};

function approval(overrides: Partial<Approval>): Approval {
  return {
    id: 1,
    action: 'refund',
    status: 'pending',
    kind: 'donation',
    targetId: 5,
    payerName: 'Rina Roy',
    amount: -15000,
    method: 'zelle',
    reference: '',
    receivedOn: `${year}-03-02`,
    paymentId: null,
    reason: '',
    proposedBy: 'tara',
    proposedAt: `${year}-03-02T18:00:00Z`,
    decidedBy: '',
    decidedAt: null,
    rejectReason: '',
    ...overrides,
  };
}

const refund: Payment = {
  id: 9,
  receiptNumber: `${year}-00013`,
  kind: 'donation',
  targetId: 5,
  payerName: 'Rina Roy',
  amount: -15000,
  method: 'zelle',
  reference: '',
  receivedOn: `${year}-03-02`,
  recordedBy: 'tara',
  voided: false,
  voidReason: '',
  paidFor: 'Donation',
};

function handlers(approvals: Approval[], posted: string[]) {
  return [
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/finance', () => HttpResponse.json(finance)),
    http.get('/api/admin/payments', () => HttpResponse.json([])),
    http.get('/api/admin/approvals', () => HttpResponse.json(approvals)),
    http.post('/api/admin/approvals/:id/approve', ({ params }) => {
      posted.push(`approve ${String(params.id)}`);
      return HttpResponse.json(refund);
    }),
    http.post('/api/admin/approvals/:id/reject', async ({ params, request }) => {
      posted.push(`reject ${String(params.id)} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(approval({ id: Number(params.id), status: 'rejected', decidedBy: 'organiser' }));
    }),
    http.post('/api/admin/payments', () => HttpResponse.json({ approvalId: 3, status: 'pending' }, { status: 202 })),
  ];
}

async function openTreasurer() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Treasurer' }));
  return user;
}

describe('two to sign', () => {
  it("lets another treasurer approve or reject a proposal, and shows the proposer's own as waiting", async () => {
    const posted: string[] = [];
    renderAdmin(
      ...handlers(
        [approval({ id: 1 }), approval({ id: 2, action: 'void', amount: 20000, reason: 'Bounced check', proposedBy: 'organiser' })],
        posted,
      ),
    );
    const user = await openTreasurer();
    const table = within(await screen.findByRole('table', { name: 'Proposals waiting for a second treasurer' }));

    expect(await table.findByText('Refund $150.00 to Rina Roy')).toBeInTheDocument();
    const mine = table.getByText('Void $200.00 from Rina Roy').closest('tr') as HTMLElement;
    expect(within(mine).getByText('Waiting for a second treasurer')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the proposal' }));
    await user.type(dialog.getByLabelText('Reason'), 'Paid after all');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(posted).toEqual(['approve 1', 'reject 2 {"reason":"Paid after all"}']);
  });

  it('says a large refund waits for a second treasurer', async () => {
    renderAdmin(...handlers([], []));
    const user = await openTreasurer();
    await user.click(await screen.findByRole('button', { name: /Record payment/ }));
    expect(screen.queryByRole('heading', { name: 'Waiting for approval' })).not.toBeInTheDocument();
    const dialog = within(await screen.findByRole('dialog', { name: 'Record payment' }));
    await user.clear(dialog.getByLabelText('Amount ($)'));
    await user.type(dialog.getByLabelText('Amount ($)'), '-150');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Another treasurer or an administrator must approve this refund to Rina Roy.')).toBeInTheDocument();
  });
});
