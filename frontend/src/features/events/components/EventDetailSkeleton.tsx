import '@/features/events/messages';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';

/** The event page's shape while the event loads. */
export function EventDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-8" aria-busy="true" aria-label={t`Loading event`} role="status">
      <Skeleton className="h-11 w-32" />
      <Skeleton className="h-10 w-3/4 max-w-lg" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-40" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-48" />
        </div>
      </div>
    </div>
  );
}
