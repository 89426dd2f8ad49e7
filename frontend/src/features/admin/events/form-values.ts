import { setIn, type FormikErrors } from 'formik';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Event, EventInput, SlotKind } from '@/lib/api-types';
import { centsToDollars, parseDollars } from '../treasury/money';
import { PROGRAMME_ERROR_PATHS, toProgrammeInput, toProgrammeValues, type ProgrammeValues } from './programme-values';

export interface ScheduleRow {
  time: string;
  activity: string;
  description: string;
}

export interface SponsorRow {
  name: string;
  benefits: string;
}

export interface SlotRow {
  /** The server's id of a slot already saved; a row without one becomes a new slot. */
  id?: number;
  kind: SlotKind;
  title: string;
  /** A number input's value: '' while it is empty. */
  needed: number | '';
  /** Places parties have claimed; shown, never sent. */
  taken: number;
}

export interface ShiftRow {
  /** The server's id of a shift already saved; a row without one becomes a new shift. */
  id?: number;
  /** The festival day's id as a select's value; '' on an event of one day. */
  dayId: string;
  role: string;
  /** "HH:MM", 24-hour. */
  startTime: string;
  endTime: string;
  needed: number | '';
  description: string;
  /** Volunteers signed up; shown, never sent. */
  taken: number;
}

interface MealRow {
  /** The server's id of a meal already saved; a row without one becomes a new meal. */
  id?: number;
  name: string;
  /** The name in Bengali; '' shows Bengali visitors the English. */
  nameBn: string;
}

/** One date of a festival: the row at index i is the day `date` + i. */
export interface DayRow {
  /** The server's id of a day already saved: it keeps the day's parties, moved with the dates. */
  id?: number;
  title: string;
  titleBn: string;
  /** People the hall holds that day; '' for no limit. */
  capacity: number | '';
  meals: MealRow[];
}

/** A timed sitting (pushpanjali at 09:40 for 120) of a festival day, or of an event of one day. */
export interface SittingRow {
  /** The server's id of a sitting already saved; a row without one becomes a new sitting. */
  id?: number;
  /** The saved festival day's id as the select holds it; '' at an event of one day. */
  dayId: string;
  title: string;
  titleBn: string;
  /** "HH:MM", 24-hour. */
  startTime: string;
  capacity: number | '';
  /** Guests of the parties that booked it; shown, never sent. */
  taken: number;
}

export const emptySittingRow: SittingRow = { dayId: '', title: '', titleBn: '', startTime: '', capacity: '', taken: 0 };

export const emptyDayRow: DayRow = { title: '', titleBn: '', capacity: '', meals: [] };

/** The most days after the first that a festival may last (the server's limit). */
const MAX_DAYS_AFTER = 14;

function parseDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

const DAY = 86_400_000;

/**
 * The festival's dates from the first day to the last ("YYYY-MM-DD"), or none when there is no
 * last day, or it is before the first or more than two weeks after it.
 */
export function festivalDates(date: string, endDate: string): string[] {
  const first = parseDay(date);
  const last = parseDay(endDate);
  if (first === null || last === null || last < first || (last - first) / DAY > MAX_DAYS_AFTER) return [];
  return Array.from({ length: (last - first) / DAY + 1 }, (_, index) =>
    new Date(first + index * DAY).toISOString().slice(0, 10),
  );
}

/** The four ticket prices as typed, in dollars ("25", "12.50"). */
interface PriceFields {
  adult: string;
  child: string;
  memberAdult: string;
  memberChild: string;
}

/** The kinds of slot, each with its label as a message (translated where it is shown). */
/** One offer to sponsors: amounts typed in dollars; an ad's size ('' for a package or an item). */
export interface SponsorshipRow {
  id?: number;
  kind: 'package' | 'item' | 'ad';
  name: string;
  amount: string;
  benefits: string;
  fairMarketValue: string;
  /** How many may take it; '' for no limit. */
  available: string;
  adSize: '' | 'full' | 'half' | 'quarter';
  /** Sponsors who took it; shown, never sent. */
  taken: number;
}

export const emptySponsorshipRow: SponsorshipRow = {
  kind: 'package',
  name: '',
  amount: '',
  benefits: '',
  fairMarketValue: '0',
  available: '',
  adSize: '',
  taken: 0,
};

export const SPONSORSHIP_KINDS: { value: SponsorshipRow['kind']; label: MessageDescriptor }[] = [
  { value: 'package', label: msg`Package` },
  { value: 'item', label: msg`Item` },
  { value: 'ad', label: msg`Ad in the souvenir` },
];

export const AD_SIZES: { value: SponsorshipRow['adSize']; label: MessageDescriptor }[] = [
  { value: '', label: msg`Not an ad` },
  { value: 'full', label: msg`Full page` },
  { value: 'half', label: msg`Half page` },
  { value: 'quarter', label: msg`Quarter page` },
];

export const SLOT_KINDS: { value: SlotKind; label: MessageDescriptor }[] = [
  { value: 'bring', label: msg`Dish to bring` },
  { value: 'volunteer', label: msg`Volunteer job` },
];

export interface EventFormValues {
  title: string;
  description: string;
  /** The title and description in Bengali; '' shows Bengali visitors the English. */
  titleBn: string;
  descriptionBn: string;
  date: string;
  /** The last day of a festival of several days; '' for an event of one day. */
  endDate: string;
  /** One row per date of the festival, kept by position (so moving the dates keeps the days). */
  days: DayRow[];
  time: string;
  venue: string;
  address: string;
  featuredImage: string;
  registrationOpen: boolean;
  /** Comma-separated in the form; a list in the API. */
  highlights: string;
  whatToBring: string;
  schedule: ScheduleRow[];
  sponsors: SponsorRow[];
  mealsServed: boolean;
  /** People the event holds; '' for no limit. */
  capacity: number | '';
  slots: SlotRow[];
  shifts: ShiftRow[];
  sittings: SittingRow[];
  sponsorships: SponsorshipRow[];
  /** On: no tickets (`prices: null`); off: the four prices below. */
  free: boolean;
  prices: PriceFields;
  programme: ProgrammeValues;
}

export const emptyScheduleRow: ScheduleRow = { time: '', activity: '', description: '' };
export const emptySponsorRow: SponsorRow = { name: '', benefits: '' };
export const emptySlotRow: SlotRow = { kind: 'bring', title: '', needed: 1, taken: 0 };
export const emptyShiftRow: ShiftRow = { dayId: '', role: '', startTime: '', endTime: '', needed: 1, description: '', taken: 0 };

export function toFormValues(event: Event | null): EventFormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      titleBn: '',
      descriptionBn: '',
      date: '',
      endDate: '',
      days: [],
      time: '',
      venue: '',
      address: '',
      featuredImage: '',
      registrationOpen: true,
      highlights: '',
      whatToBring: '',
      schedule: [],
      sponsors: [],
      mealsServed: true,
      capacity: '',
      slots: [],
      shifts: [],
      sittings: [],
      sponsorships: [],
      free: true,
      prices: emptyPrices,
      programme: toProgrammeValues(null),
    };
  }
  const { highlights = [], schedule = [], whatToBring = [], sponsors = [], slots = [] } = event;
  return {
    title: event.title,
    description: event.description,
    titleBn: event.titleBn ?? '',
    descriptionBn: event.descriptionBn ?? '',
    date: event.date.slice(0, 10),
    endDate: event.endDate ?? '',
    days: (event.days ?? []).map((day) => ({
      id: day.id,
      title: day.title ?? '',
      titleBn: day.titleBn ?? '',
      capacity: day.capacity ?? '',
      meals: (day.meals ?? []).map(({ id, name, nameBn }) => ({ id, name, nameBn: nameBn ?? '' })),
    })),
    time: event.time ?? '',
    venue: event.venue,
    address: event.address,
    featuredImage: event.featuredImage ?? '',
    registrationOpen: event.registrationOpen,
    highlights: highlights.join(', '),
    whatToBring: whatToBring.join(', '),
    schedule: schedule.map(({ time, activity, description }) => ({ time, activity, description })),
    sponsors: sponsors.map(({ name, benefits }) => ({ name, benefits })),
    mealsServed: event.mealsServed ?? true,
    capacity: event.capacity ?? '',
    slots: slots.map(({ id, kind, title, needed, taken }) => ({ id, kind, title, needed, taken })),
    shifts: (event.shifts ?? []).map(({ id, dayId, role, startTime, endTime, needed, description, taken }) => ({
      id,
      dayId: dayId == null ? '' : String(dayId),
      role,
      startTime,
      endTime,
      needed,
      description: description ?? '',
      taken,
    })),
    sittings: (event.sittings ?? []).map((sitting) => ({
      id: sitting.id,
      dayId: sitting.dayId == null ? '' : String(sitting.dayId),
      title: sitting.title,
      titleBn: sitting.titleBn ?? '',
      startTime: sitting.startTime,
      capacity: sitting.capacity,
      taken: sitting.taken ?? 0,
    })),
    sponsorships: (event.sponsorships ?? []).map((offer) => ({
      id: offer.id,
      kind: offer.kind,
      name: offer.name,
      amount: centsToDollars(offer.amount),
      benefits: offer.benefits ?? '',
      fairMarketValue: centsToDollars(offer.fairMarketValue ?? 0),
      available: offer.available == null ? '' : String(offer.available),
      adSize: offer.adSize ?? '',
      taken: offer.taken,
    })),
    free: !event.prices,
    prices: event.prices
      ? {
          adult: centsToDollars(event.prices.adult),
          child: centsToDollars(event.prices.child),
          memberAdult: centsToDollars(event.prices.memberAdult),
          memberChild: centsToDollars(event.prices.memberChild),
        }
      : emptyPrices,
    programme: toProgrammeValues(event),
  };
}

const emptyPrices: PriceFields = { adult: '', child: '', memberAdult: '', memberChild: '' };

/** The typed prices in cents (validation has made sure each one parses). */
function pricesInCents(prices: PriceFields) {
  const cents = (text: string) => parseDollars(text) ?? 0;
  return {
    adult: cents(prices.adult),
    child: cents(prices.child),
    memberAdult: cents(prices.memberAdult),
    memberChild: cents(prices.memberChild),
  };
}

/** "Food, Music, , Dance " → ["Food", "Music", "Dance"] */
function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The API body. The date is sent as the calendar date typed, so no time zone can shift it. */
export function toEventInput(values: EventFormValues): EventInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    titleBn: values.titleBn.trim(),
    descriptionBn: values.descriptionBn.trim(),
    date: values.date.trim(),
    endDate: values.endDate.trim() || null,
    // Always sent: a day per date, from the rows in order (rows past the last date are dropped).
    days: festivalDates(values.date, values.endDate).map((date, index) => {
      const row = values.days[index] ?? emptyDayRow;
      return {
        ...(row.id === undefined ? {} : { id: row.id }),
        date,
        title: row.title.trim(),
        titleBn: row.titleBn.trim(),
        capacity: row.capacity === '' ? null : Number(row.capacity),
        meals: row.meals
          .filter((meal) => meal.name.trim())
          .map((meal) => ({
            ...(meal.id === undefined ? {} : { id: meal.id }),
            name: meal.name.trim(),
            nameBn: meal.nameBn.trim(),
          })),
      };
    }),
    time: values.time.trim(),
    venue: values.venue.trim(),
    address: values.address.trim(),
    featuredImage: values.featuredImage.trim(),
    registrationOpen: values.registrationOpen,
    highlights: splitList(values.highlights),
    whatToBring: splitList(values.whatToBring),
    schedule: values.schedule.map((row) => ({
      time: row.time.trim(),
      activity: row.activity.trim(),
      description: row.description.trim(),
    })),
    sponsors: values.sponsors.map((row) => ({ name: row.name.trim(), benefits: row.benefits.trim() })),
    mealsServed: values.mealsServed,
    // Always sent, so that emptying the field really removes the limit.
    capacity: values.capacity === '' ? null : Number(values.capacity),
    // The id keeps a saved slot (and the parties' claims on it); a row without one is new.
    slots: values.slots.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      kind: row.kind,
      title: row.title.trim(),
      needed: Number(row.needed),
    })),
    // The id keeps a saved shift (and its volunteers); a row without one is new.
    shifts: values.shifts.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      dayId: row.dayId ? Number(row.dayId) : null,
      role: row.role.trim(),
      startTime: row.startTime.trim(),
      endTime: row.endTime.trim(),
      needed: Number(row.needed),
      description: row.description.trim(),
    })),
    // The id keeps a saved sitting (and the parties' seats at it); at an event of one day, no day.
    sittings: values.sittings.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      dayId: values.endDate.trim() && row.dayId !== '' ? Number(row.dayId) : null,
      title: row.title.trim(),
      titleBn: row.titleBn.trim(),
      startTime: row.startTime.trim(),
      capacity: Number(row.capacity),
    })),
    // The id keeps a saved offer (and its sponsors); a row without one is new.
    sponsorships: values.sponsorships.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      kind: row.kind,
      name: row.name.trim(),
      amount: parseDollars(row.amount) ?? 0,
      benefits: row.benefits.trim(),
      fairMarketValue: parseDollars(row.fairMarketValue) ?? 0,
      available: row.available.trim() === '' ? null : Number(row.available),
      adSize: row.kind === 'ad' && row.adSize ? row.adSize : null,
    })),
    prices: values.free ? null : pricesInCents(values.prices),
    ...toProgrammeInput(values.programme),
  };
}

const TEXT_LIST_FIELDS = new Set(['highlights', 'whatToBring']);

/** Messages about a whole list of rows ("slots"), which Formik's errors cannot hold beside the rows' own. */
export interface ServerFormStatus {
  listErrors?: Record<string, string>;
}

const ROW_LISTS = new Set(['schedule', 'sponsors', 'slots', 'sponsorships', 'days', 'shifts', 'sittings']);

/**
 * The server's field errors ("title", "sponsors.0.name", "highlights.2", "slots") placed on the
 * form's fields; an error about one highlight belongs to the comma-separated highlights field,
 * one about a whole list of rows (a claimed slot removed) goes under that list. Errors for
 * anything the form does not show are returned separately.
 */
export function serverErrorsToForm(fieldErrors: Record<string, string>, values: EventFormValues) {
  let errors: FormikErrors<EventFormValues> = {};
  const listErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [top] = path.split('.');
    if (top in PROGRAMME_ERROR_PATHS) {
      errors = setIn(errors, PROGRAMME_ERROR_PATHS[top], message);
    } else if (TEXT_LIST_FIELDS.has(top)) {
      errors = setIn(errors, top, message);
    } else if (ROW_LISTS.has(top) && path === top) {
      listErrors[top] = message;
    } else if (top in values && !path.endsWith('.id') && !(top === 'days' && path.endsWith('.date'))) {
      errors = setIn(errors, path, message);
    } else {
      // Not a field the form shows (such as a slot's hidden id): said above the buttons.
      other.push(message);
    }
  }
  return { errors, listErrors, other };
}
