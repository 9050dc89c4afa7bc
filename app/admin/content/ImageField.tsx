import type { ReactNode } from "react";
import { FieldError } from "../ui/form";
import type { FormNode, GroupNode, HiddenNode, SelectNode, TextNode } from "./schema-form.server";

/**
 * An image field of a content record's form (`describeImage` in ./schema-form.server.ts):
 * the chosen file, its alt text and its size (hidden, re-derived from the library on save).
 * Drawn apart from ./SchemaFields.tsx, which hands over the item buttons (remove, move).
 */

const inputClass =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";
const boxClass = "col-span-full grid min-w-0 gap-4 rounded-lg border border-line bg-white p-3 sm:p-4 sm:grid-cols-2";

const idOf = (prefix: string, name: string) => `${prefix}-${name.replace(/[^\w-]+/g, "-").replace(/-+$/, "")}`;
const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

type ImageParts = { src: SelectNode; alt: TextNode; sizes: HiddenNode[] };

/** The parts of an image group, or undefined when the group is not an image (src select, alt text, width, height). */
export function imageParts(node: GroupNode): ImageParts | undefined {
  const find = <K extends FormNode["kind"]>(kind: K, key: string) =>
    node.children.find((c): c is Extract<FormNode, { kind: K }> => c.kind === kind && c.name === childPath(node.name, key));
  const src = find("select", "src");
  const alt = find("text", "alt");
  const width = find("hidden", "width");
  const height = find("hidden", "height");
  return src && alt && width && height && node.children.length === 4 ? { src, alt, sizes: [width, height] } : undefined;
}

export function ImageField({ node, parts, prefix, controls }: { node: GroupNode; parts: ImageParts; prefix: string; controls?: ReactNode }) {
  const errorId = `${idOf(prefix, node.name)}-error`;
  return (
    <fieldset className={boxClass} aria-describedby={node.errors?.length ? errorId : undefined}>
      <legend className="px-1 font-bold text-ink">
        {node.label}
        {node.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </legend>
      <FieldError id={errorId} errors={node.errors} />
      {node.preview ? (
        <img
          src={node.preview.src}
          width={node.preview.width || undefined}
          height={node.preview.height || undefined}
          alt=""
          loading="lazy"
          decoding="async"
          className="col-span-full h-20 w-auto max-w-full justify-self-start rounded border border-line bg-surface object-contain"
        />
      ) : null}
      <SrcSelect node={parts.src} prefix={prefix} />
      <AltText node={parts.alt} prefix={prefix} />
      {parts.sizes.map((h) => (
        <input key={h.name} type="hidden" name={h.name} value={h.value} />
      ))}
      {controls}
    </fieldset>
  );
}

function aria(id: string, node: FormNode, hint: boolean) {
  const invalid = Boolean(node.errors?.length);
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
  };
}

function Label({ id, node }: { id: string; node: FormNode }) {
  return (
    <label htmlFor={id} className="font-semibold text-ink">
      {node.label}
      {node.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </label>
  );
}

function SrcSelect({ node, prefix }: { node: SelectNode; prefix: string }) {
  const id = idOf(prefix, node.name);
  return (
    <div className="grid content-start gap-1.5">
      <Label id={id} node={node} />
      <select key={`${node.name}=${node.value}`} id={id} name={node.name} defaultValue={node.value} className={inputClass} {...aria(id, node, false)}>
        {node.options.map((o) => (
          <option key={o.value} value={o.label === undefined && !/^\s|\s$|\s\s/.test(o.value) ? undefined : o.value}>
            {o.label ?? o.value}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={node.errors} />
    </div>
  );
}

function AltText({ node, prefix }: { node: TextNode; prefix: string }) {
  const id = idOf(prefix, node.name);
  return (
    <div className="grid content-start gap-1.5">
      <Label id={id} node={node} />
      {node.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {node.hint}
        </p>
      ) : null}
      <input
        key={`${node.name}=${node.value}`}
        type="text"
        id={id}
        name={node.name}
        defaultValue={node.value}
        maxLength={node.maxLength}
        className={inputClass}
        {...aria(id, node, Boolean(node.hint))}
      />
      <FieldError id={`${id}-error`} errors={node.errors} />
    </div>
  );
}
