// The Yup pieces the forms share, so each message pattern (docs/screens.md, "Forms") is spelled once.
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { formatNumber, i18n } from './i18n';

/**
 * A validation message: a function gives it in the language of the moment it is shown,
 * ``() => i18n._(msg`...`)``; a plain string is shown as it is.
 */
export type ValidationMessage = string | (() => string);

/** A limit as a message writes it: in the current language's digits, ungrouped ("10000"). */
export function limitText(limit: number): string {
  return formatNumber(limit, { useGrouping: false });
}

/** The one message for an email address that is missing or not valid, in the current language. */
const INVALID_EMAIL = () => i18n._(msg`Please enter a valid email address`);

/**
 * Trimmed text of at least `min` characters. The forms have one message for a field left empty and
 * one too short ("Name must be at least 2 characters"), so both get `message`.
 */
export function textOfAtLeast(min: number, message: ValidationMessage) {
  return yup.string().trim().required(message).min(min, message);
}

/** A trimmed email address that must be given. */
export function requiredEmail() {
  return yup.string().trim().required(INVALID_EMAIL).email(INVALID_EMAIL);
}
