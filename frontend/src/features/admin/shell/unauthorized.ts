import { msg } from '@lingui/core/macro';
import { isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/lib/routes';

/** The pause between the "logged out" toast and the redirect to the sign-in page (500 ms, docs/screens.md). */
const UNAUTHORIZED_REDIRECT_MS = 500;

let redirectPending = false;

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error, 401);
}

/**
 * The session ran out (or never existed): say so, then reload through /api/login, which brings
 * the organiser back to the sign-in form. Several calls failing together lead to one redirect.
 */
export function handleUnauthorized(): void {
  if (redirectPending) return;
  redirectPending = true;
  toast({
    title: i18n._(msg`Unauthorized`),
    description: i18n._(msg`You are logged out. Logging in again...`),
    variant: 'destructive',
  });
  window.setTimeout(() => {
    redirectPending = false;
    navigateTo(paths.login);
  }, UNAUTHORIZED_REDIRECT_MS);
}

/**
 * Whether any of `errors` is an expired session; if one is, says so and returns to the sign-in
 * page (`handleUnauthorized`), so the caller only stops. Every admin write and upload deals with a
 * 401 through this; a flow with several failures (an upload's files) passes them all at its end.
 */
export function returnToSignInIfUnauthorized(...errors: unknown[]): boolean {
  if (!errors.some(isUnauthorized)) return false;
  handleUnauthorized();
  return true;
}
