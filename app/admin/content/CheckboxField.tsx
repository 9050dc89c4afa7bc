import { FieldError } from "../ui/form";
import type { CheckboxNode } from "./schema-form.server";

/**
 * A checkbox of the record form with its label beside it, its help under it and its error
 * below (./SchemaFields.tsx's fields, an image's "Decorative" in ./ImageField.tsx).
 */
export function CheckboxField({ node, id, className }: { node: CheckboxNode; id: string; className?: string }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(node.errors?.length);
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ""}`}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id={id}
          name={node.name}
          defaultChecked={node.checked}
          key={String(node.checked)}
          className="size-5 accent-brand"
          aria-invalid={invalid || undefined}
          aria-describedby={[node.hint ? hintId : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined}
        />
        <label htmlFor={id} className="font-semibold text-ink">
          {node.label}
        </label>
      </div>
      {node.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {node.hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={node.errors} />
    </div>
  );
}
