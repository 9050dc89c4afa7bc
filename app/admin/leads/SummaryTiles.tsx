import { STATUS_LABELS, STATUS_ORDER, adminCopy, type LeadStatus } from "../labels";

type Props = {
  statusCounts: Record<LeadStatus, number>;
  mail: { failed: number; waiting: number };
};

/** Counts by status (each a link to that part of the list) and e-mails that need a look. */
export function SummaryTiles({ statusCounts, mail }: Props) {
  const tiles = [
    ...STATUS_ORDER.map((s) => ({
      key: s,
      label: STATUS_LABELS[s],
      value: statusCounts[s],
      href: `/admin?status=${s}`,
      alert: false,
    })),
    {
      key: "failed",
      label: adminCopy.list.tiles.mailFailed,
      value: mail.failed,
      href: undefined,
      alert: mail.failed > 0,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => {
        const body = (
          <>
            <span className="block text-sm font-semibold text-muted">{t.label}</span>
            <span className={`mt-1 block text-3xl font-extrabold tabular-nums ${t.alert ? "text-error" : "text-ink"}`}>
              {t.value.toLocaleString("en-IN")}
            </span>
          </>
        );
        return (
          <li key={t.key} className={`card ${t.alert ? "border-error/40" : ""}`}>
            {t.href ? (
              <a href={t.href} className="block rounded-[inherit] p-4 hover:bg-brand-50">
                {body}
              </a>
            ) : (
              <div className="p-4">
                {body}
                {mail.waiting > 0 ? (
                  <span className="mt-1 block text-xs text-muted">
                    {adminCopy.list.tiles.mailWaiting}: {mail.waiting}
                  </span>
                ) : null}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
