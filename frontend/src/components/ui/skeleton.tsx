import * as React from 'react';
import { cn } from '@/lib/utils';

/** A loading placeholder; hidden from assistive technology, which hears the busy region instead. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={cn('animate-pulse rounded-lg bg-cream-dark motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
