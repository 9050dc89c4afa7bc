import { useEffect, useRef, useState } from "react";
import { contentCopy } from "./copy";
import type { AutosaveAnswer } from "./post-tools.server";

const writing = contentCopy.writing;

/** Autosave runs this long after the first change that is not saved (so steady typing still saves every 10 s). */
export const AUTOSAVE_MS = 10_000;

export type AutosaveStatus = { text: string; tone?: "error"; dirty: boolean };

/**
 * Saves the draft of any record (never publishes) 10 s after a change, by fetching the
 * form's own Save draft action with autosave=1 (at …/autosave, which answers JSON); the
 * form's base version follows, so Save draft and Publish by hand are not taken for
 * someone else's change. Drafts live in the database, so any instance answers.
 *
 * `dirty` says whether the form holds changes that are not saved: from the first change
 * until an autosave or a submit, and again when the last post came back refused
 * (`unsavedReply`). `enabled` false (a record not saved yet) tracks changes but saves nothing.
 */
export function useAutosave(formId: string, action: string, enabled: boolean, unsavedReply: unknown) {
  const [status, setStatus] = useState<AutosaveStatus>({ text: "", dirty: false });
  const dirty = useRef(false);
  const changes = useRef(0);
  const kick = useRef<() => void>(() => {});
  // A refused or changed-list reply holds work that is not saved: it counts as a change (and is saved in 10 s).
  useEffect(() => {
    if (!unsavedReply) return;
    changes.current += 1;
    dirty.current = true;
    setStatus((s) => ({ ...s, dirty: true }));
    kick.current();
  }, [unsavedReply]);
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const save = async () => {
      timer = undefined;
      const seen = changes.current;
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
      body.set("op", "save");
      body.set("autosave", "1");
      setStatus({ text: writing.saving, dirty: true });
      try {
        const response = await fetch(`${action}/autosave`, { method: "POST", body });
        const answer = (await response.json()) as AutosaveAnswer;
        if (answer.ok) {
          const base = form.elements.namedItem("base_version");
          if (base instanceof HTMLInputElement) base.value = String(answer.version);
          dirty.current = changes.current !== seen;
          setStatus({ text: writing.savedAt(answer.savedAt), dirty: dirty.current });
          if (dirty.current) schedule();
        } else {
          stopped = Boolean(answer.conflict);
          setStatus({
            text: answer.conflict ? answer.message : writing.notSaved(answer.message),
            tone: "error",
            dirty: true,
          });
        }
      } catch {
        setStatus({ text: writing.notSaved(writing.offline), tone: "error", dirty: true });
      }
    };
    const schedule = () => {
      if (enabled && !stopped && timer === undefined) timer = setTimeout(() => void save(), AUTOSAVE_MS);
    };
    kick.current = schedule;
    const changed = (event: Event) => {
      // The search box of an image picker changes nothing in the record.
      if (event.target instanceof HTMLInputElement && (event.target.type === "search" || event.target.type === "file"))
        return;
      changes.current += 1;
      if (!dirty.current) setStatus((s) => ({ ...s, dirty: true }));
      dirty.current = true;
      schedule();
    };
    // Saving or publishing by hand: nothing is left unsaved (a refused post says so again through `unsavedReply`).
    const submitted = () => {
      clearTimeout(timer);
      timer = undefined;
      dirty.current = false;
      setStatus((s) => ({ ...s, dirty: false }));
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", submitted);
    if (dirty.current) schedule();
    return () => {
      clearTimeout(timer);
      kick.current = () => {};
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", submitted);
    };
  }, [formId, action, enabled]);
  return status;
}

/** The autosave's words ("Draft saved at 10:42", India time), read out politely as they change. */
export function AutosaveNote({ status }: { status: AutosaveStatus }) {
  return (
    <span
      aria-live="polite"
      className={`text-sm font-semibold empty:hidden ${status.tone === "error" ? "text-error" : "text-muted"}`}
      data-autosave=""
    >
      {status.text}
    </span>
  );
}
