import * as React from 'react';
import { Languages } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { chooseLocale, currentLocale, LANGUAGE_NAMES, type Locale } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * Offers the other language, named in its own script ("বাংলা" on English pages, "English" on
 * Bengali ones). The choice applies at once and is remembered (lib/i18n).
 */
export function LanguageSwitch({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = React.useState(false);
  const other: Locale = currentLocale() === 'bn' ? 'en' : 'bn';
  const otherName = LANGUAGE_NAMES[other];

  async function switchLanguage() {
    setBusy(true);
    try {
      await chooseLocale(other);
      onSwitched?.();
    } catch {
      // The other language's messages could not be fetched: the page stays as it is.
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      lang={other}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-2 text-base font-semibold text-maroon lg:px-3 transition-colors hover:bg-cream-dark disabled:opacity-60',
        className,
      )}
      aria-label={t`Language: ${otherName}`}
      disabled={busy}
      onClick={switchLanguage}
    >
      <Languages className="size-5 shrink-0" aria-hidden="true" />
      {otherName}
    </button>
  );
}
