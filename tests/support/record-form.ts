import { storedInstantName } from "#app/admin/content/form-paths";
import type { FormNode } from "#app/admin/content/schema-form.server";

/** Reading the record form's description (app/admin/content/schema-form.server.ts) as a browser would. */

/** The name/value pairs a browser would post for the form as drawn (unticked checkboxes post nothing). */
export function formEntries(node: FormNode): [string, string][] {
  switch (node.kind) {
    case "group":
      return node.children.flatMap(formEntries);
    case "list":
      return node.items.flatMap(formEntries);
    case "checkbox":
      return node.checked ? [[node.name, "on"]] : [];
    case "absent":
      return [];
    case "text":
      // A date and time posts its stored instant beside it.
      return [
        [node.name, node.value],
        ...(node.was ? [[storedInstantName(node.name), node.was] as [string, string]] : []),
      ];
    default:
      return [[node.name, node.value]];
  }
}

/** The node at a path (a group's or list's descendants). */
export function findNode(node: FormNode, name: string): FormNode | undefined {
  if (node.name === name) return node;
  const kids = node.kind === "group" ? node.children : node.kind === "list" ? node.items : [];
  for (const k of kids) {
    const hit = findNode(k, name);
    if (hit) return hit;
  }
  return undefined;
}
