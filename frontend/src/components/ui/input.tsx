import * as React from 'react';
import { cn } from '@/lib/utils';

export const fieldClasses =
  'w-full rounded-lg border border-maroon-soft/50 bg-white px-3 py-2 text-base text-maroon placeholder:text-maroon-soft/80 focus-visible:border-sindoor focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sindoor disabled:opacity-60 aria-invalid:border-sindoor';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'min-h-11', className)} {...props} />;
}
