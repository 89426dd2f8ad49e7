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
 * Signs in with the emailed one-tap link (`/family?email=…&code=…`) once, when the page opens with
 * it, then calls `clearLink`. While it is at work the state is 'signing-in'; a link that fails
 * leaves its address and the reason, for the sign-in form to start from.
 */
export function useLinkSignIn(email: string | null, code: string | null, clearLink: () => void) {
  const verify = useVerifyCode();
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const started = React.useRef<string | null>(null);
  const linkUsed = React.useEffectEvent(clearLink);
  const link = email && code ? `${email}\n${code}` : null;

  React.useEffect(() => {
    // Once per link, also where effects run twice (React's strict mode): a code works only once.
    if (!email || !code || link === null || started.current === link) return;
    started.current = link;
    verify(email, code)
      .then(
        () => setOutcome({ link }),
        (error: unknown) => {
          const reason = isApiError(error) && error.body?.message;
          setOutcome({ link, email, failure: reason || i18n._(msg`We couldn't sign you in. Please try again.`) });
        },
      )
      .finally(() => linkUsed());
  }, [email, code, link, verify]);

  const signingIn = link !== null && outcome?.link !== link;
  return {
    state: signingIn ? ('signing-in' as const) : ('idle' as const),
    email: outcome?.email,
    failure: outcome?.failure,
  };
}
