import '@/features/events/messages';
import * as yup from 'yup';
import { msg, select } from '@lingui/core/macro';
import { RegistrationCreateRequest } from '@/lib/api-limits';
import { formatNumber, i18n, pluralForm } from '@/lib/i18n';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

const MIN_GUESTS = RegistrationCreateRequest.guestCount.minimum;
const MAX_GUESTS = RegistrationCreateRequest.guestCount.maximum;
export const MAX_DIETARY_NOTES = RegistrationCreateRequest.dietaryNotes.maxLength;

// The server's own messages for the planning fields (registrations/api.py), in the language of
// the moment they are shown.
const childrenMessage = () =>
  i18n._(msg`Children must be fewer than the number of guests (at least one adult)`);
const vegetarianMessage = () => i18n._(msg`Vegetarian meals cannot be more than the number of guests`);
const dietaryNotesMessage = () => {
  const max = formatNumber(MAX_DIETARY_NOTES);
  return i18n._(msg`Dietary notes can be at most ${max} characters`);
};
const nameMessage = () => i18n._(msg`Name must be at least 2 characters`);
const guestsMessage = () => i18n._(msg`Must have at least 1 guest`);
const tooManyGuestsMessage = () => i18n._(msg`Maximum 20 guests allowed`);
// The server's message (registrations/services.py).
const noDayMessage = () => i18n._(msg`Choose at least one day.`);

/** "1 person", "4 people": a choice in the guest selector. */
function guestLabel(count: number): string {
  const number = formatNumber(count);
  const people = pluralForm(count);
  return select(people, { one: `${number} person`, other: `${number} people` });
}

/** The smallest party of '11+ people', which then says how many it is, up to the server's limit. */
export const LARGE_PARTY = 11;
export { MAX_GUESTS };

/** The guest selector, in the current language: 1 to 10, then '11+ people'. */
export function guestOptions() {
  return [
    ...Array.from({ length: LARGE_PARTY - 1 }, (_, i) => ({ value: String(i + 1), label: guestLabel(i + 1) })),
    { value: String(LARGE_PARTY), label: i18n._(msg`11+ people`) },
  ];
}

/** The selector's option for a number of guests: a party of 11 to 20 is '11+ people'. */
export function guestChoice(count: unknown): string {
  const number = Number(count);
  return Number.isInteger(number) && number >= LARGE_PARTY ? String(LARGE_PARTY) : String(count);
}

export const registrationSchema = yup.object({
  fullName: textOfAtLeast(RegistrationCreateRequest.fullName.minLength, nameMessage),
  email: requiredEmail(),
  phone: yup.string().trim(),
  guestCount: yup
    .number()
    .typeError(guestsMessage)
    .required(guestsMessage)
    .integer(guestsMessage)
    .min(MIN_GUESTS, guestsMessage)
    .max(MAX_GUESTS, tooManyGuestsMessage),
  notes: yup.string().trim(),
  // Checked against the guests only once those are a valid number, which has its own message.
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
  dietaryNotes: yup.string().trim().max(MAX_DIETARY_NOTES, dietaryNotesMessage),
  photoConsent: yup.boolean(),
  announcements: yup.boolean(),
  slotIds: yup.array(yup.number().required()),
  dayIds: yup.array(yup.number().required()),
  memberIds: yup.array(yup.number().required()),
});

/** The form's rules for an event: a festival of several days needs at least one of them. */
export function registrationSchemaFor(hasDays: boolean) {
  if (!hasDays) return registrationSchema;
  return registrationSchema.shape({ dayIds: yup.array(yup.number().required()).min(1, noDayMessage) });
}

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
  /** Email me the announcements (a new registration only): the address is sent a link to confirm. */
  announcements: false,
  slotIds: [] as number[],
  /** A festival's days the party comes (all of them, for a new registration). */
  dayIds: [] as number[],
  /** The signed-in family's members ticked as coming; they set the party's numbers, and are not sent. */
  memberIds: [] as number[],
};

export type RegistrationValues = typeof emptyRegistration;

/** The fields of the party that ticking the family's members sets. */
type PartyNumbers = Pick<RegistrationValues, 'guestCount' | 'children' | 'vegetarianMeals' | 'dietaryNotes'>;

interface Member {
  id: number;
  name: string;
  child?: boolean;
  vegetarian?: boolean;
  dietaryNotes?: string;
}

/**
 * The party made of the ticked members: one guest each (at least one guest, whoever registers),
 * the children and vegetarians among them, and each one's dietary notes under their name.
 */
export function partyOfMembers(members: readonly Member[], memberIds: readonly number[]): PartyNumbers {
  const coming = members.filter((member) => memberIds.includes(member.id));
  return {
    guestCount: Math.max(coming.length, MIN_GUESTS),
    children: coming.filter((member) => member.child).length,
    vegetarianMeals: coming.filter((member) => member.vegetarian).length,
    dietaryNotes: coming
      .filter((member) => member.dietaryNotes?.trim())
      .map((member) => `${member.name}: ${member.dietaryNotes?.trim()}`)
      .join('; ')
      .slice(0, MAX_DIETARY_NOTES),
  };
}
