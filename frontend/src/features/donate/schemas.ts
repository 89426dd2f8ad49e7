import * as yup from 'yup';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DonationRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { dollarsToCents } from '@/lib/money';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';
import type { DonationPurposeEnum } from './types';

/** The least and the most one gift may be, in cents, as the server takes them. */
const MIN_DONATION = DonationRequest.amount.minimum;
const MAX_DONATION = DonationRequest.amount.maximum;
export const NOTE_MAX = DonationRequest.note.maxLength;

/** The quick choices, in whole dollars. */
export const QUICK_AMOUNTS = ['25', '51', '101', '251'] as const;

/** What a gift is for; each label is a message, translated where it is shown. */
export const purposeOptions: { value: DonationPurposeEnum; label: MessageDescriptor }[] = [
  { value: 'general', label: msg`General` },
  { value: 'puja', label: msg`Durga Puja` },
  { value: 'sponsorship', label: msg`Sponsorship` },
  { value: 'building', label: msg`Building fund` },
  { value: 'other', label: msg`Other` },
];

function say(message: MessageDescriptor) {
  return () => i18n._(message);
}

const amountMessage = msg`Enter an amount from $1 to $100,000, with at most two decimals.`;

export const donationSchema = yup.object({
  amount: yup
    .string()
    .required(say(amountMessage))
    .test('amount', say(amountMessage), (value) => {
      const cents = dollarsToCents(value ?? '');
      return cents !== null && cents >= MIN_DONATION && cents <= MAX_DONATION;
    }),
  purpose: yup
    .string()
    .required(say(msg`Please choose what your gift is for`))
    .oneOf(purposeOptions.map((option) => option.value)),
  fullName: textOfAtLeast(DonationRequest.fullName.minLength, say(msg`Name must be at least 2 characters`)),
  email: requiredEmail(),
  note: yup.string().max(NOTE_MAX, say(msg`Please keep the note under 500 characters`)),
  anonymous: yup.boolean(),
});

export const emptyDonation = {
  amount: '51',
  purpose: 'general' as string,
  fullName: '',
  email: '',
  note: '',
  anonymous: false,
};

export type DonationValues = typeof emptyDonation;
