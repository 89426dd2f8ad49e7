import type { components } from '@/lib/api-schema';

type Schemas = components['schemas'];

export type DonationPurposeEnum = Schemas['DonationPurposeEnum'];
/** `POST /api/donations`: `amount` in cents, 100 to 10000000; `note` at most 500 characters. */
export type DonationRequest = Schemas['DonationRequest'];
/** The answer (201): what to pay, the reference to quote, and how. */
export type CreatedDonation = Schemas['DonationPledged'];
