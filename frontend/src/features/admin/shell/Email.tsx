import * as React from 'react';

/**
 * An email address that, when its line is too short for it, wraps after the @ or before a dot
 * (`mita.sen@` / `example.com`) rather than between any two letters; only a part longer than the
 * line itself still breaks, as any word would (the admin's `wrap-break-word`).
 */
export function Email({ address }: { address: string }) {
  return address.split(/([@.])/).map((part, index) => {
    if (part === '@') return <React.Fragment key={index}>@<wbr /></React.Fragment>;
    if (part === '.') return <React.Fragment key={index}><wbr />.</React.Fragment>;
    return part;
  });
}
