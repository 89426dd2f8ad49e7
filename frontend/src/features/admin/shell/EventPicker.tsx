import * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { Event } from '@/lib/api-types';
import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { ErrorState } from './states';

interface EventPickerProps {
  events: Event[] | undefined;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  /** The chosen event's id, as a string; null before one is chosen. */
  value: string | null;
  onChange: (eventId: string) => void;
  placeholder: string;
  className?: string;
}

/** The "Event" choice at the head of a desk: every event by its title and date, or why they did not load. */
export function EventPicker({ events, isLoading, error, retry, value, onChange, placeholder, className }: EventPickerProps) {
  const { t } = useLingui();
  const id = React.useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        <Trans>Event</Trans>
      </Label>
      {error && !isLoading ? (
        <ErrorState message={t`We could not load the events.`} onRetry={retry} />
      ) : (
        <Select value={value ?? ''} onValueChange={onChange} disabled={isLoading}>
          <SelectTrigger id={id}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {(events ?? []).map((option) => (
              <SelectItem key={option.id} value={String(option.id)}>
                {option.title} ({formatLongDate(option.date)})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}
