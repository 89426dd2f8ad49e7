import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { adminKeys, adminPaths } from '../../shell/api/keys';
import type {
  Approval,
  BankApplyRequest,
  BankApplyResult,
  BankAssignment,
  BankImport,
  Finance,
  Payment,
  PaymentRequest,
  Proposal,
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

const MONEY_READS = ['/api/admin/finance?', '/api/admin/payments?', '/api/admin/memberships?', '/api/admin/approvals'];

/**
 * A payment changes every year's totals, lists and roll that may show it (a payment received in
 * January can settle a registration of December), so all of them are read again.
 */
export function useRefreshMoney() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => typeof key === 'string' && MONEY_READS.some((prefix) => key.startsWith(prefix)));
}

/** A refund or void at or above the approval threshold is answered with a proposal, not the payment. */
export function isProposal(answer: Payment | Proposal): answer is Proposal {
  return 'approvalId' in answer;
}

export function useRecordPayment() {
  const refresh = useRefreshMoney();
  return async (input: PaymentRequest) => {
    const payment = await api.post<Payment | Proposal>(adminPaths.payments, input);
    await refresh();
    return payment;
  };
}

export function useVoidPayment() {
  const refresh = useRefreshMoney();
  return async (id: number, reason: string) => {
    const payment = await api.post<Payment | Proposal>(adminPaths.paymentVoid(id), { reason });
    await refresh();
    return payment;
  };
}

/** The proposals of two to sign: pending ones first. */
export function useApprovals() {
  const { data, error, isLoading, mutate } = useSWR<Approval[]>(adminKeys.approvals);
  return { approvals: data, error, isLoading, retry: () => mutate() };
}

/** Carries a proposal out (by someone other than its proposer); the answer is the payment. */
export function useApprove() {
  const refresh = useRefreshMoney();
  return async (id: number) => {
    const payment = await api.post<Payment>(adminPaths.approvalApprove(id));
    await refresh();
    return payment;
  };
}

export function useReject() {
  const refresh = useRefreshMoney();
  return async (id: number, reason: string) => {
    const approval = await api.post<Approval>(adminPaths.approvalReject(id), { reason });
    await refresh();
    return approval;
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
