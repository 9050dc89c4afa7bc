/** The company wordmark: a stylised "R" tile and the name, drawn for the site. */
export function Logo({ name, tone = "dark" }: { name: string; tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="40" height="40" rx="10" fill="#4338CA" />
        <path
          d="M13 29V11h8.2c4 0 6.3 2.2 6.3 5.4 0 2.4-1.3 4.1-3.5 4.9L28 29h-4.6l-3.5-7.2H17V29h-4Zm4-10.6h3.9c1.7 0 2.6-.8 2.6-2.1s-.9-2.1-2.6-2.1H17v4.2Z"
          fill="#fff"
        />
        <circle cx="31" cy="11" r="3" fill="#F97316" />
      </svg>
      <span
        className={`truncate text-base font-extrabold tracking-tight min-[360px]:text-lg ${tone === "light" ? "text-white" : "text-ink"}`}
      >
        {name}
      </span>
    </span>
  );
}
