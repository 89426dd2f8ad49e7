import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import type { BankImport, Finance, Payment } from '../api/money-types';
import type { SearchResult } from '@/lib/api-types';
import { answerConfirmation, recordRequests, renderAdmin } from '../../shell/__tests__/helpers';

type User = ReturnType<typeof userEvent.setup>;

const year = new Date().getFullYear();

const finance: Finance = {
  registrations: { due: 250000, paid: 123450 },
  memberships: { due: 60000, paid: 30000 },
  donations: { paid: 75025 },
  refundsDue: 2500,
  outstanding: [
    { kind: 'registration', targetId: 7, payerName: 'Mita Sen', paymentReference: 'DP-4821', outstanding: 6250 },
    { kind: 'membership', targetId: 3, payerName: 'Arun Das', paymentReference: 'MB-1234', outstanding: 5000 },
  ],
};

const payment: Payment = {
  id: 41,
  receiptNumber: `${year}-00012`,
  kind: 'donation',
  targetId: 5,
  payerName: 'Rina Roy',
  amount: 10000,
  method: 'zelle',
  reference: 'DN-5555',
  receivedOn: `${year}-03-02`,
  recordedBy: 'organiser',
  voided: false,
  voidReason: '',
  paidFor: 'Donation: General',
};

const eventsHandler = http.get('/api/admin/events', () => HttpResponse.json([]));

function handlers(overrides: { payments?: Payment[] } = {}) {
  return [
    eventsHandler,
    http.get('/api/admin/finance', () => HttpResponse.json(finance)),
    http.get('/api/admin/payments', () => HttpResponse.json(overrides.payments ?? [payment])),
  ];
}

async function openTreasurer(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Treasurer' }));
  expect(await screen.findByRole('heading', { name: 'Treasurer' })).toBeInTheDocument();
}

describe('treasurer tab', () => {
  it("sends the year's donation statements only once the organiser confirms", async () => {
    const sent: string[] = [];
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/statements/:year/send', ({ params }) => {
        sent.push(String(params.year));
        return HttpResponse.json({ recipients: 3 }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    await screen.findByText('DP-4821');
    await user.click(await screen.findByRole('button', { name: `Send donation statements for ${year}` }));
    const confirm = within(await screen.findByRole('alertdialog', { name: `Send the statements for ${year}?` }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Send donation statements for ${year}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send statements' }));

    expect(await screen.findByText(`3 donors will receive their statement for ${year}.`)).toBeInTheDocument();
    expect(sent).toEqual([String(year)]);
  });

  it("shows the year's totals in dollars and what is outstanding", async () => {
    const requests = recordRequests({ withQuery: true });
    renderAdmin(...handlers());
    await openTreasurer(userEvent.setup());
    const totals = within(await screen.findByRole('group', { name: 'Totals' }));
    expect(await totals.findByText('$1,234.50')).toBeInTheDocument();
    expect(totals.getByText('of $2,500.00 due')).toBeInTheDocument();
    expect(totals.getByText('$750.25')).toBeInTheDocument();
    expect(totals.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('DP-4821')).toBeInTheDocument();
    expect(requests).toContain(`GET /api/admin/finance?year=${year}`);
    expect(requests).toContain(`GET /api/admin/payments?year=${year}`);
  });

  it('records a payment for what is outstanding and refreshes the books', async () => {
    let body: Record<string, unknown> | undefined;
    const requests = recordRequests();
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/payments', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...payment, id: 42, receiptNumber: `${year}-00013` }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    await user.click(await screen.findByRole('button', { name: 'Record payment from Mita Sen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record payment' }));
    const amount = dialog.getByLabelText('Amount ($)');
    expect(amount).toHaveValue('62.50');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await dialog.findByText('Enter dollars and cents, such as 25 or 12.50; negative for a refund')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '60.10');
    await user.click(dialog.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    await user.type(dialog.getByLabelText(/^Reference/), ' #1042 ');
    const receivedOn = dialog.getByLabelText('Received on');
    await user.clear(receivedOn);
    await user.type(receivedOn, `${year}-02-14`);
    await user.click(dialog.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(body).toEqual({
      kind: 'registration',
      targetId: 7,
      amount: 6010,
      method: 'check',
      reference: '#1042',
      receivedOn: `${year}-02-14`,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      const after = requests.slice(requests.indexOf('POST /api/admin/payments') + 1);
      expect(after).toEqual(expect.arrayContaining(['GET /api/admin/finance', 'GET /api/admin/payments']));
    });
  });

  it('voids a payment with a reason and shows it struck through', async () => {
    let body: Record<string, unknown> | undefined;
    let listed = [payment];
    renderAdmin(
      eventsHandler,
      http.get('/api/admin/finance', () => HttpResponse.json(finance)),
      http.get('/api/admin/payments', () => HttpResponse.json(listed)),
      http.post('/api/admin/payments/41/void', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        listed = [{ ...payment, voided: true, voidReason: 'Entered twice' }];
        return HttpResponse.json(listed[0]);
      }),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    await user.click(await screen.findByRole('button', { name: `Void ${payment.receiptNumber}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Void receipt ${payment.receiptNumber}` }));
    await user.click(dialog.getByRole('button', { name: 'Void payment' }));
    expect(await dialog.findByText('Say why the payment is voided')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), ' Entered twice ');
    await user.click(dialog.getByRole('button', { name: 'Void payment' }));

    expect(await screen.findByText('Payment voided')).toBeInTheDocument();
    expect(body).toEqual({ reason: 'Entered twice' });
    expect(await screen.findByText('Voided: Entered twice')).toBeInTheDocument();
    expect(screen.getByText('Rina Roy').tagName).toBe('S');
    expect(screen.queryByRole('button', { name: `Void ${payment.receiptNumber}` })).not.toBeInTheDocument();
  });

  it('uploads a bank statement and records the lines ticked', async () => {
    const imported: BankImport = {
      id: 3,
      rows: [
        {
          line: 2,
          date: `${year}-03-01`,
          description: 'Zelle from MITA SEN dp-4821',
          amount: 6250,
          match: { kind: 'registration', targetId: 7, paymentReference: 'DP-4821', payerName: 'Mita Sen', outstanding: 6250 },
          reason: 'reference',
          alreadyRecorded: false,
          refused: null,
        },
        {
          line: 3,
          date: `${year}-03-02`,
          description: 'Zelle from Arun Das',
          amount: 5000,
          match: { kind: 'membership', targetId: 3, paymentReference: 'MB-1234', payerName: 'Arun Das', outstanding: 5000 },
          reason: 'nameAndAmount',
          alreadyRecorded: false,
          refused: null,
        },
        {
          line: 4,
          date: `${year}-03-03`,
          description: 'Hall rent',
          amount: -40000,
          match: null,
          reason: null,
          alreadyRecorded: false,
          refused: null,
        },
        {
          line: 6,
          date: '9999-12-31',
          description: 'PENDING Zelle DP-4821',
          amount: 2500,
          match: null,
          reason: null,
          alreadyRecorded: false,
          refused: 'Its date is not between 1900 and 2999, so it cannot be recorded.',
        },
        {
          line: 5,
          date: `${year}-02-20`,
          description: 'Zelle from Rina Roy DN-5555',
          amount: 10000,
          match: { kind: 'donation', targetId: 5, paymentReference: 'DN-5555', payerName: 'Rina Roy', outstanding: 0 },
          reason: 'reference',
          alreadyRecorded: true,
          refused: null,
        },
      ],
    };
    let uploaded: File | null = null as File | null;
    let applied: Record<string, unknown> | undefined;
    const requests = recordRequests();
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/payments/imports', async ({ request }) => {
        uploaded = (await request.formData()).get('file') as File;
        return HttpResponse.json(imported, { status: 201 });
      }),
      http.post('/api/admin/payments/imports/3/apply', async ({ request }) => {
        applied = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ recorded: 1, skipped: 0 });
      }),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    // Node's File, as the test environment's FormData (Node's) takes only its own files.
    const csv = new NodeFile(['Date,Description,Amount\n'], 'chase.csv', { type: 'text/csv' }) as unknown as File;
    await user.upload(screen.getByLabelText('Statement (CSV)'), csv);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const byReference = await screen.findByRole('checkbox', { name: 'Record line 2: Zelle from MITA SEN dp-4821' });
    expect((uploaded as File | null)?.name).toBe('chase.csv');
    expect(await (uploaded as File).text()).toBe('Date,Description,Amount\n');
    expect(byReference).toBeChecked();
    const byName = screen.getByRole('checkbox', { name: 'Record line 3: Zelle from Arun Das' });
    expect(byName).toBeChecked();
    expect(screen.getByText('Name and amount', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Record line 4: Hall rent' })).toBeDisabled();
    const recorded = screen.getByRole('checkbox', { name: 'Record line 5: Zelle from Rina Roy DN-5555' });
    expect(recorded).toBeDisabled();
    expect(recorded).not.toBeChecked();
    expect(screen.getByText('Already recorded')).toBeInTheDocument();
    const refused = screen.getByRole('checkbox', { name: 'Record line 6: PENDING Zelle DP-4821' });
    expect(refused).toBeDisabled();
    expect(refused).not.toBeChecked();
    expect(screen.getByText('Its date is not between 1900 and 2999, so it cannot be recorded.')).toBeInTheDocument();
    expect(screen.getByText('-$400.00')).toBeInTheDocument();

    await user.click(byName);
    await user.click(screen.getByRole('button', { name: 'Record selected' }));
    await answerConfirmation(
      user,
      'Record 1 line?',
      '1 bank line totalling $62.50 will be recorded as payments, and each payer emailed a receipt.',
      'Cancel',
    );
    expect(applied).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Record selected' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Record 1 line?' })).getByRole('button', { name: 'Record them' }));
    expect(await screen.findByText('Recorded 1 payment; 0 lines skipped.')).toBeInTheDocument();
    expect(applied).toEqual({ lines: [2] });
    await waitFor(() => {
      const after = requests.slice(requests.indexOf('POST /api/admin/payments/imports/3/apply') + 1);
      expect(after).toContain('GET /api/admin/finance');
    });
  });

  it('assigns an unmatched credit by searching, asks with the count and total, and records it against the choice', async () => {
    const imported: BankImport = {
      id: 4,
      rows: [
        {
          line: 2,
          date: `${year}-03-01`,
          description: 'Zelle from MITA SEN dp-4821',
          amount: 6250,
          match: { kind: 'registration', targetId: 7, paymentReference: 'DP-4821', payerName: 'Mita Sen', outstanding: 6250 },
          reason: 'reference',
          alreadyRecorded: false,
          refused: null,
        },
        {
          line: 3,
          date: `${year}-03-02`,
          description: 'ZELLE FROM A DAS FOR PUJA',
          amount: 10100,
          match: null,
          reason: null,
          alreadyRecorded: false,
          refused: null,
        },
      ],
    };
    const donation: SearchResult = {
      kind: 'donation',
      id: 5,
      eventId: null,
      label: 'Arun Das · donation of $101.00 (Puja)',
      paymentReference: 'DN-5555',
      name: 'Arun Das',
      outstanding: 10100,
      year: null,
    };
    const searched: string[] = [];
    let applied: Record<string, unknown> | undefined;
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/payments/imports', () => HttpResponse.json(imported, { status: 201 })),
      http.get('/api/admin/search', ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([donation]);
      }),
      http.post('/api/admin/payments/imports/4/apply', async ({ request }) => {
        applied = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ recorded: 2, skipped: 0 });
      }),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    const csv = new NodeFile(['Date,Description,Amount\n'], 'chase.csv', { type: 'text/csv' }) as unknown as File;
    await user.upload(screen.getByLabelText('Statement (CSV)'), csv);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const unmatched = await screen.findByRole('checkbox', { name: 'Record line 3: ZELLE FROM A DAS FOR PUJA' });
    expect(unmatched).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Assign line 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign line 3' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Find what this line pays for' }), 'arun das');
    await user.click(await dialog.findByRole('button', { name: /Arun Das · donation of \$101\.00 \(Puja\)/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searched).toContain('arun das');
    expect(unmatched).toBeEnabled();
    expect(unmatched).toBeChecked();
    expect(screen.getByText('Assigned by hand · Donation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record selected' }));
    await answerConfirmation(
      user,
      'Record 2 lines?',
      '2 bank lines totalling $163.50 will be recorded as payments, and each payer emailed a receipt.',
      'Record them',
    );

    expect(await screen.findByText('Recorded 2 payments; 0 lines skipped.')).toBeInTheDocument();
    expect(applied).toEqual({ lines: [2], assign: [{ line: 3, kind: 'donation', targetId: 5 }] });
  });

  it('says one donor, or several, as a person would', async () => {
    let recipients = 1;
    renderAdmin(
      ...handlers(),
      http.post('/api/admin/statements/:year/send', () => HttpResponse.json({ recipients }, { status: 202 })),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    for (const [count, text] of [
      [1, `1 donor will receive their statement for ${year}.`],
      [2, `2 donors will receive their statement for ${year}.`],
    ] as const) {
      recipients = count;
      await user.click(await screen.findByRole('button', { name: `Send donation statements for ${year}` }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send statements' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("downloads a payment's receipt and the year's ledger", async () => {
    const clicked: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const requests = recordRequests({ withQuery: true });
    renderAdmin(
      ...handlers(),
      http.get('/api/admin/payments/41/receipt.pdf', () =>
        new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
      http.get('/api/admin/finance/ledger.csv', () => new HttpResponse('\ufeffReceipt,Amount\n', { headers: { 'Content-Type': 'text/csv' } })),
    );
    const user = userEvent.setup();
    await openTreasurer(user);
    await user.click(await screen.findByRole('button', { name: `Receipt ${payment.receiptNumber}` }));
    await waitFor(() => expect(clicked).toEqual([`receipt-${payment.receiptNumber}.pdf`]));
    await user.click(screen.getByRole('button', { name: 'Download ledger (CSV)' }));
    await waitFor(() => expect(clicked).toEqual([`receipt-${payment.receiptNumber}.pdf`, `ledger-${year}.csv`]));
    expect(requests).toContain(`GET /api/admin/finance/ledger.csv?year=${year}`);
  });
});
