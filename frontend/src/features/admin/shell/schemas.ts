import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';

// Each message is a function, so that it speaks the language of the moment it is shown. Each
// field's messages are whole sentences, not "{field} is required" with a field name put in:
// the translator sees what the organiser will read.

export type Say = () => string;
/** A message about a limit, given the limit as it is written in the current language. */
export type SayLimit = (max: string) => string;

/** Trimmed text that must be given, and with `max`, at most that many characters. */
export function requiredText(required: Say, max?: number, tooLong?: SayLimit) {
  const text = yup.string().trim().required(required);
  return max === undefined || !tooLong ? text : text.max(max, () => tooLong(limitText(max)));
}

export const loginSchema = yup.object({
  username: requiredText(() => i18n._(msg`Username is required`)),
  // Not trimmed: a password may begin or end with a space.
  password: yup.string().required(() => i18n._(msg`Password is required`)),
});

export const secondStepSchema = yup.object({
  code: requiredText(() => i18n._(msg`Enter the code.`)),
});
