import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@/test-utils';
import type { ImportRow, ImportSheet } from '@/lib/api-types';
import { answerConfirmation, renderAdmin } from '../../shell/__tests__/helpers';

const columns = ['Family', 'Contact', 'Phone number'];
const rows: ImportRow[] = [
  { line: 2, values: { name: 'অনিতা সেন', email: 'anita@example.org', phone: '+12095550101' }, errors: [], duplicateOf: null },
  { line: 3, values: { name: 'Rahul', email: 'rahul@example.org', phone: null }, errors: [], duplicateOf: 12 },
  { line: 4, values: { name: 'No Address', email: null, phone: null }, errors: ['The email is missing.'], duplicateOf: null },
];
const sheet: ImportSheet = {
  id: 5,
  columns,
  mapping: { Family: 'name', Contact: null, 'Phone number': 'phone' },
  rows,
};

describe('the import tab', () => {
  it('uploads a sheet, maps a column, names the bad rows, applies and undoes', async () => {
    const mappings: unknown[] = [];
    let kind: FormDataEntryValue | null = null;
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/imports', async ({ request }) => {
        kind = (await request.formData()).get('kind');
        return HttpResponse.json(sheet, { status: 201 });
      }),
      http.put('/api/admin/imports/5', async ({ request }) => {
        mappings.push(((await request.json()) as { mapping: unknown }).mapping);
        return HttpResponse.json({ rows });
      }),
      http.post('/api/admin/imports/5/apply', () => HttpResponse.json({ created: 1, updated: 1, skipped: 1 })),
      http.post('/api/admin/imports/5/undo', () => HttpResponse.json({ removed: 1 })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Import' }));
    const csv = new NodeFile([columns.join(',') + '\n'], 'families.csv', { type: 'text/csv' }) as unknown as File;
    await user.upload(screen.getByLabelText('Sheet (CSV or XLSX)'), csv);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('3 rows read: 1 to add, 1 matching a record already here (to update), 1 with a problem (skipped).')).toBeInTheDocument();
    expect(kind).toBe('families');
    expect(mappings).toEqual([sheet.mapping]);
    const problems = screen.getByRole('list', { name: 'Rows with problems' });
    expect(within(problems).getByRole('listitem')).toHaveTextContent('Line 4: The email is missing.');
    expect(screen.getByRole('cell', { name: 'অনিতা সেন' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Contact' }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    await waitFor(() => expect(mappings.at(-1)).toEqual({ Family: 'name', Contact: 'email', 'Phone number': 'phone' }));

    await user.click(screen.getByRole('button', { name: 'Apply 2 rows' }));
    expect(await screen.findByText('Import applied: 1 added, 1 updated, 1 skipped.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    await answerConfirmation(
      user,
      'Undo this import?',
      'What it added is taken away again (its payments are voided, keeping their receipt numbers). What it updated stays as it is now.',
      'Undo the import',
    );
    expect(await screen.findByText('Import undone: 1 record taken away.')).toBeInTheDocument();
  });
});
