/**
 * The donations API as DECISIONS.md sets it out, until the server's schema has it; named as the
 * generated types will name them, to be swapped for `@/lib/api-types` then.
 */
export type DonationPurposeEnum = 'general' | 'puja' | 'sponsorship' | 'building' | 'other';

/** `POST /api/donations`: `amount` in cents, 100 to 10000000; `note` at most 500 characters. */
export interface DonationRequest {
  fullName: string;
  email: string;
  amount: number;
  purpose: DonationPurposeEnum;
  note: string;
  anonymous: boolean;
}

/** The answer (201): what to pay, the reference to quote, and how. */
export interface CreatedDonation {
  readonly id: number;
  readonly amount: number;
  readonly purpose: DonationPurposeEnum;
  readonly paymentReference: string;
  readonly paymentInstructions: string;
}
