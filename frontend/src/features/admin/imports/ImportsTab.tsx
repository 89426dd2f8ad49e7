import * as React from 'react';
import { FileSpreadsheet, Undo2, Upload } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api';
import type { ImportApplied, ImportKind, ImportRow, ImportSheet } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { applySheet, mapSheet, undoSheet, uploadSheet } from './api/imports';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { Spinner, TabHeader } from '../shell/states';

const KINDS: { value: ImportKind; label: MessageDescriptor }[] = [
  { value: 'families', label: msg`Families` },
  { value: 'memberships', label: msg`Memberships` },
  { value: 'registrations', label: msg`Registrations` },
  { value: 'payments', label: msg`Payments` },
];

/** Each kind's fields, as the server names them, with the words the organiser reads. */
const FIELDS: Record<ImportKind, { name: string; label: MessageDescriptor }[]> = {
  families: [
    { name: 'name', label: msg`Family name` },
    { name: 'email', label: msg`Email` },
    { name: 'phone', label: msg`Phone` },
  ],
  memberships: [
    { name: 'name', label: msg`Name` },
    { name: 'email', label: msg`Email` },
    { name: 'phone', label: msg`Phone` },
    { name: 'tier', label: msg`Membership tier` },
    { name: 'year', label: msg`Year` },
    { name: 'amountPaid', label: msg`Amount paid` },
  ],
  registrations: [
    { name: 'eventTitle', label: msg`Event` },
    { name: 'fullName', label: msg`Full name` },
    { name: 'email', label: msg`Email` },
    { name: 'phone', label: msg`Phone` },
    { name: 'guestCount', label: msg`Guests` },
    { name: 'children', label: msg`Children` },
  ],
  payments: [
    { name: 'reference', label: msg`Payment reference` },
    { name: 'amount', label: msg`Amount` },
    { name: 'method', label: msg`Method` },
    { name: 'receivedOn', label: msg`Received on` },
  ],
};

const MONEY_FIELDS = new Set(['amount', 'amountPaid']);
// Radix's select has no empty value: this one stands for a column left out.
const LEFT_OUT = 'none';
// The rows the dry run's table shows; the rows with problems are all named above it.
const ROWS_SHOWN = 50;

type Mapping = Record<string, string | null>;

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

/** The dry run: how many rows come in, the bad ones named, and the first rows as they will be read. */
function DryRun({ kind, rows }: { kind: ImportKind; rows: ImportRow[] }) {
  const { t, i18n } = useLingui();
  const bad = rows.filter((row) => row.errors.length > 0);
  const updates = rows.filter((row) => row.errors.length === 0 && row.duplicateOf !== null).length;
  const adds = rows.length - bad.length - updates;
  const fields = FIELDS[kind];
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-lg bg-cream-dark px-3 py-2 font-semibold">
        {t`${plural(rows.length, { one: '# row read', other: '# rows read' })}: ${formatNumber(adds)} to add, ${formatNumber(updates)} matching a record already here (to update), ${plural(bad.length, { one: '# with a problem (skipped)', other: '# with problems (skipped)' })}.`}
      </p>
      {bad.length > 0 && (
        <div className="rounded-lg border border-sindoor/40 bg-white p-3">
          <h4 className="mb-2 font-bold">
            <Trans>Rows that will be skipped</Trans>
          </h4>
          <ul aria-label={t`Rows with problems`} className="grid gap-1 text-sm">
            {bad.map((row) => (
              <li key={row.line}>
                <span className="font-semibold">
                  <Trans>Line {formatNumber(row.line)}</Trans>:
                </span>{' '}
                {row.errors.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="overflow-x-auto rounded-lg border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>The rows as they will be read</Trans>
          </caption>
          <thead className="bg-cream-dark">
            <tr>
              <th scope="col" className="px-3 py-2">
                <Trans>Line</Trans>
              </th>
              {fields.map((field) => (
                <th key={field.name} scope="col" className="px-3 py-2">
                  {i18n._(field.label)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <Trans>Will be</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, ROWS_SHOWN).map((row) => (
              <tr key={row.line} className={row.errors.length ? 'bg-sindoor/10' : undefined}>
                <td className="px-3 py-2 tabular-nums">{formatNumber(row.line)}</td>
                {fields.map((field) => (
                  <td key={field.name} className="px-3 py-2">
                    {shown(field.name, row.values[field.name])}
                  </td>
                ))}
                <td className="px-3 py-2">
                  {row.errors.length ? t`Skipped` : row.duplicateOf !== null ? t`Updated` : t`Added`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Bring a spreadsheet in: upload it, map its columns, see the dry run, apply it, and undo it within a week. */
export function ImportsTab() {
  const { t, i18n } = useLingui();
  const fileId = React.useId();
  const kindId = React.useId();
  const { run } = useAdminMutation();
  const [kind, setKind] = React.useState<ImportKind>('families');
  const [file, setFile] = React.useState<File | null>(null);
  const [sheet, setSheet] = React.useState<ImportSheet | null>(null);
  const [mapping, setMapping] = React.useState<Mapping>({});
  const [rows, setRows] = React.useState<ImportRow[] | null>(null);
  const [applied, setApplied] = React.useState<ImportApplied | null>(null);
  const [undone, setUndone] = React.useState<number | null>(null);
  const [busy, setBusy] = React.useState<'upload' | 'map' | 'apply' | 'undo' | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);

  function failed(err: unknown, fallback: string) {
    const fieldError = isApiError(err, 400) ? Object.values(err.fieldErrors)[0] : undefined;
    setError(fieldError ?? serverMessage(err, fallback));
  }

  async function dryRun(id: number, next: Mapping) {
    setBusy('map');
    setError(null);
    const read = await run(() => mapSheet(id, next), {
      onError: (err) => failed(err, t`The rows could not be checked. Please try again.`),
    });
    setBusy(null);
    if (read.ok) setRows(read.value.rows);
  }

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy('upload');
    setError(null);
    setApplied(null);
    setUndone(null);
    setRows(null);
    const read = await run(() => uploadSheet(file, kind), {
      onError: (err) => failed(err, t`The sheet could not be read. Please try again.`),
    });
    setBusy(null);
    if (!read.ok) return;
    setSheet(read.value);
    setMapping(read.value.mapping);
    await dryRun(read.value.id, read.value.mapping);
  }

  function choose(column: string, field: string) {
    if (!sheet) return;
    const next: Mapping = { ...mapping };
    const chosen = field === LEFT_OUT ? null : field;
    // A field goes to one column: the column that had it leaves it.
    for (const [other, value] of Object.entries(next)) if (chosen && value === chosen) next[other] = null;
    next[column] = chosen;
    setMapping(next);
    void dryRun(sheet.id, next);
  }

  async function apply() {
    if (!sheet) return;
    setBusy('apply');
    setError(null);
    const result = await run(() => applySheet(sheet.id), {
      onError: (err) => failed(err, t`The import could not be applied. Please try again.`),
    });
    setBusy(null);
    if (result.ok) setApplied(result.value);
  }

  async function undo() {
    if (!sheet) return;
    setBusy('undo');
    setError(null);
    const result = await run(() => undoSheet(sheet.id), {
      onError: (err) => failed(err, t`The import could not be undone. Please try again.`),
    });
    setBusy(null);
    if (result.ok) setUndone(result.value.removed);
  }

  function startOver() {
    setSheet(null);
    setRows(null);
    setApplied(null);
    setUndone(null);
    setFile(null);
    setError(null);
  }

  const good = rows ? rows.filter((row) => row.errors.length === 0).length : 0;

  return (
    <section aria-labelledby="imports-heading" className="grid gap-6">
      <TabHeader
        id="imports-heading"
        title={t`Import a spreadsheet`}
        description={t`Bring in families, memberships, registrations or payments from Google Sheets or Excel (CSV or XLSX). Nothing is written until you apply, and an import can be undone for 7 days.`}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h3">
            <Trans>1. Upload</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>The first row of the sheet names its columns. Bengali comes in exactly as typed.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void upload(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid gap-1.5 sm:w-56">
              <Label htmlFor={kindId}>
                <Trans>The sheet holds</Trans>
              </Label>
              <Select value={kind} onValueChange={(value) => setKind(value as ImportKind)} disabled={sheet !== null}>
                <SelectTrigger id={kindId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {KINDS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {i18n._(option.label)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={fileId}>
                <Trans>Sheet (CSV or XLSX)</Trans>
              </Label>
              <Input
                id={fileId}
                type="file"
                accept=".csv,.tsv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={sheet !== null}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            {sheet ? (
              <Button type="button" variant="outline" onClick={startOver} disabled={busy !== null}>
                <Trans>Start over</Trans>
              </Button>
            ) : (
              <Button type="submit" variant="outline" disabled={!file || busy !== null}>
                {busy === 'upload' ? <Spinner /> : <Upload aria-hidden="true" />}
                <Trans>Upload</Trans>
              </Button>
            )}
          </form>
        </CardContent>
      </Card>
      {error && (
        <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
          {error}
        </p>
      )}
      {sheet && (
        <Card>
          <CardHeader>
            <CardTitle as="h3">
              <Trans>2. Match the columns</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Each column of the sheet goes into a field, or is left out. The suggestion follows the column names.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {sheet.columns.map((column) => {
                const id = `column-${sheet.columns.indexOf(column)}`;
                return (
                  <li key={column} className="grid gap-1.5">
                    <Label htmlFor={id}>{column}</Label>
                    <Select
                      value={mapping[column] ?? LEFT_OUT}
                      onValueChange={(value) => choose(column, value)}
                      disabled={applied !== null || busy === 'apply'}
                    >
                      <SelectTrigger id={id}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={LEFT_OUT}>{t`Left out`}</SelectItem>
                        {FIELDS[sheet ? kind : 'families'].map((field) => (
                          <SelectItem key={field.name} value={field.name}>
                            {i18n._(field.label)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      )}
      {sheet && rows && (
        <Card>
          <CardHeader>
            <CardTitle as="h3">
              <Trans>3. Check and apply</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>A row whose email is already here updates that record rather than adding another. Payments get receipt numbers but no emailed receipt.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <DryRun kind={kind} rows={rows} />
            {busy === 'apply' && (
              <div className="grid gap-1">
                <p>{t`Applying ${plural(good, { one: '# row', other: '# rows' })}…`}</p>
                <div
                  role="progressbar"
                  aria-label={t`Applying the import`}
                  className="h-3 overflow-hidden rounded-full bg-cream-dark"
                >
                  <div className="h-full w-1/3 animate-pulse rounded-full bg-sindoor motion-reduce:animate-none" />
                </div>
              </div>
            )}
            {applied === null ? (
              <div className="flex justify-end">
                <Button onClick={() => void apply()} disabled={busy !== null || good === 0}>
                  {busy === 'apply' ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
                  {t`Apply ${plural(good, { one: '# row', other: '# rows' })}`}
                </Button>
              </div>
            ) : (
              <div className="grid gap-3">
                <p role="status" className="rounded-lg bg-marigold-light px-3 py-2 font-semibold">
                  {t`Import applied: ${formatNumber(applied.created)} added, ${formatNumber(applied.updated)} updated, ${formatNumber(applied.skipped)} skipped.`}
                </p>
                {undone === null ? (
                  <div className="flex justify-end">
                    <ConfirmAction
                      open={confirming}
                      onOpenChange={setConfirming}
                      title={t`Undo this import?`}
                      question={t`What it added is taken away again (its payments are voided, keeping their receipt numbers). What it updated stays as it is now.`}
                      actionLabel={t`Undo the import`}
                      onConfirm={() => void undo()}
                    >
                      <Button variant="outline" disabled={busy !== null}>
                        {busy === 'undo' ? <Spinner /> : <Undo2 aria-hidden="true" />}
                        <Trans>Undo import</Trans>
                      </Button>
                    </ConfirmAction>
                  </div>
                ) : (
                  <p role="status" className="rounded-lg bg-cream-dark px-3 py-2 font-semibold">
                    {t`Import undone: ${plural(undone, { one: '# record taken away', other: '# records taken away' })}.`}
                  </p>
                )}
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </section>
  );
}
