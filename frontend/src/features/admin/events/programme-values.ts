import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import type { Event, EventInput } from '@/lib/api-types';
import { EventRequest } from '@/lib/api-limits';
import { formatNumber, i18n } from '@/lib/i18n';

/** The event's cultural programme as the form holds it. */
export interface ProgrammeValues {
  open: boolean;
  /** "YYYY-MM-DD", or '' for no deadline. */
  deadline: string;
  /** "HH:MM", or ''. */
  start: string;
  gapMinutes: number | '';
  published: boolean;
}

export function toProgrammeValues(event: Event | null): ProgrammeValues {
  return {
    open: event?.programmeOpen ?? false,
    deadline: event?.programmeDeadline ?? '',
    start: event?.programmeStart ?? '',
    gapMinutes: event?.programmeGapMinutes ?? 2,
    published: event?.programmePublished ?? false,
  };
}

type ProgrammeInput = Pick<
  EventInput,
  'programmeOpen' | 'programmeDeadline' | 'programmeStart' | 'programmeGapMinutes' | 'programmePublished'
>;

export function toProgrammeInput(values: ProgrammeValues): ProgrammeInput {
  return {
    programmeOpen: values.open,
    programmeDeadline: values.deadline.trim() || null,
    programmeStart: values.start.trim(),
    programmeGapMinutes: values.gapMinutes === '' ? 0 : Number(values.gapMinutes),
    programmePublished: values.published,
  };
}

/** The server's names of the programme's fields, and where the form shows each. */
export const PROGRAMME_ERROR_PATHS: Record<string, string> = {
  programmeOpen: 'programme.open',
  programmeDeadline: 'programme.deadline',
  programmeStart: 'programme.start',
  programmeGapMinutes: 'programme.gapMinutes',
  programmePublished: 'programme.published',
};

export const MAX_GAP_MINUTES = EventRequest.programmeGapMinutes.maximum;

const gapMessage = () => {
  const max = formatNumber(MAX_GAP_MINUTES);
  return i18n._(msg`The gap must be a whole number of minutes from 0 to ${max}`);
};

export const programmeSchema = yup.object({
  open: yup.boolean(),
  deadline: yup
    .string()
    .trim()
    .matches(/^(\d{4}-\d{2}-\d{2})?$/, () => i18n._(msg`Enter the date as yyyy-mm-dd`)),
  start: yup
    .string()
    .trim()
    .matches(/^((?:[01]\d|2[0-3]):[0-5]\d)?$/, () => i18n._(msg`Enter the start as HH:MM, such as 18:30`)),
  gapMinutes: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(gapMessage)
    .required(gapMessage)
    .integer(gapMessage)
    .min(EventRequest.programmeGapMinutes.minimum, gapMessage)
    .max(MAX_GAP_MINUTES, gapMessage),
  published: yup.boolean(),
});
