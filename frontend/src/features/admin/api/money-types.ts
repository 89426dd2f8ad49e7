// The shapes of the money and membership endpoints (DECISIONS.md, "Membership" and "Money"),
// written by hand until the server's schema has them; each is named as the generated type will
// be, so that it can be swapped for `Schemas['...']` from lib/api-types.

export type PaymentStatus = 'free' | 'unpaid' | 'partial' | 'paid' | 'refundDue';
export type PaymentKind = 'registration' | 'membership' | 'donation';
export type PaymentMethod = 'zelle' | 'venmo' | 'cash' | 'check' | 'card' | 'bank' | 'other';

/** A membership tier; `amount` in cents. */
export interface MembershipTier {
  id: number;
  name: string;
  amount: number;
  description: string;
  active: boolean;
}

export type MembershipTierRequest = Omit<MembershipTier, 'id'>;

/** One family on a year's membership roll. */
export interface MembershipRow {
  id: number;
  familyName: string;
  email: string;
  phone: string;
  tierName: string;
  amountDue: number;
  amountPaid: number;
  paymentStatus: PaymentStatus;
  paymentReference: string;
  active: boolean;
}

/** A family signed up at the door; the membership year of today when `year` is left out. */
export interface MembershipCreateRequest {
  email: string;
  name: string;
  tierId: number;
  year?: number;
}

export interface Payment {
  id: number;
  receiptNumber: string;
  kind: PaymentKind;
  targetId: number;
  payerName: string;
  /** Cents; negative for a refund. */
  amount: number;
  method: PaymentMethod;
  reference: string;
  /** "YYYY-MM-DD" */
  receivedOn: string;
  recordedBy: string;
  voided: boolean;
  /** Why it was voided, when it was. */
  voidReason?: string;
}

export interface PaymentRequest {
  kind: PaymentKind;
  targetId: number;
  amount: number;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
}

/** Something still owed: what is due less what is paid, in cents. */
export interface Outstanding {
  kind: PaymentKind;
  targetId: number;
  payerName: string;
  paymentReference: string;
  outstanding: number;
}

/** A year's totals, in cents, and what is still owed. */
export interface Finance {
  registrations: { due: number; paid: number };
  memberships: { due: number; paid: number };
  donations: { paid: number };
  refundsDue: number;
  outstanding: Outstanding[];
}

type BankMatchReason = 'reference' | 'nameAndAmount';

interface BankMatch {
  kind: PaymentKind;
  targetId: number;
  paymentReference: string;
  payerName: string;
  outstanding: number;
}

/** One line of an uploaded bank statement and what it was matched to. */
export interface BankRow {
  line: number;
  date: string;
  description: string;
  amount: number;
  match: BankMatch | null;
  reason: BankMatchReason | null;
  alreadyRecorded: boolean;
}

export interface BankImport {
  id: number;
  rows: BankRow[];
}

export interface BankApplyResult {
  recorded: number;
  skipped: number;
}
