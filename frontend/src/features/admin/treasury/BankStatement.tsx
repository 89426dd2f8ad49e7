import * as React from 'react';
import { Upload } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { SearchResult } from '@/lib/api-types';
import { formatMoney } from '@/lib/money';
import { uploadBankStatement, useApplyBankImport } from './api/payments';
import type { BankImport, BankRow } from './api/money-types';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { Section } from './Section';
import { Spinner } from '../shell/states';
import { AssignLineDialog } from './AssignLineDialog';
import { BankRowsTable } from './BankRowsTable';

/** A credit that matched something owed and is not yet in the books: ticked to start with. */
function recordable(row: BankRow): boolean {
  return row.match !== null && row.amount > 0 && !row.alreadyRecorded && row.refused === null;
}

/** Upload a bank's CSV, check what each line matched, and record the chosen ones as payments. */
export function BankStatement() {
  const { t } = useLingui();
  const apply = useApplyBankImport();
  const fileId = React.useId();
  const [file, setFile] = React.useState<File | null>(null);
  const [imported, setImported] = React.useState<BankImport | null>(null);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  // Unmatched credits the treasurer said what they pay for, by line.
  const [assigned, setAssigned] = React.useState<ReadonlyMap<number, SearchResult>>(new Map());
  const [assigning, setAssigning] = React.useState<BankRow | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [busy, setBusy] = React.useState<'upload' | 'apply' | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const { run } = useAdminMutation();

  /** A failure's message: the server's about a field, else its own, else `fallback`. */
  function failed(err: unknown, fallback: string) {
    const fieldError = isApiError(err, 400) ? Object.values(err.fieldErrors)[0] : undefined;
    setError(fieldError ?? serverMessage(err, fallback));
  }

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy('upload');
    setError(null);
    const read = await run(() => uploadBankStatement(file), {
      onError: (err) => failed(err, t`The statement could not be read. Please try again.`),
    });
    setBusy(null);
    if (!read.ok) return;
    setImported(read.value);
    setSelected(new Set(read.value.rows.filter(recordable).map((row) => row.line)));
    setAssigned(new Map());
  }

  const chosen = imported ? imported.rows.filter((row) => selected.has(row.line)) : [];
  const chosenTotal = chosen.reduce((sum, row) => sum + row.amount, 0);

  async function recordSelected() {
    if (!imported) return;
    setBusy('apply');
    setError(null);
    const lines = chosen.filter((row) => !assigned.has(row.line)).map((row) => row.line);
    const assign = chosen.flatMap((row) => {
      const target = assigned.get(row.line);
      return target ? [{ line: row.line, kind: target.kind, targetId: target.id }] : [];
    });
    const applied = await run(() => apply(imported.id, lines, assign), {
      onError: (err) => failed(err, t`The lines could not be recorded. Please try again.`),
    });
    setBusy(null);
    if (!applied.ok) return;
    const { recorded, skipped } = applied.value;
    toast({
      title: t`Bank statement recorded`,
      description: t`${plural(recorded, { one: 'Recorded # payment', other: 'Recorded # payments' })}; ${plural(skipped, {
        one: '# line skipped',
        other: '# lines skipped',
      })}.`,
    });
    setImported(null);
    setSelected(new Set());
    setAssigned(new Map());
    setFile(null);
  }

  function assign(line: number, target: SearchResult) {
    setAssigned((current) => new Map(current).set(line, target));
    toggle(line, true);
  }

  function unassign(line: number) {
    setAssigned((current) => {
      const next = new Map(current);
      next.delete(line);
      return next;
    });
    toggle(line, false);
  }

  function toggle(line: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(line);
      else next.delete(line);
      return next;
    });
  }

  return (
    <Section
      title={t`Bank statement`}
      description={t`Upload the CSV your bank exports; lines with a payment reference, or a payer's name and the amount they owe, are matched.`}
    >
      <form onSubmit={(event) => void upload(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>
            <Trans>Statement (CSV)</Trans>
          </Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!file || busy !== null}>
          {busy === 'upload' ? <Spinner /> : <Upload aria-hidden="true" />}
          <Trans>Upload</Trans>
        </Button>
      </form>
      {error && (
        <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
          {error}
        </p>
      )}
      {imported && (
        <>
          <BankRowsTable
            rows={imported.rows}
            selected={selected}
            assigned={assigned}
            onToggle={toggle}
            onAssign={setAssigning}
            onUnassign={unassign}
          />
          <div className="flex justify-end">
            <ConfirmAction
              open={confirming}
              onOpenChange={setConfirming}
              title={t`Record ${plural(chosen.length, { one: '# line', other: '# lines' })}?`}
              question={t`${plural(chosen.length, {
                one: '# bank line',
                other: '# bank lines',
              })} totalling ${formatMoney(chosenTotal)} will be recorded as payments, and each payer emailed a receipt.`}
              actionLabel={t`Record them`}
              onConfirm={() => void recordSelected()}
            >
              <Button disabled={chosen.length === 0 || busy !== null}>
                {busy === 'apply' && <Spinner />}
                <Trans>Record selected</Trans>
              </Button>
            </ConfirmAction>
          </div>
          <AssignLineDialog row={assigning} onAssign={assign} onClose={() => setAssigning(null)} />
        </>
      )}
    </Section>
  );
}
