// The money and membership endpoints' shapes (docs/money.md, docs/membership.md), as the
// server's schema names them, under the names the admin's screens use.
import type { components } from '@/lib/api-schema';

type Schemas = components['schemas'];

export type PaymentStatus = Schemas['PaymentStatusEnum'];
export type PaymentKind = Schemas['PaymentKindEnum'];
export type PaymentMethod = Schemas['PaymentMethodEnum'];

/** A membership tier; `amount` in cents. */
export type MembershipTier = Schemas['AdminTier'];
export type MembershipTierRequest = Schemas['AdminTierRequest'];
/** One family on a year's membership roll. */
export type MembershipRow = Schemas['Roll'];
/** A family signed up at the door; the membership year of today when `year` is left out. */
export type MembershipCreateRequest = Schemas['AdminMembershipAddRequest'];

export type Payment = Schemas['Payment'];
export type PaymentRequest = Schemas['PaymentRecordRequest'];
/** Something still owed: what is due less what is paid, in cents. */
export type Outstanding = Schemas['Owed'];
/** A year's totals, in cents, and what is still owed. */
export type Finance = Schemas['Finance'];

/** One line of an uploaded bank statement and what it was matched to. */
export type BankRow = Schemas['BankLine'];
export type BankImport = Schemas['BankImport'];
export type BankApplyResult = Schemas['BankApplied'];
export type BankApplyRequest = Schemas['BankApplyRequest'];
/** A line that matched nothing, recorded against what the treasurer chose. */
export type BankAssignment = Schemas['BankAssignRequest'];

/** A refund or void at or above the approval threshold, waiting for a second treasurer. */
export type Proposal = Schemas['Proposal'];
/** A proposal of two to sign: who proposed what, and who decided it. */
export type Approval = Schemas['Approval'];
