import { ChartNumbers } from "../ui/ChartNumbers";
import { adminCopy, leadsCount } from "../labels";
import type { DayBar } from "./types";

const copy = adminCopy.list;

const WIDTH = 600;
const HEIGHT = 120;
const GAP = 4;

/**
 * Leads per day as server-drawn SVG bars. The picture has a name and a summary for
 * screen readers, the same summary is printed under it, and the exact numbers are
 * one click away in a table (a <details>, so it works without JavaScript too).
 */
export function DailyChart({ days }: { days: DayBar[] }) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(1, ...days.map((d) => d.count));
  const busiest = days.reduce<DayBar | undefined>((best, d) => (d.count > (best?.count ?? 0) ? d : best), undefined);
  const barWidth = WIDTH / Math.max(days.length, 1);
  const summary = busiest
    ? `${leadsCount(total)} in the last ${days.length} days. Busiest day: ${busiest.longLabel} with ${leadsCount(busiest.count)}.`
    : `No leads in the last ${days.length} days.`;
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <section aria-labelledby="chart-heading" className="card p-5 sm:p-6">
      <h2 id="chart-heading" className="text-lg font-bold text-ink">
        {copy.chartHeading}
      </h2>
      <p id="chart-summary" className="mt-1 text-sm text-muted">
        {summary}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="chart-heading"
        aria-describedby="chart-summary"
        className="mt-4 block h-28 w-full"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#CBD5E1" strokeWidth="1" />
        {days.map((d, i) => {
          const h = d.count === 0 ? 0 : Math.max(3, (d.count / max) * (HEIGHT - 6));
          return (
            <rect
              key={d.day}
              x={i * barWidth + GAP / 2}
              y={HEIGHT - h}
              width={barWidth - GAP}
              height={h}
              rx="2"
              fill={d === busiest ? "#F97316" : "#4338CA"}
            >
              <title>{`${d.label}: ${leadsCount(d.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      <ChartNumbers
        summary={copy.chartTable}
        label={copy.chartHeading}
        dayHeading={copy.chartDay}
        columns={[copy.chartLeads]}
        rows={days.map((d) => ({ day: d.day, longLabel: d.longLabel, values: [d.count] }))}
        first={first?.label}
        last={last?.label}
      />
    </section>
  );
}
