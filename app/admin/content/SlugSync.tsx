import { useEffect } from "react";
import { slugify } from "#shared/lib/slugify";

/**
 * Fills a new record's id and address in from its name or title as it is typed
 * ("Gola Sizzler" → gola-sizzler), until the editor types in them; emptying one hands it
 * back. Without JavaScript the server fills in the empty ones when it saves.
 * (Plain DOM listeners, not React state: the fields stay the server's uncontrolled inputs.)
 */
export function SlugSync({ formId, from, to }: { formId: string; from: string; to: readonly string[] }) {
  const names = to.join(",");
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const field = (name: string) => {
      const el = form.elements.namedItem(name);
      return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : undefined;
    };
    const source = field(from);
    const targets = names
      .split(",")
      .map(field)
      .filter((el) => el !== undefined);
    if (!source || !targets.length) return;
    // A target follows the source while it is empty or still what the source would make.
    const following = new Map(targets.map((t) => [t, t.value === "" || t.value === slugify(source.value)]));
    const onSource = () => {
      for (const [t, follows] of following) if (follows) t.value = slugify(source.value);
    };
    const onTarget = (event: Event) => {
      const t = event.target as HTMLInputElement;
      if (following.has(t)) following.set(t, t.value === "");
    };
    // What was typed before the page's script ran (a slow phone) is filled in now.
    onSource();
    source.addEventListener("input", onSource);
    for (const t of targets) t.addEventListener("input", onTarget);
    return () => {
      source.removeEventListener("input", onSource);
      for (const t of targets) t.removeEventListener("input", onTarget);
    };
  }, [formId, from, names]);
  return null;
}
