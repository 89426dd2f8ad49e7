import type * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** A search box with its magnifier: the browser's `search` input, so Escape clears it. */
export function SearchInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-maroon-soft" aria-hidden="true" />
      <Input type="search" className={cn('pl-10', className)} {...props} />
    </div>
  );
}
