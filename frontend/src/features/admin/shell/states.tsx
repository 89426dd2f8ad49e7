import * as React from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('animate-spin motion-reduce:animate-none', className)} />;
}

/** What an empty list means and what to do about it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-white/70 px-6 py-12 text-center">
      <Icon className="size-10 text-sindoor" aria-hidden="true" />
      <p className="text-lg font-bold">{title}</p>
      <p className="max-w-md text-maroon-soft">{description}</p>
      {children}
    </div>
  );
}

/** A failed read, in plain words, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-sindoor/40 bg-white px-6 py-10 text-center"
    >
      <AlertTriangle className="size-8 text-sindoor" aria-hidden="true" />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** The heading row of each tab: title, a short explanation, and the tab's main action. */
export function TabHeader({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-extrabold tracking-tight">{title}</h2>
        <p className="mt-1 text-maroon-soft">{description}</p>
      </div>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
