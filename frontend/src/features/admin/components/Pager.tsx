import { ChevronLeft, ChevronRight } from 'lucide-react';
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
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={!hasNewer} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Newer
      </Button>
      <span className="text-maroon-soft">
        Page {page} of {pages}
      </span>
      <Button variant="outline" disabled={!hasOlder} onClick={() => onPage(page + 1)}>
        Older
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
