import { type CollectionName, collectionOf } from "#shared/content/collections";
import { formatIndiaDateTime } from "../time.server";
import { diffRecords } from "./diff";
import { describeForm, type FormNode, parsePath, formatPath } from "./schema-form.server";

/**
 * Fields named as the form names them: a record's path ("plans[0].pricing.price") by the
 * labels of the form's fields that hold it ("Plan 1: Growth › Pricing › Price (₹)"), read
 * from the same form tree the editor draws from the collection's schema (its titles). The
 * history and the conflict view speak in these words, not in paths.
 */
export type PathLabeller = (path: string) => string;

/** The labels of every field of the form of `value`, by path, each with those of the fields around it ("Plan 1: Basic › Pricing › Price (₹)"). */
function trailsOf(root: FormNode): Map<string, string[]> {
  const trails = new Map<string, string[]>();
  const walk = (node: FormNode, trail: string[]) => {
    const here = node.name === "" ? trail : [...trail, node.label];
    trails.set(node.name, here);
    // A list's items name themselves ("Plan 1: Basic"): the list's own label is not repeated before them.
    if (node.kind === "list") for (const item of node.items) walk(item, trail);
    else if (node.kind === "group") for (const kid of node.children) walk(kid, here);
  };
  walk(root, []);
  return trails;
}

/** A version's form, once per version object (a history compares each version with two others). */
const described = new WeakMap<object, Map<string, string[]>>();
function formOf(schema: Parameters<typeof describeForm>[0], value: unknown): Map<string, string[]> {
  const known = typeof value === "object" && value !== null ? described.get(value) : undefined;
  if (known) return known;
  const trails = trailsOf(describeForm(schema, value));
  if (typeof value === "object" && value !== null) described.set(value, trails);
  return trails;
}

/**
 * Names paths of the records `values` (tried in turn: a field removed since is named from
 * the older one). A path inside a field the form edits as a whole (JSON) is named by that
 * field, then its own keys.
 */
export function pathLabeller(collection: CollectionName, ...values: unknown[]): PathLabeller {
  const schema = collectionOf(collection).schema;
  const forms = values.filter((v) => v !== undefined).map((v) => formOf(schema, v));
  return (path) => {
    for (const trails of forms) {
      const trail = trails.get(path);
      if (trail?.length) return trail.join(" › ");
    }
    const segments = parsePath(path) ?? [];
    for (let n = segments.length - 1; n > 0; n--) {
      const owner = forms.map((t) => t.get(formatPath(segments.slice(0, n)))).find((t) => t?.length);
      if (owner) return [...owner, ...segments.slice(n).map(String)].join(" › ");
    }
    return path;
  };
}

/** A change as the history shows it: the field by its labels, the values as a person reads them. */
export type LabelledChange = { field: string; before: string; after: string };

const RUPEES = / \(₹\)$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** A stored value in words: rupees as ₹3,000 (fields titled "… (₹)"), instants in India time, yes and no. */
function shown(value: string, inRupees: boolean): string {
  if (value === "—") return value;
  if (inRupees && value !== "" && Number.isFinite(Number(value))) return `₹${rupees.format(Number(value))}`;
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatIndiaDateTime(value);
  if (value === "true") return "Yes";
  if (value === "false") return "No";
  return value === "" ? "(empty)" : value;
}

/** The fields that differ between two versions of a record, named by their labels: "Plan 1 › Price: ₹300 → ₹325". */
export function labelledChanges(collection: CollectionName, before: unknown, after: unknown): LabelledChange[] {
  const label = pathLabeller(collection, after, before);
  return diffRecords(before, after).map((change) => {
    const field = label(change.field);
    const inRupees = RUPEES.test(field);
    return {
      field: field.replace(RUPEES, ""),
      before: shown(change.before, inRupees),
      after: shown(change.after, inRupees),
    };
  });
}
