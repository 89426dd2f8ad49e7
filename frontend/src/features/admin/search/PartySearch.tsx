import * as React from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { SearchInput } from '@/components/ui/search-input';
import type { SearchResult } from '@/lib/api-types';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { MIN_QUERY, useAdminSearch } from './api/search';
import { KIND_LABELS } from '../treasury/labels';
import { Spinner } from '../shell/states';

/**
 * Finds a party across events by name, email, phone or payment reference, and hands the one
 * chosen to `onChoose`: the dashboard opens it where it lives, the bank screen assigns a line to it.
 */
export function PartySearch({
  label,
  onChoose,
  chooseHint,
  className,
}: {
  label: string;
  onChoose: (result: SearchResult) => void;
  /** What choosing a result does, read after each result's own words ("Open", "Assign to"). */
  chooseHint?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const [query, setQuery] = React.useState('');
  const { results, error, isLoading, searched } = useAdminSearch(query);
  const resultsId = React.useId();
  const typed = query.trim();

  let answer: React.ReactNode = null;
  if (typed.length > 0 && typed.length < MIN_QUERY) {
    answer = <p className="text-sm text-maroon-soft">{t`Type at least 2 characters.`}</p>;
  } else if (typed.length >= MIN_QUERY && (isLoading || searched !== typed) && !results) {
    answer = (
      <p className="flex items-center gap-2 text-sm text-maroon-soft">
        <Spinner className="size-4" />
        <Trans>Searching…</Trans>
      </p>
    );
  } else if (error && typed.length >= MIN_QUERY) {
    answer = <p className="text-sm font-semibold text-sindoor-dark">{t`The search did not work. Please try again.`}</p>;
  } else if (results && results.length === 0) {
    answer = <p className="text-sm text-maroon-soft">{t`Nobody matches “${searched}”.`}</p>;
  } else if (results) {
    answer = (
      <ul aria-label={t`Search results`} className="grid gap-2">
        {results.map((result) => (
          <li key={`${result.kind}-${result.id}`}>
            <button
              type="button"
              className="grid min-h-11 w-full gap-1 rounded-lg border border-line bg-white px-3 py-2 text-left hover:bg-cream-dark focus-visible:outline-2 focus-visible:outline-sindoor"
              onClick={() => {
                onChoose(result);
                setQuery('');
              }}
            >
              <span className="break-words font-semibold">{result.label}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Badge variant="outline">{t(KIND_LABELS[result.kind])}</Badge>
                {result.paymentReference && <span className="font-mono">{result.paymentReference}</span>}
                {result.outstanding > 0 && (
                  <span className="text-maroon-soft">{t`${formatMoney(result.outstanding)} outstanding`}</span>
                )}
              </span>
              {chooseHint && <span className="sr-only">{chooseHint}</span>}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <SearchInput
        aria-label={label}
        aria-controls={resultsId}
        placeholder={t`Name, email, phone or payment reference`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="w-full"
      />
      <div id={resultsId} aria-live="polite">
        {answer}
      </div>
    </div>
  );
}
