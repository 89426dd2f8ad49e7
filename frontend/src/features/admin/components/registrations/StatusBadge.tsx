import { Badge } from '@/components/ui/badge';
import type { Registration, RegistrationStatus } from '@/lib/api-types';

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waiting list',
  cancelled: 'Cancelled',
};

const VARIANTS = { confirmed: 'success', waitlisted: 'secondary', cancelled: 'muted' } as const;

/** "Confirmed", "Waiting list · 2nd" or "Cancelled", coloured so the three are told apart at a glance. */
export function StatusBadge({ registration }: { registration: Pick<Registration, 'status' | 'waitlistPosition'> }) {
  const { status, waitlistPosition } = registration;
  return (
    <Badge variant={VARIANTS[status]} className="whitespace-nowrap">
      {STATUS_LABELS[status]}
      {status === 'waitlisted' && waitlistPosition != null && ` · ${ordinal(waitlistPosition)}`}
    </Badge>
  );
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd" */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
