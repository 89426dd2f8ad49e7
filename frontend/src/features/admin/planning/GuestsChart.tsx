import * as React from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n';
import { formatShortDay } from '../shell/format';
import { dateToSeconds, type GuestsSoFar } from './guests-by-day';

// The site's colour tokens (styles.css): sindoor for the line, marigold under it, maroon for the
// capacity and soft maroon for the axes. A canvas cannot read Tailwind's classes.
const SINDOOR = '#b3261e';
const MARIGOLD_FILL = 'rgba(244, 163, 0, 0.28)';
const MAROON = '#3d0c0c';
const MAROON_SOFT = '#6b2d23';
const LINE = '#ecd9bc';
const HEIGHT = 200;

/**
 * Confirmed guests so far, day by day, on a time axis that runs to the event's date (so the days
 * still to come are visible), with the capacity as a dashed line when the event has one. Drawn by
 * uPlot, which this module alone imports, so the chart library loads only with this chart.
 */
export default function GuestsChart({
  soFar,
  today,
  eventDate,
  capacity,
}: {
  soFar: GuestsSoFar;
  /** The last day the line runs to, if before the event: nothing is known after it. */
  today: string;
  eventDate: string;
  capacity: number | null;
}) {
  const container = React.useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const guestsLabel = t`Confirmed guests`;
  const capacityLabel = t`Capacity`;

  React.useEffect(() => {
    const target = container.current;
    if (!target || soFar.dates.length === 0) return;

    const DAY = 86400;
    const eventDay = dateToSeconds(eventDate);
    // The count starts at nothing the day before the first registration, and holds its last
    // total to the end of today (or the event's day): what is known, no further.
    const xs: number[] = [dateToSeconds(soFar.dates[0]) - DAY, ...soFar.dates.map(dateToSeconds)];
    const ys: (number | null)[] = [0, ...soFar.totals];
    const known = Math.min(dateToSeconds(today) + DAY, eventDay);
    const total = soFar.totals[soFar.totals.length - 1];
    if (known > xs[xs.length - 1]) {
      xs.push(known);
      ys.push(total);
    }
    // The axis runs on to the event, where the days still to come have no line yet.
    if (eventDay > xs[xs.length - 1]) {
      xs.push(eventDay);
      ys.push(null);
    }
    const start = xs[0];
    const last = xs[xs.length - 1];
    const highest = Math.max(total, capacity ?? 0, 1);

    const series: uPlot.Series[] = [
      {},
      {
        label: guestsLabel,
        stroke: SINDOOR,
        width: 2,
        fill: MARIGOLD_FILL,
        paths: uPlot.paths.stepped?.({ align: 1 }),
        points: { show: false },
      },
    ];
    const data: uPlot.AlignedData = [xs, ys];
    if (capacity != null) {
      series.push({ label: capacityLabel, stroke: MAROON, width: 1.5, dash: [6, 4], points: { show: false } });
      data.push(xs.map(() => capacity));
    }

    const axis = (values: uPlot.Axis['values']): uPlot.Axis => ({
      stroke: MAROON_SOFT,
      grid: { stroke: LINE, width: 1 },
      ticks: { stroke: LINE, width: 1 },
      // The Bengali face too: axis labels are Bengali digits and month names in Bengali.
      font: '12px "Inter Variable", "Noto Sans Bengali Variable", ui-sans-serif, system-ui, sans-serif',
      values,
    });

    const chart = new uPlot(
      {
        width: Math.max(target.clientWidth, 240),
        height: HEIGHT,
        // The x values are calendar dates at midnight UTC; shown in UTC they stay those dates.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: true, range: [start, last] },
          y: { range: [0, Math.ceil(highest * 1.1)] },
        },
        axes: [
          axis((_chart, splits) => splits.map((seconds) => formatShortDay(seconds))),
          { ...axis((_chart, splits) => splits.map((value) => (Number.isInteger(value) ? formatNumber(value, { useGrouping: false }) : ''))), size: 44 },
        ],
        series,
      },
      data,
      target,
    );

    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(target.clientWidth, 240), height: HEIGHT });
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [soFar, today, eventDate, capacity, guestsLabel, capacityLabel]);

  // The chart takes its width in pixels and follows the screen a frame later: until then, on a
  // narrower screen (a phone turned upright), it is cut rather than widen the page.
  return <div ref={container} data-testid="guests-chart" aria-hidden="true" className="min-h-[200px] w-full overflow-hidden" />;
}
