import { analyticsCopy as copy } from "./copy";
import type { TileView } from "./types";

const TREND_CLASS: Record<TileView["trend"], string> = {
  up: "text-success",
  down: "text-error",
  same: "text-muted",
  none: "text-muted",
};

const TREND_MARK: Record<TileView["trend"], string> = { up: "▲", down: "▼", same: "", none: "" };

/**
 * The period's totals, each with its change against the previous period of the same
 * length. The change is in words (its sign and "vs …"), the colour and arrow only
 * repeat it; the previous value itself is there for screen readers.
 */
export function SummaryTiles({ tiles }: { tiles: TileView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {tiles.map((t) => (
        <li key={t.key} className="card p-4 last:col-span-2 sm:last:col-span-1">
          <span className="block text-sm font-semibold text-muted">{t.label}</span>
          <span className="mt-1 block text-3xl font-extrabold tabular-nums text-ink">
            {t.value ?? (
              <>
                <span aria-hidden="true">{copy.notAvailable}</span>
                <span className="sr-only">{copy.notAvailableLabel}</span>
              </>
            )}
          </span>
          <span className={`mt-1 block text-sm ${TREND_CLASS[t.trend]}`}>
            {TREND_MARK[t.trend] ? <span aria-hidden="true">{TREND_MARK[t.trend]} </span> : null}
            {t.change}
          </span>
          <span className="sr-only">{t.previous}</span>
          {t.note ? <span className="mt-2 block text-xs text-muted">{t.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
