import * as React from 'react';
import type { FormikErrors } from 'formik';
import { isApiError } from '@/lib/api';
import { toast } from '@/components/ui/use-toast';
import { returnToSignInIfUnauthorized } from './unauthorized';

/** A write's outcome: its result, or that it failed (and the failure has been dealt with). */
type Outcome<T> = { ok: true; value: T } | { ok: false };

export interface AdminMutationOptions<Values> {
  /** The form whose fields take the server's field errors (`{"errors": {...}}`) when it refuses the input. */
  form?: { setErrors: (errors: FormikErrors<Values>) => void };
  /** The toast a failure shows: its title, and its text when the server gives no message of its own. */
  failure?: { title: string; description: string };
  /** Whether that toast says the server's own message (`{"message": ...}`) when there is one. */
  serverMessage?: boolean;
  /** Any failure but an expired session, after the field errors are set: for a message in the form. */
  onError?: (error: unknown) => void;
}

/** The server's message for a failed request, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.body?.message ? error.body.message : fallback;
}

/**
 * Runs an organiser's write the way every admin screen does: an expired session says so and
 * returns to the sign-in page (nothing else happens), a refused form gets the server's messages
 * on its fields, and any other failure is told in a toast, in the form, or both.
 */
async function runAdminMutation<T, Values>(write: () => Promise<T>, options: AdminMutationOptions<Values>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (returnToSignInIfUnauthorized(error)) return { ok: false };
    if (options.form && isApiError(error, 400)) options.form.setErrors(error.fieldErrors as FormikErrors<Values>);
    options.onError?.(error);
    if (options.failure) {
      const { title, description } = options.failure;
      toast({ title, description: options.serverMessage ? serverMessage(error, description) : description, variant: 'destructive' });
    }
    return { ok: false };
  }
}

/**
 * `run(write, options)` for an admin screen's writes (see `runAdminMutation`), and `busy` while one
 * is under way, for a button that is not a form's (a form has Formik's `isSubmitting`).
 */
export function useAdminMutation() {
  const [pending, setPending] = React.useState(0);
  const run = React.useCallback(async <T, Values = unknown>(write: () => Promise<T>, options: AdminMutationOptions<Values> = {}) => {
    setPending((count) => count + 1);
    try {
      return await runAdminMutation(write, options);
    } finally {
      setPending((count) => count - 1);
    }
  }, []);
  return { run, busy: pending > 0 };
}
