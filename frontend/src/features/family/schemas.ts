import './messages';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { FamilyInputRequest, MemberRequest, RegistrationRequest } from '@/lib/api-limits';
import type { Family, FamilyInput, Registration, RegistrationUpdateInput } from '@/lib/api-types';
import { currentLocale, formatNumber, i18n, type Locale } from '@/lib/i18n';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

const CODE_DIGITS = 6;
/** A family has at most as many members as a party has guests, as the server holds it. */
export const MAX_MEMBERS = RegistrationRequest.guestCount.maximum;
export const MAX_GUESTS = RegistrationRequest.guestCount.maximum;
export const MAX_DIETARY_NOTES = RegistrationRequest.dietaryNotes.maxLength;
export const MAX_MEMBER_DIETARY_NOTES = MemberRequest.dietaryNotes.maxLength;
/**
 * What the family types to confirm deleting itself: a word of its page's language, as the server
 * takes it (families/api.py: the word of the request's language, or DELETE in any).
 */
const CONFIRM_WORDS: Record<Locale, string> = { en: 'DELETE', bn: 'মুছুন' };

export function confirmWord(locale: Locale = currentLocale()): string {
  return CONFIRM_WORDS[locale];
}

/** Whether what was typed is the word: spaces around it aside, and its letters however composed. */
export function isConfirmWord(typed: string, locale: Locale = currentLocale()): boolean {
  return typed.trim().normalize('NFC') === confirmWord(locale).normalize('NFC');
}

// The server's own messages (families/api.py, registrations/api.py), in the language of the moment
// they are shown.
const codeMessage = () => i18n._(msg`Enter the 6-digit code from the email.`);
const nameMessage = () => i18n._(msg`Name must be at least 2 characters`);
const memberNameMessage = () => i18n._(msg`Enter this member's name.`);
const guestsMessage = () => i18n._(msg`Must have at least 1 guest`);
const tooManyGuestsMessage = () => i18n._(msg`Maximum 20 guests allowed`);
const childrenMessage = () => i18n._(msg`Children must be fewer than the number of guests (at least one adult)`);
const vegetarianMessage = () => i18n._(msg`Vegetarian meals cannot be more than the number of guests`);
const dietaryNotesMessage = (limit: number) => () => {
  const max = formatNumber(limit);
  return i18n._(msg`Dietary notes can be at most ${max} characters`);
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** The code as typed on any phone: Bengali digits and spaces are fine, as the server takes them. */
export function normaliseCode(typed: string): string {
  return [...typed]
    .map((character) => {
      const digit = BENGALI_DIGITS.indexOf(character);
      return digit === -1 ? character : String(digit);
    })
    .join('')
    .replace(/\s+/g, '');
}

export const emailSchema = yup.object({ email: requiredEmail() });

export const codeSchema = yup.object({
  code: yup
    .string()
    .required(codeMessage)
    .test('six-digits', codeMessage, (typed) => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(normaliseCode(typed ?? ''))),
});

const memberSchema = yup.object({
  id: yup.number().optional(),
  name: yup.string().trim().required(memberNameMessage).max(MemberRequest.name.maxLength),
  child: yup.boolean(),
  vegetarian: yup.boolean(),
  dietaryNotes: yup.string().trim().max(MAX_MEMBER_DIETARY_NOTES, dietaryNotesMessage(MAX_MEMBER_DIETARY_NOTES)),
});

export const familySchema = yup.object({
  name: textOfAtLeast(FamilyInputRequest.name.minLength, nameMessage),
  phone: yup.string().trim().max(FamilyInputRequest.phone.maxLength),
  language: yup.string().oneOf(['en', 'bn']).required(),
  members: yup.array(memberSchema).max(MAX_MEMBERS),
});

export interface MemberValues {
  id?: number;
  name: string;
  child: boolean;
  vegetarian: boolean;
  dietaryNotes: string;
}

export interface FamilyValues {
  name: string;
  phone: string;
  language: Locale;
  /** Email me the announcements: ticking sends a link to confirm, unticking stops them. */
  announcements: boolean;
  members: MemberValues[];
}

export const newMember: MemberValues = { name: '', child: false, vegetarian: false, dietaryNotes: '' };

export function familyValues(family: Family): FamilyValues {
  return {
    name: family.name,
    phone: family.phone,
    language: family.language,
    announcements: family.announcements,
    members: family.members.map(({ id, name, child, vegetarian, dietaryNotes }) => ({
      id,
      name,
      child: child ?? false,
      vegetarian: vegetarian ?? false,
      dietaryNotes: dietaryNotes ?? '',
    })),
  };
}

export function familyInput(values: FamilyValues): FamilyInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    language: values.language,
    announcements: values.announcements,
    members: values.members.map(({ id, name, child, vegetarian, dietaryNotes }) => ({
      ...(id === undefined ? {} : { id }),
      name: name.trim(),
      child,
      vegetarian,
      dietaryNotes: dietaryNotes.trim(),
    })),
  };
}

/** What the family changes of a registration on its page: the party, not who it is. */
export const registrationChangeSchema = yup.object({
  guestCount: yup
    .number()
    .typeError(guestsMessage)
    .required(guestsMessage)
    .integer(guestsMessage)
    .min(RegistrationRequest.guestCount.minimum, guestsMessage)
    .max(MAX_GUESTS, tooManyGuestsMessage),
  children: yup
    .number()
    .typeError(childrenMessage)
    .integer(childrenMessage)
    .min(0, childrenMessage)
    .test('has-an-adult', childrenMessage, function (children) {
      const guests: unknown = this.parent.guestCount;
      return children === undefined || typeof guests !== 'number' || children < guests;
    }),
  vegetarianMeals: yup
    .number()
    .typeError(vegetarianMessage)
    .integer(vegetarianMessage)
    .min(0, vegetarianMessage)
    .test('within-guests', vegetarianMessage, function (meals) {
      const guests: unknown = this.parent.guestCount;
      return meals === undefined || typeof guests !== 'number' || meals <= guests;
    }),
  dietaryNotes: yup.string().trim().max(MAX_DIETARY_NOTES, dietaryNotesMessage(MAX_DIETARY_NOTES)),
  photoConsent: yup.boolean(),
  notes: yup.string().trim().max(RegistrationRequest.notes.maxLength),
});

export interface RegistrationChangeValues {
  guestCount: number;
  children: number;
  vegetarianMeals: number;
  dietaryNotes: string;
  photoConsent: boolean;
  notes: string;
}

export function registrationChangeValues(registration: Registration): RegistrationChangeValues {
  return {
    guestCount: registration.guestCount,
    children: registration.children ?? 0,
    vegetarianMeals: registration.vegetarianMeals ?? 0,
    dietaryNotes: registration.dietaryNotes ?? '',
    photoConsent: registration.photoConsent ?? false,
    notes: registration.notes ?? '',
  };
}

/**
 * The update the server takes: who the party is stays as registered, and the dishes and jobs it
 * took stay as they are (no `slotIds`).
 */
export function registrationUpdate(
  registration: Registration,
  values: RegistrationChangeValues,
  { mealsServed }: { mealsServed: boolean },
): RegistrationUpdateInput {
  return {
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone ?? '',
    guestCount: Number(values.guestCount),
    children: Number(values.children) || 0,
    vegetarianMeals: mealsServed ? Number(values.vegetarianMeals) || 0 : 0,
    dietaryNotes: values.dietaryNotes.trim(),
    photoConsent: values.photoConsent,
    notes: values.notes.trim(),
  };
}
