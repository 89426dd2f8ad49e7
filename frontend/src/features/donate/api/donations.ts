import { api } from '@/lib/api';
import type { CreatedDonation, DonationRequest } from '../types';

const DONATIONS_PATH = '/api/donations';

export function createDonation(donation: DonationRequest): Promise<CreatedDonation> {
  return api.post<CreatedDonation>(DONATIONS_PATH, donation);
}
