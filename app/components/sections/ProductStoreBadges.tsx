import type { Product, ProductLabels } from "#shared/content/schemas/products";

type BadgeLabels = Pick<ProductLabels["detail"], "playStoreBadge" | "appStoreBadge" | "newTabNote">;

/** Store links drawn as badges; each opens the listing in a new tab and says so. */
export function ProductStoreBadges({
  stores,
  productName,
  labels,
}: {
  stores: NonNullable<Product["stores"]>;
  productName: string;
  labels: BadgeLabels;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-4">
      {stores.playStore ? (
        <li>
          <StoreBadge
            href={stores.playStore}
            text={labels.playStoreBadge}
            note={`${productName}, ${labels.newTabNote}`}
          >
            <PlayGlyph />
          </StoreBadge>
        </li>
      ) : null}
      {stores.appStore ? (
        <li>
          <StoreBadge href={stores.appStore} text={labels.appStoreBadge} note={`${productName}, ${labels.newTabNote}`}>
            <AppGlyph />
          </StoreBadge>
        </li>
      ) : null}
    </ul>
  );
}

function StoreBadge({
  href,
  text,
  note,
  children,
}: {
  href: string;
  text: { small: string; large: string };
  note: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-14 min-w-48 items-center gap-3 rounded-xl border border-slate-500 bg-black px-4 py-2 text-white transition-colors hover:border-white hover:bg-brand-700"
    >
      {children}
      <span className="flex flex-col text-left leading-tight">
        <span className="text-[0.6875rem] font-medium tracking-wide uppercase">{text.small}</span>{" "}
        <span className="text-xl font-semibold tracking-tight">{text.large}</span>
      </span>
      <span className="sr-only">{` (${note})`}</span>
    </a>
  );
}

/** Our own play glyph: a rounded triangle in the brand colours (not a store's trademark). */
function PlayGlyph() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
      <path d="M8 5.5c0-1.6 1.7-2.5 3-1.7l15.4 10.5c1.2.8 1.2 2.6 0 3.4L11 28.2c-1.3.8-3-.1-3-1.7z" fill="#F97316" />
      <path d="M8 5.5 19 16 8 26.5z" fill="#FDBA74" />
      <path d="M8 16h11L8 26.5z" fill="#C7D2FE" />
    </svg>
  );
}

/** Our own app glyph: a phone with a download arrow. */
function AppGlyph() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
      <rect x="7" y="2.5" width="18" height="27" rx="4" fill="none" stroke="#C7D2FE" strokeWidth="2.2" />
      <path
        d="M16 9v10m-4.5-4.5L16 19l4.5-4.5"
        fill="none"
        stroke="#FDBA74"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M13 25h6" stroke="#C7D2FE" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
