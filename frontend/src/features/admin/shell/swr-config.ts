import { isApiError } from '@/lib/api';
import type { SWRConfiguration } from 'swr';
import { handleUnauthorized, isUnauthorized } from './unauthorized';

/**
 * Admin reads are retried up to this many times; a 401 (signed out) and a 404 (no such thing: the
 * door of an event deleted, say) are answers, never retried.
 */
const ADMIN_READ_RETRIES = 3;

/**
 * The admin's reads differ from the public site's in two ways: a failed read is retried (with
 * SWR's exponential backoff) unless the server said 401 or 404, and a 401 signs the organiser out.
 */
export const adminSwrConfig: SWRConfiguration = {
  shouldRetryOnError: true,
  errorRetryCount: ADMIN_READ_RETRIES,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isUnauthorized(error) || isApiError(error, 404) || retryCount > ADMIN_READ_RETRIES) return;
    const interval = config.errorRetryInterval ?? 5000;
    const timeout = Math.floor((Math.random() + 0.5) * 2 ** Math.min(retryCount, 8)) * interval;
    window.setTimeout(() => void revalidate({ retryCount }), timeout);
  },
  onError(error) {
    if (isUnauthorized(error)) handleUnauthorized();
  },
};
