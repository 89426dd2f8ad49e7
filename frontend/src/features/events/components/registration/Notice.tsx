import type * as React from 'react';
import { cn } from '@/lib/utils';

const tones = {
  /** Something to act on or wait for: the event is full, the party waits, the prefill failed. */
  warning: 'bg-marigold-light',
  /** Good news: the party's seats are confirmed. */
  success: 'bg-cream font-medium text-leaf',
};

/** A short notice above the registration form. */
export function Notice({ tone = 'warning', children }: { tone?: keyof typeof tones; children: React.ReactNode }) {
  return <p className={cn('rounded-lg p-3 text-sm', tones[tone])}>{children}</p>;
}
