import * as React from 'react';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { AdminProgrammeEntry } from '@/lib/api-types';
import { formatClock } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { Spinner } from '../shell/states';
import { KIND_LABELS } from './labels';

function moved(order: number[], from: number, to: number): number[] {
  const next = [...order];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** "1 h 25 min", "40 min" */
export function useDurationText() {
  const { t } = useLingui();
  return (total: number) => {
    const hours = Math.floor(total / 60);
    const minutes = formatNumber(total % 60);
    const wholeHours = formatNumber(hours);
    return hours > 0 ? t`${wholeHours} h ${minutes} min` : t`${minutes} min`;
  };
}

/**
 * The accepted acts in running order, each with its start time, length and the changeover after
 * it. Rows are dragged into a new order, or moved with their up and down buttons; each change is
 * saved at once and the server gives the new times.
 */
export function RunningOrder({
  entries,
  gapMinutes,
  totalMinutes,
  onReorder,
}: {
  entries: AdminProgrammeEntry[];
  gapMinutes: number;
  totalMinutes: number;
  onReorder: (entryIds: number[]) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const duration = useDurationText();
  const serverOrder = entries.map((entry) => entry.id);
  const serverKey = serverOrder.join(',');
  const [order, setOrder] = React.useState(serverOrder);
  const { run, busy: saving } = useAdminMutation();
  const [dragged, setDragged] = React.useState<number | null>(null);
  const [over, setOver] = React.useState<number | null>(null);
  const [announcement, setAnnouncement] = React.useState('');

  // The server's order wins whenever it changes (an act accepted, declined or withdrawn).
  React.useEffect(() => {
    setOrder(serverKey ? serverKey.split(',').map(Number) : []);
  }, [serverKey]);

  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const rows = order.map((id) => byId.get(id)).filter((entry): entry is AdminProgrammeEntry => entry !== undefined);
  const stale = order.join(',') !== serverKey;

  async function commit(next: number[], movedId: number) {
    const previous = order;
    setOrder(next);
    const entry = byId.get(movedId);
    const place = formatNumber(next.indexOf(movedId) + 1);
    setAnnouncement(entry ? t`${entry.title} moved to place ${place}.` : '');
    const saved = await run(() => onReorder(next), {
      failure: { title: t`Order not saved`, description: t`The running order could not be saved. Please try again.` },
    });
    if (!saved.ok) setOrder(previous);
  }

  function drop(index: number) {
    if (dragged === null) return;
    const from = order.indexOf(dragged);
    setDragged(null);
    setOver(null);
    if (from < 0 || from === index) return;
    void commit(moved(order, from, index), dragged);
  }

  const gap = formatNumber(gapMinutes);
  const total = duration(totalMinutes);

  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <Trans>Total running time: {total}</Trans>
        {saving && <Spinner className="size-5" />}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol className="grid" aria-label={t`Running order`} aria-busy={saving || undefined}>
        {rows.map((entry, index) => {
          const place = formatNumber(index + 1);
          const minutes = formatNumber(entry.durationMinutes);
          return (
            <li
              key={entry.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(entry.id));
                setDragged(entry.id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (over !== index) setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              data-act-id={entry.id}
              className="grid"
            >
              <div
                className={cn(
                  'grid cursor-grab grid-cols-[auto_5.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 sm:grid-cols-[auto_5.5rem_minmax(0,1fr)_auto] rounded-xl border border-line bg-white p-3 active:cursor-grabbing',
                  dragged === entry.id && 'opacity-50',
                  over === index && dragged !== null && dragged !== entry.id && 'border-sindoor ring-2 ring-sindoor/40',
                )}
              >
                <GripVertical className="size-5 text-maroon-soft" aria-hidden="true" />
                <div className="grid">
                  <span className="text-sm text-maroon-soft">
                    <Trans>No. {place}</Trans>
                  </span>
                  <span className={cn('whitespace-nowrap text-lg font-extrabold tabular-nums', stale && 'text-maroon-soft')}>
                    {entry.startTime && !stale ? formatClock(entry.startTime) : '–'}
                  </span>
                </div>
                <div className="grid min-w-0">
                  <span className="font-bold wrap-anywhere">{entry.title}</span>
                  <span className="text-sm text-maroon-soft wrap-anywhere">
                    {t(KIND_LABELS[entry.kind])} · <Trans>{minutes} min</Trans> ·{' '}
                    {entry.performers.map((performer) => performer.name).join(', ')}
                  </span>
                </div>
                <div className="col-span-full flex justify-end gap-1 sm:col-span-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === 0 || saving}
                    onClick={() => void commit(moved(order, index, index - 1), entry.id)}
                    aria-label={t`Move ${entry.title} up`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === rows.length - 1 || saving}
                    onClick={() => void commit(moved(order, index, index + 1), entry.id)}
                    aria-label={t`Move ${entry.title} down`}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {index < rows.length - 1 && gapMinutes > 0 && (
                <p className="py-1 pl-12 text-sm text-maroon-soft">
                  <Trans>{gap} min changeover</Trans>
                </p>
              )}
              {index < rows.length - 1 && gapMinutes === 0 && <div className="h-2" />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
