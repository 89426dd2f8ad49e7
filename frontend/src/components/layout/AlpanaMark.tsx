import * as React from 'react';

/** The site's small alpana-style mark: a lotus of eight petals in a dotted ring. */
export function AlpanaMark(props: React.ComponentProps<'svg'>) {
  const petals = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" {...props}>
      <circle cx="24" cy="24" r="22" fill="#b3261e" />
      {petals.map((angle) => (
        <ellipse key={angle} cx="24" cy="13" rx="3.6" ry="8" fill="#fff8ec" transform={`rotate(${angle} 24 24)`} />
      ))}
      <circle cx="24" cy="24" r="5" fill="#f4a300" />
    </svg>
  );
}
