import type { Family, FamilyRegistration } from '@/lib/api-types';

type PaymentStatusEnum = FamilyRegistration['paymentStatus'];

/**
 * The family's money as DECISIONS.md sets it out, until the server's schema has it; named as the
 * generated types will name them, to be swapped for `@/lib/api-types` then.
 */

/** `GET /api/membership/tiers`: the active tiers, cheapest first; `amount` in cents. */
export interface MembershipTier {
  readonly id: number;
  readonly name: string;
  readonly amount: number;
  readonly description: string;
}

/** A membership of the family, one per membership year; `active` once paid in full. */
export interface FamilyMembership {
  readonly id: number;
  readonly year: number;
  readonly tierId: number;
  readonly tierName: string;
  readonly amountDue: number;
  readonly amountPaid: number;
  readonly paymentStatus: PaymentStatusEnum;
  readonly paymentReference: string;
  readonly active: boolean;
}

type DonationPurposeEnum = 'general' | 'puja' | 'sponsorship' | 'building' | 'other';

export interface FamilyDonation {
  readonly id: number;
  readonly amount: number;
  readonly purpose: DonationPurposeEnum;
  readonly paymentReference: string;
  readonly amountPaid: number;
  readonly paymentStatus: PaymentStatusEnum;
  readonly createdAt: string;
}

export type PaymentKindEnum = 'registration' | 'membership' | 'donation';

/** A payment the association recorded for the family; a negative amount is a refund. */
export interface FamilyPayment {
  readonly id: number;
  readonly receiptNumber: string;
  readonly kind: PaymentKindEnum;
  readonly amount: number;
  readonly method: string;
  readonly receivedOn: string;
  readonly voided: boolean;
  readonly receiptUrl: string;
}

/** The family's answer with its money; a server that has not got it yet leaves the arrays out. */
export type FamilyWithMoney = Family & {
  memberships?: FamilyMembership[];
  donations?: FamilyDonation[];
  payments?: FamilyPayment[];
};
