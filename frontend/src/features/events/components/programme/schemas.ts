import './messages';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActKind, ChildNames, ProgrammeEntry, ProgrammeEntryInput } from '@/lib/api-types';
import { PerformerRequest, ProgrammeEntryRequest } from '@/lib/api-limits';
import { formatNumber, i18n } from '@/lib/i18n';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

export const MAX_PERFORMERS = 40;
export const MAX_ACT_MINUTES = ProgrammeEntryRequest.durationMinutes.maximum;

/** The kinds of act, each with its name as a message (translated where it is shown). */
export const ACT_KINDS: { value: ActKind; label: MessageDescriptor }[] = [
  { value: 'dance', label: msg`Dance` },
  { value: 'song', label: msg`Song` },
  { value: 'recitation', label: msg`Recitation` },
  { value: 'drama', label: msg`Drama` },
  { value: 'instrumental', label: msg`Instrumental` },
  { value: 'other', label: msg`Other` },
];

/**
 * How the public programme may name the children of an act, as the family chooses: first names
 * only unless it says otherwise (what acts sent before the choice was asked show too).
 */
export const CHILD_NAMES: { value: ChildNames; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'first', label: msg`First names only`, hint: msg`"Riya", without the family name.` },
  { value: 'full', label: msg`Full names`, hint: msg`"Riya Sen", as written above.` },
  { value: 'none', label: msg`No names`, hint: msg`The programme says only how many children perform.` },
];

/** "First names only", in the current language: the family's choice as the act's summary shows it. */
export function childNamesLabel(choice: ChildNames): string {
  const found = CHILD_NAMES.find((option) => option.value === choice);
  return found ? i18n._(found.label) : choice;
}

export function actKindLabel(kind: ActKind): string {
  const found = ACT_KINDS.find((option) => option.value === kind);
  return found ? i18n._(found.label) : kind;
}

const minutesMessage = () => {
  const max = formatNumber(MAX_ACT_MINUTES);
  return i18n._(msg`Minutes must be a whole number from 1 to ${max}`);
};
const tooManyPerformers = () => {
  const max = formatNumber(MAX_PERFORMERS);
  return i18n._(msg`At most ${max} performers`);
};

export const actSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Give your act a title`))
    .max(ProgrammeEntryRequest.title.maxLength, () => {
      const max = formatNumber(ProgrammeEntryRequest.title.maxLength, { useGrouping: false });
      return i18n._(msg`The title can be at most ${max} characters`);
    }),
  kind: yup
    .string()
    .oneOf(ACT_KINDS.map((kind) => kind.value))
    .required(() => i18n._(msg`Choose what kind of act it is`)),
  performers: yup
    .array(
      yup.object({
        name: yup
          .string()
          .trim()
          .required(() => i18n._(msg`Enter the performer's name`))
          .max(PerformerRequest.name.maxLength, () => {
            const max = formatNumber(PerformerRequest.name.maxLength, { useGrouping: false });
            return i18n._(msg`A name can be at most ${max} characters`);
          }),
        child: yup.boolean(),
      }),
    )
    .min(1, () => i18n._(msg`Add at least one performer`))
    .max(MAX_PERFORMERS, tooManyPerformers),
  durationMinutes: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(minutesMessage)
    .required(minutesMessage)
    .integer(minutesMessage)
    .min(ProgrammeEntryRequest.durationMinutes.minimum, minutesMessage)
    .max(MAX_ACT_MINUTES, minutesMessage),
  contactName: textOfAtLeast(ProgrammeEntryRequest.contactName.minLength, () => i18n._(msg`Name must be at least 2 characters`)),
  contactEmail: requiredEmail(),
  contactPhone: yup.string().trim(),
  notes: yup
    .string()
    .trim()
    .max(ProgrammeEntryRequest.notes.maxLength, () => {
      const max = formatNumber(ProgrammeEntryRequest.notes.maxLength, { useGrouping: false });
      return i18n._(msg`Notes can be at most ${max} characters`);
    }),
  trackPath: yup.string(),
  childNames: yup.string().oneOf(CHILD_NAMES.map((choice) => choice.value)),
});

export interface ActValues {
  title: string;
  kind: ActKind | '';
  performers: { name: string; child: boolean }[];
  /** How the public programme names the children among the performers. */
  childNames: ChildNames;
  durationMinutes: number | '';
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  notes: string;
  /** The uploaded music: the upload URL of a new file, or the stored path of the one kept. */
  trackPath: string;
}

export const emptyAct: ActValues = {
  title: '',
  kind: '',
  performers: [{ name: '', child: false }],
  childNames: 'first',
  durationMinutes: 5,
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  notes: '',
  trackPath: '',
};

export function actValuesOf(entry: ProgrammeEntry): ActValues {
  return {
    title: entry.title,
    kind: entry.kind,
    performers: entry.performers.map(({ name, child }) => ({ name, child: Boolean(child) })),
    childNames: entry.childNames ?? 'first',
    durationMinutes: entry.durationMinutes,
    contactName: entry.contactName,
    contactEmail: entry.contactEmail,
    contactPhone: entry.contactPhone ?? '',
    notes: entry.notes ?? '',
    trackPath: entry.trackPath ?? '',
  };
}

/** The API body; validation has made sure the kind and minutes are set. */
export function toActInput(values: ActValues): ProgrammeEntryInput {
  return {
    title: values.title.trim(),
    kind: values.kind as ActKind,
    performers: values.performers.map(({ name, child }) => ({ name: name.trim(), child })),
    childNames: values.childNames,
    durationMinutes: Number(values.durationMinutes),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    notes: values.notes.trim(),
    trackPath: values.trackPath,
  };
}
