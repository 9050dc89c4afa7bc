/** The dashboard as its components show it: every text and number formatted on the server. */

/** The quick choices of period, in days ending today. */
export type PresetDays = 7 | 30 | 90;
/** What was changed in the period the address asked for. */
export type RangeNote = "invalid" | "capped";
/** Which way a number moved against the previous period. */
export type Trend = "up" | "down" | "same";

export type RangeView = {
  from: string;
  to: string;
  days: number;
  preset: PresetDays | null;
  notes: RangeNote[];
  presets: { days: PresetDays; label: string; href: string }[];
};

export type TileView = {
  key: string;
  label: string;
  /** The value as shown ("1,234", "3.1%"), or null when there is none (a rate without visitors). */
  value: string | null;
  /** The line under the value: "+12% vs previous 30 days", "No earlier data". */
  change: string;
  trend: Trend | "none";
  /** For screen readers: "Previous 30 days: 1,100." */
  previous: string;
  /** A line under the tile saying what the figure counts or leaves out. */
  note?: string;
};

export type ChartDay = {
  day: string;
  label: string;
  longLabel: string;
  visitors: number;
  pageviews: number;
  leads: number;
};

export type ChartView = {
  days: ChartDay[];
  summary: string;
};

/** A column of a table: its header, and whether its cells are numbers (right-aligned). */
export type ColumnView = {
  label: string;
  /** A shorter header shown on phones (screen readers always hear `label`). */
  short?: string;
  numeric: boolean;
};

export type RowView = {
  key: string;
  /** The row's name (its th). */
  label: string;
  /** Shown in a monospace face (paths, hosts, utm values): exactly as counted. */
  code: boolean;
  /** The numbers, formatted; null where there is none (a rate without visitors). */
  cells: (string | null)[];
  /** A share from 0 to 1 drawn as a small bar in the last cell (devices). */
  bar?: number;
};

export type TableView = {
  id: string;
  heading: string;
  intro: string;
  caption: string;
  columns: ColumnView[];
  rows: RowView[];
  empty: string;
};
