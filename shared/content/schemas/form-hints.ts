/**
 * How the back office's record form draws a field, beyond its label and help: written
 * beside the field in its schema (`.meta({ title, ...form({ fold: "Advanced" }) })`), carried
 * by zod's JSON Schema output under one extension key, read by the editor
 * (app/admin/content/schema-spec.server.ts). Widget choices live with the field they are
 * for, not guessed from key names (docs/decisions/048).
 */
export type FormHints = {
  /** Drawn under a folded heading of this name, with the other fields of its object that share it ("Advanced"). */
  fold?: string;
  /** Drawn before the fields without one, lowest first (the rest keep their order). */
  order?: number;
  /** A length guide under the field, as search engines count: a bar and "57 / 60 — good". */
  length?: { min: number; max: number };
  /** A date and time entered in India time (stored as an ISO instant). */
  widget?: "datetime";
  /** Never shown: made from this other field of the same object (a plan's id from its name). */
  madeFrom?: string;
  /** The words for a choice's values, by value (otherwise the value itself is shown). */
  options?: Readonly<Record<string, string>>;
  /** Shown but not editable while the field `field` of the same object is `equals`: `note` says where the value comes from. */
  derivedWhen?: { field: string; equals: string; note: string };
};

/** The JSON Schema keyword the hints travel under (an extension: other readers pass it by). */
export const FORM_HINTS_KEY = "x-form";

/** A field's form hints, to spread into its `.meta({ … })`. */
export const form = (hints: FormHints) => ({ [FORM_HINTS_KEY]: hints });
