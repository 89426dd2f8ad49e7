import type * as React from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/i18n';

/** One of the tab's numbers, with its icon. */
export function StatCard({
  label,
  value,
  loading,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-4 pt-5 sm:pt-6">
        <div>
          <p className="text-sm font-semibold text-maroon-soft">{label}</p>
          {loading ? (
            <Skeleton className="mt-2 h-9 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-extrabold">{value === undefined ? '–' : formatNumber(value)}</p>
          )}
        </div>
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-marigold-light">
          <Icon className="size-6 text-sindoor-dark" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}
