import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** Newer and Older for a list the server pages, newest first. */
export function Pager({
  label,
  page,
  pages,
  hasNewer,
  hasOlder,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  hasNewer: boolean;
  hasOlder: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const pageNumber = formatNumber(page);
  const pageCount = formatNumber(pages);
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={!hasNewer} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <Trans>Newer</Trans>
      </Button>
      <span className="text-maroon-soft">
        <Trans>
          Page {pageNumber} of {pageCount}
        </Trans>
      </span>
      <Button variant="outline" disabled={!hasOlder} onClick={() => onPage(page + 1)}>
        <Trans>Older</Trans>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
