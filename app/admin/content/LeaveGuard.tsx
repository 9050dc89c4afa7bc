import { useEffect, useRef, useState } from "react";
import { contentCopy } from "./copy";

const copy = contentCopy.leave;

/** A link whose following would leave this page: same tab, plain click, another address (not a jump within the page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return undefined;
  if (link.target && link.target !== "_self") return undefined;
  const to = new URL(link.href, location.href);
  if (to.origin !== location.origin) return undefined;
  if (to.pathname === location.pathname && to.search === location.search && to.hash) return undefined;
  return link;
}

/**
 * Asks before unsaved changes are lost. A link inside the back office (the menu, the
 * breadcrumbs, any other) opens a dialog of our own, which names what is at stake and lets
 * the person stay or leave; closing or reloading the tab, or a link of another site, gets
 * the browser's own question (the only one a page may ask then).
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<string>();
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Capture: before the link's own handlers (React Router's links skip a prevented click).
    const click = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link) return;
      event.preventDefault();
      setTarget(link.href);
      dialog.current?.showModal();
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", click, true);
    };
  }, [dirty]);

  const leave = () => {
    if (!target) return;
    leaving.current = true;
    dialog.current?.close();
    location.assign(target);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="leave-heading"
      aria-describedby="leave-text"
      onClose={() => setTarget(undefined)}
      className="m-auto w-[min(32rem,calc(100vw-1rem))] max-w-none rounded-xl border border-line bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <div className="grid gap-4 p-5 sm:p-6">
        <h2 id="leave-heading" className="text-xl font-bold text-ink">
          {copy.heading}
        </h2>
        <p id="leave-text" className="text-ink">
          {copy.text}
        </p>
        <div className="flex flex-wrap gap-3 [&>button]:flex-1 sm:[&>button]:flex-none">
          {/* The safe choice is the first one and has the focus. */}
          {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first control, shown on request */}
          <button type="button" autoFocus onClick={() => dialog.current?.close()} className="btn btn-primary">
            {copy.stay}
          </button>
          <button type="button" onClick={leave} className="btn btn-secondary">
            {copy.leave}
          </button>
        </div>
      </div>
    </dialog>
  );
}
