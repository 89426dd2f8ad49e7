import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { isApiError } from '@/lib/api';
import type { ActValues } from './schemas';

/**
 * Puts a refused act's field errors ("title", "performers.0.name") on the form's fields and
 * returns the server's message for what no field shows (submissions closed, say), or null.
 */
export function showServerErrors(error: unknown, helpers: FormikHelpers<ActValues>): string | null {
  if (!isApiError(error)) return null;
  const fieldErrors = error.fieldErrors;
  let errors: FormikErrors<ActValues> = {};
  for (const [path, message] of Object.entries(fieldErrors)) errors = setIn(errors, path, message);
  if (Object.keys(fieldErrors).length > 0) {
    helpers.setErrors(errors);
    return null;
  }
  return error.body?.message ?? null;
}
