import { setIn, type FormikErrors } from 'formik';
import type { Event, EventInput } from '@/lib/api-types';

export interface ScheduleRow {
  time: string;
  activity: string;
  description: string;
}

export interface SponsorRow {
  name: string;
  benefits: string;
}

export interface EventFormValues {
  title: string;
  description: string;
  date: string;
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
}

export const emptyScheduleRow: ScheduleRow = { time: '', activity: '', description: '' };
export const emptySponsorRow: SponsorRow = { name: '', benefits: '' };

export function toFormValues(event: Event | null): EventFormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      date: '',
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
    };
  }
  const { highlights = [], schedule = [], whatToBring = [], sponsors = [] } = event;
  return {
    title: event.title,
    description: event.description,
    date: event.date.slice(0, 10),
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
  };
}

/** "Food, Music, , Dance " → ["Food", "Music", "Dance"] */
export function splitList(text: string): string[] {
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
    date: values.date.trim(),
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
  };
}

const TEXT_LIST_FIELDS = new Set(['highlights', 'whatToBring']);

/**
 * The server's field errors ("title", "sponsors.0.name", "highlights.2") placed on the form's
 * fields; an error about one highlight belongs to the comma-separated highlights field. Errors
 * for anything the form does not show are returned separately.
 */
export function serverErrorsToForm(fieldErrors: Record<string, string>, values: EventFormValues) {
  let errors: FormikErrors<EventFormValues> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [top] = path.split('.');
    if (TEXT_LIST_FIELDS.has(top)) {
      errors = setIn(errors, top, message);
    } else if (top in values) {
      const target = (top === 'schedule' || top === 'sponsors') && path === top ? top : path;
      errors = setIn(errors, target, message);
    } else {
      other.push(message);
    }
  }
  return { errors, other };
}
