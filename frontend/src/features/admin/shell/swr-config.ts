import type { SWRConfiguration } from 'swr';
import { handleUnauthorized, isUnauthorized } from './unauthorized';

/** Admin reads are retried up to this many times; a 401 is never retried. */
const ADMIN_READ_RETRIES = 3;

/**
 * The admin's reads differ from the public site's in two ways: a failed read is retried (with
 * SWR's exponential backoff) unless the server said 401, and a 401 signs the organiser out.
 */
export const adminSwrConfig: SWRConfiguration = {
  shouldRetryOnError: true,
  errorRetryCount: ADMIN_READ_RETRIES,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isUnauthorized(error) || retryCount > ADMIN_READ_RETRIES) return;
    const interval = config.errorRetryInterval ?? 5000;
    const timeout = Math.floor((Math.random() + 0.5) * 2 ** Math.min(retryCount, 8)) * interval;
    window.setTimeout(() => void revalidate({ retryCount }), timeout);
  },
  onError(error) {
    if (isUnauthorized(error)) handleUnauthorized();
  },
};
