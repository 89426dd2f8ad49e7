import * as React from 'react';
import { Check, Copy } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

const COPIED_MS = 2000;

/** "Copy": puts the text on the clipboard and says so for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = React.useState(false);

  React.useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the reference stays on screen to type.
    }
  }

  return (
    <Button type="button" variant="outline" aria-label={label} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t`Copied` : t`Copy`}</span>
    </Button>
  );
}

/**
 * What to pay and how: the amount due, the payment reference to quote (large, with a Copy
 * button) and the association's payment instructions. `amountDue` may be left out where the
 * amount is said elsewhere.
 */
export function PaymentDetails({
  amountDue,
  reference,
  instructions,
  className,
}: {
  amountDue?: number;
  reference: string;
  instructions: string;
  className?: string;
}) {
  const { t } = useLingui();
  const amount = amountDue === undefined ? '' : formatMoney(amountDue);
  return (
    <div className={cn('grid gap-3 rounded-xl border-2 border-marigold bg-marigold-light/40 p-4', className)}>
      {amountDue !== undefined && (
        <p className="text-lg font-bold">
          <Trans>Amount due: {amount}</Trans>
        </p>
      )}
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-maroon-soft">
          <Trans>Payment reference</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-2xl font-bold tracking-wider" data-testid="payment-reference">
            {reference}
          </span>
          <CopyButton text={reference} label={t`Copy the payment reference ${reference}`} />
        </div>
      </div>
      {instructions.trim() && <p className="whitespace-pre-line">{instructions}</p>}
      <p className="text-sm text-maroon-soft">
        <Trans>Please put the reference in the memo of your payment, so we can match it to you.</Trans>
      </p>
    </div>
  );
}
