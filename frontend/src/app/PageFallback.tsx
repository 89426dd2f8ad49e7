import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a page's code loads: the shape of a page header and a few cards. */
export function PageFallback() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Loading page`} role="status" className="grid gap-6">
      <Skeleton className="mx-auto h-10 w-2/3 max-w-md" />
      <Skeleton className="mx-auto h-5 w-5/6 max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
