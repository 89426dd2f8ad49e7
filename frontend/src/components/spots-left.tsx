import { Hourglass, Ticket } from 'lucide-react';
import type { Event } from '@/lib/api-types';
import { isFull, spotsLeftText } from '@/lib/seats';
import { cn } from '@/lib/utils';

interface SpotsLeftProps {
  event: Pick<Event, 'spotsLeft' | 'registrationOpen' | 'isPast'>;
  /** `inverse` for light text on the dark sindoor blocks. */
  tone?: 'default' | 'inverse';
  className?: string;
}

/** The seats an event has left, or that it is full and takes a waiting list; nothing without a limit. */
export function SpotsLeft({ event, tone = 'default', className }: SpotsLeftProps) {
  const text = spotsLeftText(event);
  if (!text) return null;
  const full = isFull(event);
  const Icon = full ? Hourglass : Ticket;
  return (
    <p
      className={cn(
        'flex items-center gap-2 font-semibold',
        tone === 'inverse' ? 'text-cream' : full ? 'text-sindoor-dark' : 'text-leaf',
        className,
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
