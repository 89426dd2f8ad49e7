import * as yup from 'yup';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;
export const MAX_DIETARY_NOTES = 500;

// The server's own messages for the planning fields (registrations/api.py).
export const CHILDREN_MESSAGE = 'Children must be fewer than the number of guests (at least one adult)';
export const VEGETARIAN_MESSAGE = 'Vegetarian meals cannot be more than the number of guests';
export const DIETARY_NOTES_MESSAGE = `Dietary notes can be at most ${MAX_DIETARY_NOTES} characters`;

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
  // Checked against the guests only once those are a valid number, which has its own message.
  children: yup
    .number()
    .typeError(CHILDREN_MESSAGE)
    .integer(CHILDREN_MESSAGE)
    .min(0, CHILDREN_MESSAGE)
    .test('has-an-adult', CHILDREN_MESSAGE, function (children) {
      const guests: unknown = this.parent.guestCount;
      return children === undefined || typeof guests !== 'number' || children < guests;
    }),
  vegetarianMeals: yup
    .number()
    .typeError(VEGETARIAN_MESSAGE)
    .integer(VEGETARIAN_MESSAGE)
    .min(0, VEGETARIAN_MESSAGE)
    .test('within-guests', VEGETARIAN_MESSAGE, function (meals) {
      const guests: unknown = this.parent.guestCount;
      return meals === undefined || typeof guests !== 'number' || meals <= guests;
    }),
  dietaryNotes: yup.string().trim().max(MAX_DIETARY_NOTES, DIETARY_NOTES_MESSAGE),
  photoConsent: yup.boolean(),
  slotIds: yup.array(yup.number().required()),
});

/** A new registration: one guest, no children, no meals asked for, no photos, no dishes or jobs. */
export const emptyRegistration = {
  fullName: '',
  email: '',
  phone: '',
  guestCount: 1,
  notes: '',
  children: 0,
  vegetarianMeals: 0,
  dietaryNotes: '',
  photoConsent: false,
  slotIds: [] as number[],
};

export type RegistrationValues = typeof emptyRegistration;
