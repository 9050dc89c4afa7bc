import { ChartNumbers } from "../ui/ChartNumbers";
import { analyticsCopy } from "./copy";
import type { ChartView } from "./types";

const copy = analyticsCopy.chart;

const WIDTH = 600;
const HEIGHT = 160;
/** Room above the highest point and below the lowest, so lines and dots are never cut. */
const PAD = 8;
/** Dots on every day while they still fit. */
const MAX_DOTS = 45;

const SERIES = [
  { key: "pageviews", label: copy.legendPageviews, color: "#4338CA", dash: undefined },
  { key: "visitors", label: copy.legendVisitors, color: "#C2410C", dash: "6 4" },
] as const;

/**
 * Visitors and pageviews per day as two server-drawn lines (told apart by colour and
 * by a solid or dashed stroke). The picture is named by the heading and described by
 * the summary printed under it; every day's numbers are one click away in a table
 * (a <details>, so it works without JavaScript), and hovering a day names its numbers.
 */
export function TrafficChart({ chart }: { chart: ChartView }) {
  const { days } = chart;
  const n = days.length;
  const highest = Math.max(0, ...days.map((d) => Math.max(d.pageviews, d.visitors)));
  const hasData = highest > 0;
  const max = Math.max(1, highest);
  const column = WIDTH / Math.max(n, 1);
  const x = (i: number) => (i + 0.5) * column;
  const y = (v: number) => HEIGHT - PAD - (v / max) * (HEIGHT - 2 * PAD);
  const first = days[0];
  const last = days[n - 1];

  return (
    <section aria-labelledby="traffic-heading" className="card min-w-0 p-5 sm:p-6">
      <h2 id="traffic-heading" className="text-lg font-bold text-ink">
        {copy.heading}
      </h2>
      <p id="traffic-summary" className="mt-1 text-sm text-muted">
        {chart.summary}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className="inline-flex items-center gap-2">
            <svg viewBox="0 0 24 4" className="h-1 w-6" focusable="false">
              <line
                x1="0"
                y1="2"
                x2="24"
                y2="2"
                stroke={s.color}
                strokeWidth="3"
                strokeDasharray={s.dash ? "5 3" : undefined}
              />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      {/* The scale of an empty chart (all zero) would only confuse. */}
      <p className="mt-2 min-h-4 text-xs text-muted" aria-hidden="true">
        {hasData ? copy.scale(max) : null}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="traffic-heading"
        aria-describedby="traffic-summary"
        className="mt-1 block h-40 w-full"
      >
        <line x1="0" y1={PAD} x2={WIDTH} y2={PAD} stroke="#E2E8F0" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        <line
          x1="0"
          y1={HEIGHT / 2}
          x2={WIDTH}
          y2={HEIGHT / 2}
          stroke="#E2E8F0"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="0"
          y1={HEIGHT - PAD}
          x2={WIDTH}
          y2={HEIGHT - PAD}
          stroke="#94A3B8"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        {SERIES.map((s) => {
          const points = days.map((d, i) => `${x(i).toFixed(2)},${y(d[s.key]).toFixed(2)}`);
          return (
            <g key={s.key}>
              {n > 1 ? (
                <polyline
                  points={points.join(" ")}
                  fill="none"
                  stroke={s.color}
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  strokeDasharray={s.dash}
                  vectorEffect="non-scaling-stroke"
                />
              ) : null}
              {n <= MAX_DOTS ? (
                // A zero-length path with round caps is a round dot even when the picture is stretched.
                <path
                  d={points.map((p) => `M${p}h0`).join("")}
                  stroke={s.color}
                  strokeWidth="6"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              ) : null}
            </g>
          );
        })}
        {days.map((d, i) => (
          <rect key={d.day} x={i * column} y="0" width={column} height={HEIGHT} fill="transparent">
            <title>{copy.point(d.longLabel, d.visitors, d.pageviews)}</title>
          </rect>
        ))}
      </svg>
      <ChartNumbers
        summary={copy.table}
        label={copy.heading}
        dayHeading={copy.day}
        columns={[copy.visitors, copy.pageviews, copy.leads]}
        rows={days.map((d) => ({ day: d.day, longLabel: d.longLabel, values: [d.visitors, d.pageviews, d.leads] }))}
        first={first?.label}
        last={n > 1 ? last?.label : undefined}
      />
    </section>
  );
}
