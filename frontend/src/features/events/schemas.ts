import * as yup from 'yup';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;

/** The guest selector: 1 to 10, then '11+ people' (11). */
export const guestOptions = [
  ...Array.from({ length: 10 }, (_, i) => ({
    value: String(i + 1),
    label: `${i + 1} ${i === 0 ? 'person' : 'people'}`,
  })),
  { value: '11', label: '11+ people' },
];

/**
 * The selector's options for a registration that already has `count` guests. An organiser may
 * have recorded 12 to 20 (the server allows up to 20); that number gets its own option, so
 * updating the registration does not silently turn it into 11.
 */
export function guestOptionsFor(count: number) {
  if (!Number.isInteger(count) || count <= 11 || count > MAX_GUESTS) return guestOptions;
  return [...guestOptions, { value: String(count), label: `${count} people` }];
}

export const registrationSchema = yup.object({
  fullName: textOfAtLeast(2, 'Name must be at least 2 characters'),
  email: requiredEmail(),
  phone: yup.string().trim(),
  guestCount: yup
    .number()
    .typeError('Must have at least 1 guest')
    .required('Must have at least 1 guest')
    .integer('Must have at least 1 guest')
    .min(MIN_GUESTS, 'Must have at least 1 guest')
    .max(MAX_GUESTS, 'Maximum 20 guests allowed'),
  notes: yup.string().trim(),
});

export const emptyRegistration = {
  fullName: '',
  email: '',
  phone: '',
  guestCount: 1,
  notes: '',
};
