import type { MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import type { Registration, RegistrationStatus } from '@/lib/api-types';
import { i18n } from '@/lib/i18n';

export const STATUS_LABELS: Record<RegistrationStatus, MessageDescriptor> = {
  confirmed: msg`Confirmed`,
  waitlisted: msg`Waiting list`,
  cancelled: msg`Cancelled`,
};

const VARIANTS = { confirmed: 'success', waitlisted: 'secondary', cancelled: 'muted' } as const;

/** "Confirmed", "Waiting list · 2nd" or "Cancelled", coloured so the three are told apart at a glance. */
export function StatusBadge({ registration }: { registration: Pick<Registration, 'status' | 'waitlistPosition'> }) {
  const { t } = useLingui();
  const { status, waitlistPosition } = registration;
  return (
    <Badge variant={VARIANTS[status]} className="whitespace-nowrap">
      {t(STATUS_LABELS[status])}
      {status === 'waitlisted' && waitlistPosition != null && ` · ${ordinal(waitlistPosition)}`}
    </Badge>
  );
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd", by the current language's ordinal rules. */
export function ordinal(position: number): string {
  return i18n._(msg`${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`);
}
