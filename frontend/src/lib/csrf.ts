/**
 * Django's CSRF cookie. In production it is `__Host-csrftoken` (a secure, host-only cookie);
 * in local development it is plain `csrftoken`.
 */
const CSRF_COOKIE_NAMES = ['__Host-csrftoken', 'csrftoken'] as const;

export const CSRF_HEADER = 'X-CSRFToken';

function readCookie(name: string): string | null {
  // A promise settling after its page is gone (a closed tab, a finished test) has no cookies.
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function getCsrfToken(): string | null {
  for (const name of CSRF_COOKIE_NAMES) {
    const value = readCookie(name);
    if (value) return value;
  }
  return null;
}
