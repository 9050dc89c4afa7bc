/**
 * The round plus of a closed <details class="group"> item that becomes a minus when it
 * opens. CSS only (group-open), so it is right before hydration and without JavaScript.
 */
export function PlusMinus() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-open:bg-brand group-open:text-white"
    >
      <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
        <path d="M4 10h12" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <path
          d="M10 4v12"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          className="group-open:hidden"
        />
      </svg>
    </span>
  );
}
