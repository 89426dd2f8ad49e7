import { Tag } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@/lib/api-types';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

/** "Adults $25 · Children $10 · Members $20 / $5", or nothing for a free event. */
export function EventPrices({ event, className }: { event: Pick<Event, 'prices'>; className?: string }) {
  const { t } = useLingui();
  const prices = event.prices;
  if (!prices) return null;
  const adult = formatMoney(prices.adult, { whole: true });
  const child = formatMoney(prices.child, { whole: true });
  const memberAdult = formatMoney(prices.memberAdult, { whole: true });
  const memberChild = formatMoney(prices.memberChild, { whole: true });
  return (
    <p className={cn('flex items-start gap-2 text-maroon-soft', className)}>
      <Tag className="mt-0.5 size-5 shrink-0 text-sindoor" aria-hidden="true" />
      <span>{t`Adults ${adult} · Children ${child} · Members ${memberAdult} / ${memberChild}`}</span>
    </p>
  );
}
