import type { components } from '@/lib/api-schema';

type Schemas = components['schemas'];

/** `GET /api/membership/tiers`: the active tiers, cheapest first; `amount` in cents. */
export type MembershipTier = Schemas['Tier'];
/** A membership of the family, one per membership year (`year` is its label); `active` once paid in full. */
export type FamilyMembership = Schemas['Membership'];
export type FamilyDonation = Schemas['FamilyDonation'];
/** A payment the association recorded for the family; a negative amount is a refund. */
export type FamilyPayment = Schemas['FamilyPayment'];
