import * as React from 'react';

/** One part of the planning view, under its heading. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h4 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h4>
      {children}
    </section>
  );
}
