import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import {
  EventDayRequest,
  EventRequest,
  MealRequest,
  PricesRequest,
  ShiftRequest,
  SittingRequest,
  SlotRequest,
} from '@/lib/api-limits';
import { formatNumber, i18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { limitText } from '@/lib/validation';
import { requiredText, type Say, type SayLimit } from '../shell/schemas';
import { parseDollars } from '../treasury/money';
import { programmeSchema } from './programme-values';
import { festivalDates } from './form-values';

/** Optional text of at most `max` characters. */
function optionalText(max: number, tooLong: SayLimit) {
  return yup.string().max(max, () => tooLong(limitText(max)));
}

const timeTooLong: SayLimit = (max) => i18n._(msg`Time must be at most ${max} characters`);
const descriptionTooLong: SayLimit = (max) => i18n._(msg`Description must be at most ${max} characters`);

// The schedule and the sponsors are free-form lists the server stores as they come, so their
// lengths are the form's own.
const scheduleEntrySchema = yup.object({
  time: optionalText(50, timeTooLong),
  activity: requiredText(
    () => i18n._(msg`Activity is required`),
    200,
    (max) => i18n._(msg`Activity must be at most ${max} characters`),
  ),
  description: optionalText(1000, descriptionTooLong),
});

const sponsorSchema = yup.object({
  name: requiredText(
    () => i18n._(msg`Sponsor name is required`),
    200,
    (max) => i18n._(msg`Sponsor name must be at most ${max} characters`),
  ),
  benefits: optionalText(1000, (max) => i18n._(msg`Benefits must be at most ${max} characters`)),
});

/** A number input's value: '' (left empty) is no number at all. */
function optionalWholeNumber(message: Say) {
  return yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original == null ? null : value))
    .nullable()
    .typeError(message)
    .integer(message);
}

const MAX_CAPACITY = EventRequest.capacity.maximum;
export const MAX_SLOT_NEEDED = SlotRequest.needed.maximum;

const capacityMessage: Say = () => i18n._(msg`Capacity must be a whole number of at least 1, or empty for no limit`);
const slotNeededMessage: Say = () => {
  const max = limitText(MAX_SLOT_NEEDED);
  return i18n._(msg`How many needed must be a whole number from 1 to ${max}`);
};

/**
 * The server's words for a slot that would need fewer places than parties have claimed. (In a
 * message, '' is one apostrophe: a single one before a placeholder would quote it.)
 */
function slotBelowClaims(title: string, taken: number): string {
  const count = formatNumber(taken);
  return i18n._(msg`''${title}'' is already taken by ${count}; it cannot need fewer than ${count}.`);
}

const slotSchema = yup.object({
  kind: yup.string().oneOf(['bring', 'volunteer']).required(),
  title: requiredText(
    () => i18n._(msg`Slot title is required`),
    SlotRequest.title.maxLength,
    (max) => i18n._(msg`Slot title must be at most ${max} characters`),
  ),
  needed: optionalWholeNumber(slotNeededMessage)
    .required(slotNeededMessage)
    .min(SlotRequest.needed.minimum, slotNeededMessage)
    .max(MAX_SLOT_NEEDED, slotNeededMessage)
    .test('covers-claims', function coversClaims(needed) {
      const { title, taken } = this.parent as { title: string; taken: number };
      if (needed == null || !taken || needed >= taken) return true;
      return this.createError({ message: slotBelowClaims(title.trim(), taken) });
    }),
});

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockMessage: Say = () => i18n._(msg`Enter a time as HH:MM (24-hour).`);
export const MAX_SHIFT_NEEDED = ShiftRequest.needed.maximum;
const shiftNeededMessage: Say = () => {
  const max = limitText(ShiftRequest.needed.maximum);
  return i18n._(msg`How many needed must be a whole number from 1 to ${max}`);
};

const shiftSchema = yup.object({
  dayId: yup.string(),
  role: requiredText(
    () => i18n._(msg`Role is required`),
    ShiftRequest.role.maxLength,
    (max) => i18n._(msg`Role must be at most ${max} characters`),
  ),
  startTime: yup.string().trim().required(clockMessage).matches(CLOCK, clockMessage),
  endTime: yup
    .string()
    .trim()
    .required(clockMessage)
    .matches(CLOCK, clockMessage)
    .test('after-start', () => i18n._(msg`A shift ends after it starts.`), function endsAfter(end) {
      const { startTime } = this.parent as { startTime: string };
      return !end || !CLOCK.test(startTime.trim()) || end.trim() > startTime.trim();
    }),
  needed: optionalWholeNumber(shiftNeededMessage)
    .required(shiftNeededMessage)
    .min(ShiftRequest.needed.minimum, shiftNeededMessage)
    .max(ShiftRequest.needed.maximum, shiftNeededMessage),
  description: yup.string().max(ShiftRequest.description.maxLength),
});

const sittingCapacityMessage: Say = () => {
  const max = limitText(SittingRequest.capacity.maximum);
  return i18n._(msg`A sitting's capacity must be a whole number from 1 to ${max}`);
};

const sittingSchema = yup.object({
  dayId: yup.string(),
  title: requiredText(
    () => i18n._(msg`Sitting title is required`),
    SittingRequest.title.maxLength,
    (max) => i18n._(msg`Sitting title must be at most ${max} characters`),
  ),
  startTime: requiredText(() => i18n._(msg`Enter the sitting's start as HH:MM (24-hour).`)).matches(
    /^(?:[01]\d|2[0-3]):[0-5]\d$/,
    () => i18n._(msg`Enter the sitting's start as HH:MM (24-hour).`),
  ),
  capacity: optionalWholeNumber(sittingCapacityMessage)
    .required(sittingCapacityMessage)
    .min(SittingRequest.capacity.minimum, sittingCapacityMessage)
    .max(SittingRequest.capacity.maximum, sittingCapacityMessage),
});

/** A price in dollars ("25", "12.50", "0"). */
function priceField() {
  return yup
    .string()
    .trim()
    .required(() => i18n._(msg`Enter a price, or 0`))
    .test('dollars', () => i18n._(msg`Enter dollars and cents, such as 25 or 12.50`), (value) => {
      const cents = parseDollars(value ?? '');
      return cents !== null && cents >= 0;
    })
    .test(
      'at-most',
      () => {
        const max = formatMoney(PricesRequest.adult.maximum, { whole: true });
        return i18n._(msg`A price can be at most ${max}`);
      },
      (value) => {
        const cents = parseDollars(value ?? '');
        return cents === null || cents <= PricesRequest.adult.maximum;
      },
    );
}

/** The four prices are checked only while the event is not free. */
const pricesSchema = yup.object().when('free', ([free]: boolean[], schema) =>
  free
    ? schema
    : yup.object({ adult: priceField(), child: priceField(), memberAdult: priceField(), memberChild: priceField() }),
);

const lastDayMessage: Say = () =>
  i18n._(msg`The last day must be on the first day or up to 14 days after it (leave it empty for one day).`);
const dayTitleTooLong = (max: string) => i18n._(msg`A day's title must be at most ${max} characters`);
const mealTooLong = (max: string) => i18n._(msg`A meal's name must be at most ${max} characters`);

export const eventSchema = yup.object({
  title: requiredText(
    () => i18n._(msg`Title is required`),
    EventRequest.title.maxLength,
    (max) => i18n._(msg`Title must be at most ${max} characters`),
  ),
  description: optionalText(EventRequest.description.maxLength, descriptionTooLong),
  date: requiredText(() => i18n._(msg`Date is required`)).matches(/^\d{4}-\d{2}-\d{2}$/, () =>
    i18n._(msg`Enter the date as yyyy-mm-dd`),
  ),
  endDate: yup
    .string()
    .trim()
    .test('in-range', lastDayMessage, function (endDate) {
      if (!endDate) return true;
      return festivalDates(String(this.parent.date ?? ''), endDate).length > 0;
    }),
  days: yup.array(
    yup.object({
      title: optionalText(EventDayRequest.title.maxLength, dayTitleTooLong),
      capacity: optionalWholeNumber(capacityMessage)
        .min(EventDayRequest.capacity.minimum, capacityMessage)
        .max(EventDayRequest.capacity.maximum, capacityMessage),
      meals: yup.array(
        yup.object({
          name: requiredText(() => i18n._(msg`Meal name is required`), MealRequest.name.maxLength, mealTooLong),
        }),
      ),
    }),
  ),
  time: optionalText(EventRequest.time.maxLength, timeTooLong),
  venue: requiredText(
    () => i18n._(msg`Venue is required`),
    EventRequest.venue.maxLength,
    (max) => i18n._(msg`Venue must be at most ${max} characters`),
  ),
  address: requiredText(
    () => i18n._(msg`Address is required`),
    EventRequest.address.maxLength,
    (max) => i18n._(msg`Address must be at most ${max} characters`),
  ),
  featuredImage: yup.string().trim(),
  registrationOpen: yup.boolean(),
  highlights: yup.string(),
  whatToBring: yup.string(),
  schedule: yup.array(scheduleEntrySchema),
  sponsors: yup.array(sponsorSchema),
  mealsServed: yup.boolean(),
  capacity: optionalWholeNumber(capacityMessage)
    .min(EventRequest.capacity.minimum, capacityMessage)
    .max(MAX_CAPACITY, () => {
      const max = limitText(MAX_CAPACITY);
      return i18n._(msg`Capacity can be at most ${max}`);
    }),
  slots: yup.array(slotSchema),
  shifts: yup.array(shiftSchema),
  sittings: yup.array(sittingSchema),
  free: yup.boolean(),
  prices: pricesSchema,
  programme: programmeSchema,
});
