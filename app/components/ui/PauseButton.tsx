import { useRef } from "react";
import { useReplayedClicks } from "#app/lib/hydration";

/**
 * The visible pause/play control every auto-moving region carries (WCAG 2.2.2).
 * `label` names what it controls, e.g. "client logos".
 */
export function PauseButton({
  paused,
  onToggle,
  label,
  className = "",
}: {
  paused: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
}) {
  // Pressed before its region has hydrated, it still pauses it (decision 029).
  const replay = useReplayedClicks(useRef<HTMLButtonElement>(null));
  return (
    <button
      {...replay}
      type="button"
      onClick={onToggle}
      aria-pressed={paused}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card hover:bg-brand-50 ${className}`}
    >
      <span className="sr-only">{`Pause ${label}`}</span>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {paused ? (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        ) : (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
