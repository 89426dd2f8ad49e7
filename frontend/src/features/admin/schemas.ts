import * as yup from 'yup';
import { INVALID_EMAIL, optionalText, requiredMessage, requiredText } from '@/lib/validation';

export const loginSchema = yup.object({
  username: requiredText('Username'),
  // Not trimmed: a password may begin or end with a space.
  password: yup.string().required(requiredMessage('Password')),
});

const scheduleEntrySchema = yup.object({
  time: optionalText('Time', 50),
  activity: requiredText('Activity', 200),
  description: optionalText('Description', 1000),
});

const sponsorSchema = yup.object({
  name: requiredText('Sponsor name', 200),
  benefits: optionalText('Benefits', 1000),
});

/** A number input's value: '' (left empty) is no number at all. */
function optionalWholeNumber(message: string) {
  return yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original == null ? null : value))
    .nullable()
    .typeError(message)
    .integer(message);
}

export const CAPACITY_MESSAGE = 'Capacity must be a whole number of at least 1, or empty for no limit';
export const MAX_CAPACITY = 100000;
export const SLOT_NEEDED_MESSAGE = 'How many needed must be a whole number from 1 to 500';
export const MAX_SLOT_NEEDED = 500;

/** The server's words for a slot that would need fewer places than parties have claimed. */
export function slotBelowClaims(title: string, taken: number): string {
  return `'${title}' is already taken by ${taken}; it cannot need fewer than ${taken}.`;
}

const slotSchema = yup.object({
  kind: yup.string().oneOf(['bring', 'volunteer']).required(),
  title: requiredText('Slot title', 200),
  needed: optionalWholeNumber(SLOT_NEEDED_MESSAGE)
    .required(SLOT_NEEDED_MESSAGE)
    .min(1, SLOT_NEEDED_MESSAGE)
    .max(MAX_SLOT_NEEDED, SLOT_NEEDED_MESSAGE)
    .test('covers-claims', function coversClaims(needed) {
      const { title, taken } = this.parent as { title: string; taken: number };
      if (needed == null || !taken || needed >= taken) return true;
      return this.createError({ message: slotBelowClaims(title.trim(), taken) });
    }),
});

export const eventSchema = yup.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  date: requiredText('Date').matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as yyyy-mm-dd'),
  time: optionalText('Time', 50),
  venue: requiredText('Venue', 200),
  address: requiredText('Address', 300),
  featuredImage: yup.string().trim(),
  registrationOpen: yup.boolean(),
  highlights: yup.string(),
  whatToBring: yup.string(),
  schedule: yup.array(scheduleEntrySchema),
  sponsors: yup.array(sponsorSchema),
  mealsServed: yup.boolean(),
  capacity: optionalWholeNumber(CAPACITY_MESSAGE)
    .min(1, CAPACITY_MESSAGE)
    .max(MAX_CAPACITY, `Capacity can be at most ${MAX_CAPACITY}`),
  slots: yup.array(slotSchema),
});

export const settingsSchema = yup.object({
  groupName: requiredText('Group name'),
  tagline: requiredText('Tagline'),
  aboutText: yup.string(),
  contactEmail: yup.string().trim().email(INVALID_EMAIL),
  whatsappLink: yup.string().trim(),
  instagramLink: yup.string().trim(),
  announcementText: yup.string(),
  showAnnouncement: yup.boolean(),
});

export const guestMessageSchema = yup.object({
  subject: requiredText('Subject', 200),
  body: requiredText('Message', 10000),
  audience: yup.string().oneOf(['confirmed', 'waitlisted', 'all']).required(),
});
