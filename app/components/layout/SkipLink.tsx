/** First focusable element on every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only-focusable fixed left-4 top-4 z-[100] rounded-lg bg-brand px-4 py-3 font-bold text-white shadow-card"
    >
      Skip to main content
    </a>
  );
}
