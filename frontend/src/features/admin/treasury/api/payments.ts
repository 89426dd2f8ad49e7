import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { adminKeys, adminPaths } from '../../shell/api/keys';
import type {
  BankApplyRequest,
  BankApplyResult,
  BankAssignment,
  BankImport,
  Finance,
  Payment,
  PaymentRequest,
} from './money-types';

/** The year's totals and what is still owed. */
export function useFinance(year: number) {
  const { data, error, isLoading, mutate } = useSWR<Finance>(adminKeys.finance(year));
  return { finance: data, error, isLoading, retry: () => mutate() };
}

/** The payments received in the year, voided ones included. */
export function usePayments(year: number) {
  const { data, error, isLoading, mutate } = useSWR<Payment[]>(adminKeys.payments(year));
  return { payments: data, error, isLoading, retry: () => mutate() };
}

const MONEY_READS = ['/api/admin/finance?', '/api/admin/payments?', '/api/admin/memberships?'];

/**
 * A payment changes every year's totals, lists and roll that may show it (a payment received in
 * January can settle a registration of December), so all of them are read again.
 */
export function useRefreshMoney() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => typeof key === 'string' && MONEY_READS.some((prefix) => key.startsWith(prefix)));
}

export function useRecordPayment() {
  const refresh = useRefreshMoney();
  return async (input: PaymentRequest) => {
    const payment = await api.post<Payment>(adminPaths.payments, input);
    await refresh();
    return payment;
  };
}

export function useVoidPayment() {
  const refresh = useRefreshMoney();
  return async (id: number, reason: string) => {
    const payment = await api.post<Payment>(adminPaths.paymentVoid(id), { reason });
    await refresh();
    return payment;
  };
}

/** Sends a bank's CSV; the answer is its rows, each with what it matched. */
export function uploadBankStatement(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<BankImport>(adminPaths.bankImports, form);
}

/**
 * Records the chosen lines of an uploaded statement as payments: `lines` each as it matched,
 * `assign` against what the treasurer chose for it.
 */
export function useApplyBankImport() {
  const refresh = useRefreshMoney();
  return async (id: number, lines: number[], assign: BankAssignment[] = []) => {
    const body: BankApplyRequest = assign.length ? { lines, assign } : { lines };
    const result = await api.post<BankApplyResult>(adminPaths.bankImportApply(id), body);
    await refresh();
    return result;
  };
}

/** Downloads the year's ledger; `isMutating` is true meanwhile. */
export function useDownloadLedger(year: number) {
  return useSWRMutation(adminPaths.ledger(year), (path: string) => saveDownload(path, `ledger-${year}.csv`));
}

/** Downloads one payment's receipt as a PDF. */
export function downloadReceipt(payment: Pick<Payment, 'id' | 'receiptNumber'>) {
  return saveDownload(adminPaths.paymentReceipt(payment.id), `receipt-${payment.receiptNumber}.pdf`);
}

/** Emails every donor of `year` its statement of the year's gifts, through the queue; how many are on their way. */
export async function sendStatements(year: number): Promise<number> {
  const answer = await api.post<{ recipients: number }>(adminPaths.statementsSend(year));
  return answer.recipients;
}
