import { useId } from 'react';
import type { DailyCount } from '@/domain/activity/dailyCounts';

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 40, left: 44 };

/** A round step for the value axis: 1, 2 or 5 times a power of ten, about four ticks high. */
function tickStep(max: number): number {
  const rough = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return Math.max(1, step);
}

/** `2026-11-25` → `25 Nov`, read as a calendar day (no zone shifts it). */
function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * The daily counts as a bar chart (issue #14): hand-drawn SVG with a title, axis labels and a
 * description, and the same numbers in a table below for screen readers, who skip the picture.
 */
export function DailyChart({
  days,
  title,
}: {
  readonly days: readonly DailyCount[];
  readonly title: string;
}) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...days.map((d) => d.total));
  const step = tickStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, days.length);
  const y = (n: number) => MARGIN.top + plotHeight - (n / top) * plotHeight;
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  // At most about twelve day labels, so they never overlap.
  const labelEvery = Math.max(1, Math.ceil(days.length / 12));
  const total = days.reduce((sum, d) => sum + d.total, 0);

  return (
    <figure className="activity-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {`${total} events over ${days.length} days; the most on one day: ${max}. The table below has each day's numbers.`}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="activity-chart-grid"
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="activity-chart-tick"
            >
              {tick}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const height = (d.total / top) * plotHeight;
          const x = MARGIN.left + i * band;
          return (
            <g key={d.day}>
              <rect
                x={x + band * 0.15}
                y={MARGIN.top + plotHeight - height}
                width={band * 0.7}
                height={height}
                className="activity-chart-bar"
              />
              {i % labelEvery === 0 && (
                <text
                  x={x + band / 2}
                  y={HEIGHT - MARGIN.bottom + 16}
                  textAnchor="middle"
                  className="activity-chart-tick"
                >
                  {shortDay(d.day)}
                </text>
              )}
            </g>
          );
        })}
        <text
          x={MARGIN.left + plotWidth / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
          className="activity-chart-axis"
        >
          Day
        </text>
        <text
          transform={`translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          className="activity-chart-axis"
        >
          Events
        </text>
      </svg>
      <figcaption>{title}</figcaption>
      <table className="visually-hidden">
        <caption>{title}: events per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Events</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
