import './messages';
import * as React from 'react';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useVerifyCode } from './api/family';

interface Outcome {
  link: string;
  email?: string;
  failure?: string;
}

/**
 * The emailed one-tap link (`/family?email=…&code=…`). Opening it signs nobody in: the page asks
 * "Sign in as {email}?" first (state 'confirm'), so a mail scanner that opens links, or a link
 * someone else sent with their own address and code, signs no one into a family unawares. `confirm`
 * signs in with it, once ('signing-in' meanwhile), then calls `clearLink`; a link that fails leaves
 * its address and the reason, for the sign-in form to start from. `decline` leaves the link unused.
 */
export function useLinkSignIn(email: string | null, code: string | null, clearLink: () => void) {
  const verify = useVerifyCode();
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const [confirmedLink, setConfirmedLink] = React.useState<string | null>(null);
  const started = React.useRef<string | null>(null);
  const link = email && code ? `${email}\n${code}` : null;

  const confirm = React.useCallback(() => {
    // Once per link, however often the button is pressed: a code works only once.
    if (!email || !code || link === null || started.current === link) return;
    started.current = link;
    setConfirmedLink(link);
    verify(email, code)
      .then(
        () => setOutcome({ link }),
        (error: unknown) => {
          const reason = isApiError(error) && error.body?.message;
          setOutcome({ link, email, failure: reason || i18n._(msg`We couldn't sign you in. Please try again.`) });
        },
      )
      // The code leaves the address bar (and so the history and any screenshot).
      .finally(clearLink);
  }, [email, code, link, verify, clearLink]);

  let state: 'idle' | 'confirm' | 'signing-in' = 'idle';
  if (link !== null && outcome?.link !== link) state = confirmedLink === link ? 'signing-in' : 'confirm';
  return {
    state,
    /** The link's address while it waits to be confirmed; after a failure, the address to sign in with. */
    email: state === 'confirm' ? (email ?? undefined) : outcome?.email,
    failure: outcome?.failure,
    confirm,
    decline: clearLink,
  };
}
