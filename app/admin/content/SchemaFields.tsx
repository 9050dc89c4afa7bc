import { createContext, type ReactNode, useCallback, useContext } from "react";
import { FieldError } from "../ui/form";
import { CheckboxField } from "./CheckboxField";
import { fieldId, storedInstantName } from "./form-paths";
import { LengthMeter } from "./LengthMeter";
import { Fold, FoldedItem, JumpMenu, Section, hasErrors } from "./folds";
import { ImageField, imageParts } from "./ImageField";
import type { FormButton, FormNode, GroupNode, ListNode, SelectNode } from "./schema-form.server";

/**
 * The fields of a content record's form, drawn from the server's description
 * (`describeForm` in ./schema-form.server.ts). Plain HTML that works without
 * JavaScript: every control is named by its path, buttons that change the form are
 * submit buttons named `__intent`, and errors sit below their fields, wired with
 * aria-invalid and aria-describedby. The caller owns the <form> and its Save button.
 * Without JavaScript, a button that changes a list posts to `#field-<list>`, so the page
 * that comes back is scrolled to the list that changed, not to the top. A long record's
 * top-level groups are sections that fold (<details>).
 */

type Props = {
  node: FormNode;
  /** Prefix of every id, unique on the page. */
  idPrefix: string;
  /**
   * What Enter in a text field submits: a form's first submit button is its default,
   * and that must not be "Remove plan 1". Pass the name and value of the Save button
   * when it has them.
   */
  defaultAction?: { name: string; value: string; formAction?: string };
  /** The list or group a button just changed: it takes the focus, so the page that comes back (without JavaScript) is there. */
  focus?: string;
};

const FocusTarget = createContext<string | undefined>(undefined);

/** Focusable and focused when it is the one that just changed (autofocus is rendered on the server). */
function useFocusTarget(name: string) {
  const target = useContext(FocusTarget) === name;
  // React focuses only form controls for autoFocus: a group the page returns to is focused as it mounts.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  return target ? { tabIndex: -1, autoFocus: true, ref: focusOnMount } : {};
}

/** Whether the node at `path` is, or holds, the node at `focus`. */
const holds = (path: string, focus: string | undefined) =>
  focus !== undefined && (focus === path || focus.startsWith(`${path}.`) || focus.startsWith(`${path}[`));

/** A record with more fields than this draws its top-level groups as sections that fold. */
const LONG_RECORD = 12;
/** …and only groups of more fields than this. */
const SECTION_MIN = 4;

const inputClass =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";
const buttonClass = "btn btn-secondary min-h-11 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60";
const boxClass = "col-span-full grid min-w-0 gap-4 rounded-lg border border-line bg-white p-3 sm:p-4";

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(" ");
const idOf = (prefix: string, name: string) => fieldId(name, prefix);

const countFields = (node: FormNode): number =>
  node.kind === "group"
    ? node.children.reduce((n, c) => n + countFields(c), 0)
    : node.kind === "list"
      ? node.items.reduce((n, c) => n + countFields(c), 0)
      : 1;

export function SchemaFields({ focus, ...props }: Props) {
  return (
    <FocusTarget.Provider value={focus}>
      <Fields {...props} />
    </FocusTarget.Provider>
  );
}

function Fields({ node, idPrefix, defaultAction }: Omit<Props, "focus">) {
  const guard = (
    <button
      type="submit"
      name={defaultAction?.name}
      value={defaultAction?.value}
      formAction={defaultAction?.formAction}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
    >
      Save
    </button>
  );
  if (node.kind === "group" && node.name === "") {
    const errorId = `${idPrefix}-errors`;
    const long = countFields(node) > LONG_RECORD;
    // An image picker stays a plain group.
    const isSection = (c: FormNode): c is GroupNode | ListNode =>
      long && ((c.kind === "group" && !imageParts(c)) || c.kind === "list") && countFields(c) > SECTION_MIN;
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {guard}
        <JumpMenu sections={node.children.filter(isSection)} prefix={idPrefix} />
        {node.errors?.length ? (
          <div className="col-span-full">
            <FieldError id={errorId} errors={node.errors} />
          </div>
        ) : null}
        <Children
          nodes={node.children}
          prefix={idPrefix}
          draw={(c) =>
            isSection(c) ? (
              <Section key={c.name} node={c} prefix={idPrefix}>
                <Node node={c} prefix={idPrefix} />
              </Section>
            ) : (
              <Node key={c.name} node={c} prefix={idPrefix} />
            )
          }
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {guard}
      <Node node={node} prefix={idPrefix} />
    </div>
  );
}

/** A group's fields in order, then those the schema folds under a heading, each heading once (in the order of its first field). */
function Children({
  nodes,
  prefix,
  draw = (c) => <Node key={c.name} node={c} prefix={prefix} />,
}: {
  nodes: FormNode[];
  prefix: string;
  draw?: (node: FormNode) => ReactNode;
}) {
  const focus = useContext(FocusTarget);
  const folds = new Map<string, FormNode[]>();
  for (const c of nodes) if (c.fold) folds.set(c.fold, [...(folds.get(c.fold) ?? []), c]);
  return (
    <>
      {nodes.filter((c) => !c.fold).map(draw)}
      {[...folds].map(([label, members]) => (
        <Fold key={`fold:${label}`} label={label} nodes={members} open={members.some((m) => holds(m.name, focus))}>
          {members.map(draw)}
        </Fold>
      ))}
    </>
  );
}

function Node({ node, prefix }: { node: FormNode; prefix: string }): ReactNode {
  switch (node.kind) {
    case "group":
      return <Group node={node} prefix={prefix} />;
    case "list":
      return <List node={node} prefix={prefix} />;
    case "absent":
      return (
        <p className="col-span-full">
          <IntentButton button={node.add} />
        </p>
      );
    case "hidden":
      return <input type="hidden" name={node.name} value={node.value} />;
    default:
      return <Field node={node} prefix={prefix} />;
  }
}

/** An object, a union's variant or an image picker: a fieldset with its legend. */
function Group({ node, prefix }: { node: GroupNode; prefix: string }) {
  const focusable = useFocusTarget(node.name);
  const image = imageParts(node);
  if (image)
    return (
      <ImageField
        node={node}
        parts={image}
        prefix={prefix}
        focusable={focusable}
        controls={<Controls buttons={node.controls} />}
      />
    );
  const errorId = `${idOf(prefix, node.name)}-error`;
  return (
    <fieldset
      id={idOf(prefix, node.name)}
      {...focusable}
      className={cx(boxClass, "sm:grid-cols-2")}
      aria-describedby={describedBy(node, prefix)}
    >
      <Legend node={node} />
      <FieldError id={errorId} errors={node.errors} />
      <Children nodes={node.children} prefix={prefix} />
      <Controls buttons={node.controls} />
    </fieldset>
  );
}

/** A list: its items (groups, or fields with their buttons beside them) and "Add …". */
function List({ node, prefix }: { node: ListNode; prefix: string }) {
  const errorId = `${idOf(prefix, node.name)}-error`;
  // One item open at a time: the one a button just added or moved, else the first that needs attention.
  const focus = useContext(FocusTarget);
  const opened = (node.items.find((i) => holds(i.name, focus)) ?? node.items.find(hasErrors))?.name;
  return (
    <fieldset
      id={idOf(prefix, node.name)}
      {...useFocusTarget(node.name)}
      className={boxClass}
      aria-describedby={describedBy(node, prefix)}
    >
      <Legend node={node} />
      <Hint node={node} prefix={prefix} />
      <FieldError id={errorId} errors={node.errors} />
      {node.items.map((item) =>
        item.kind === "group" ? (
          <FoldedItem key={item.name} list={node.name} item={item} open={item.name === opened}>
            <Node node={item} prefix={prefix} />
          </FoldedItem>
        ) : !isField(item) ? (
          <Node key={item.name} node={item} prefix={prefix} />
        ) : (
          <div key={item.name} className="flex flex-wrap items-end gap-2">
            <Field node={item} prefix={prefix} className="min-w-0 flex-1 basis-60" />
            <Controls buttons={item.controls} prefix={prefix} />
          </div>
        ),
      )}
      {node.add ? (
        <p>
          <IntentButton button={node.add} prefix={prefix} />
        </p>
      ) : null}
      <Controls buttons={node.controls} />
    </fieldset>
  );
}

function Legend({ node }: { node: GroupNode | ListNode }) {
  return (
    <legend className="px-1 font-bold text-ink">
      {node.label}
      <Optional node={node} />
      {node.kind === "list" && node.limits ? <span className="font-normal text-muted"> ({node.limits})</span> : null}
    </legend>
  );
}

/** A group's or list's help (the schema's description) under its legend. */
function Hint({ node, prefix }: { node: GroupNode | ListNode; prefix: string }) {
  if (!node.hint) return null;
  return (
    <p id={`${idOf(prefix, node.name)}-hint`} className="text-sm text-muted">
      {node.hint}
    </p>
  );
}

function describedBy(node: GroupNode | ListNode, prefix: string): string | undefined {
  const id = idOf(prefix, node.name);
  return (
    [node.hint ? `${id}-hint` : "", node.errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

const Optional = ({ node }: { node: FormNode }) =>
  node.optional ? <span className="font-normal text-muted"> (optional)</span> : null;

function Controls({ buttons, prefix = "field" }: { buttons?: FormButton[]; prefix?: string }) {
  if (!buttons?.length) return null;
  return (
    <div className="col-span-full flex flex-wrap gap-2">
      {buttons.map((b) => (
        <IntentButton key={b.intent} button={b} prefix={prefix} />
      ))}
    </div>
  );
}

/**
 * A submit button that changes the form (no browser validation: the form is half filled on
 * purpose). It posts to `#<the field that changes>`, so the page comes back scrolled there.
 * At a list's limit it stays, disabled, with the limit in the list's legend.
 */
function IntentButton({ button, prefix = "field" }: { button: FormButton; prefix?: string }) {
  return (
    <button
      type="submit"
      // INTENT of ./schema-form.server.ts (a server module: its values stay on the server).
      name="__intent"
      value={button.intent}
      formAction={`#${idOf(prefix, button.target)}`}
      disabled={button.disabled}
      formNoValidate
      aria-label={button.label === button.text ? undefined : button.label}
      className={buttonClass}
    >
      {button.text}
    </button>
  );
}

type FieldNode = Exclude<FormNode, { kind: "group" | "list" | "absent" | "hidden" }>;
const isField = (node: FormNode): node is FieldNode => !["group", "list", "absent", "hidden"].includes(node.kind);

/** One control with its label above, its hint, and its error below (as app/admin/ui/form.tsx draws them). */
function Field({ node, prefix, className }: { node: FieldNode; prefix: string; className?: string }) {
  const id = idOf(prefix, node.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(node.errors?.length);
  const hint = node.hint ?? (node.kind === "json" ? "JSON" : undefined);
  const length = node.kind === "text" ? node.length : undefined;
  const lengthId = `${id}-length`;
  const aria = {
    "aria-invalid": invalid || undefined,
    "aria-describedby":
      [hint ? hintId : "", length ? lengthId : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined,
  };
  const wide = ((node.kind === "text" && node.multiline) || node.kind === "json") && "col-span-full";

  if (node.kind === "checkbox") return <CheckboxField node={node} id={id} className={className} />;
  if (node.kind === "literal") {
    return (
      <div className={cx("grid content-start gap-1.5", className)}>
        <p className="font-semibold text-ink">{node.label}</p>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
        <p className="flex min-h-11 items-center rounded-lg bg-surface px-3 text-ink ring-1 ring-line [overflow-wrap:anywhere]">
          {node.value}
        </p>
        <input type="hidden" name={node.name} value={node.value} />
        <FieldError id={errorId} errors={node.errors} />
      </div>
    );
  }
  return (
    <div className={cx("grid content-start gap-1.5", wide, className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {node.label}
        <Optional node={node} />
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <Control node={node} id={id} aria={aria} />
      {length ? <LengthMeter inputId={id} id={lengthId} initial={node.value} range={length} /> : null}
      {node.kind === "text" && node.was ? (
        <input type="hidden" name={storedInstantName(node.name)} value={node.was} />
      ) : null}
      <FieldError id={errorId} errors={node.errors} />
    </div>
  );
}

type Aria = { "aria-invalid"?: boolean; "aria-describedby"?: string };

function Control({
  node,
  id,
  aria,
}: {
  node: Exclude<FieldNode, { kind: "checkbox" | "literal" }>;
  id: string;
  aria: Aria;
}) {
  // Keyed by value: a server round trip that moves or changes values redraws the control with them.
  const key = `${node.name}=${node.value}`;
  const props = { id, name: node.name, defaultValue: node.value, className: inputClass, ...aria };
  switch (node.kind) {
    case "select":
      return <Select key={key} node={node} props={props} />;
    case "number":
      return (
        <input
          key={key}
          type="number"
          {...props}
          step={node.step}
          min={node.min}
          max={node.max}
          required={node.required}
          inputMode={node.step === "1" ? "numeric" : "decimal"}
        />
      );
    case "json":
      return <textarea key={key} {...props} rows={6} className={cx(inputClass, "font-mono text-sm")} />;
    case "text": {
      const text = { ...props, required: node.required, minLength: node.minLength, maxLength: node.maxLength };
      return node.multiline ? (
        <textarea key={key} {...text} rows={node.rows} />
      ) : (
        <input key={key} type={node.type} {...text} />
      );
    }
  }
}

function Select({
  node,
  props,
}: {
  node: SelectNode;
  props: Aria & { id: string; name: string; defaultValue: string; className: string };
}) {
  const select = (
    <select {...props} className={cx(inputClass, node.switch && "flex-1 basis-40")}>
      {node.options.map((o) => (
        // Without a label the text is the value (no attribute needed, unless spaces would be collapsed).
        <option key={o.value} value={o.label === undefined && !/^\s|\s$|\s\s/.test(o.value) ? undefined : o.value}>
          {o.label ?? o.value}
        </option>
      ))}
    </select>
  );
  if (!node.switch) return select;
  return (
    <div className="flex flex-wrap gap-2">
      {select}
      <IntentButton button={node.switch} />
    </div>
  );
}
