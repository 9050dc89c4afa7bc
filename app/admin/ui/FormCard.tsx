import type { ReactNode } from "react";

/**
 * One form's card on a worked record's page (a lead, a job application): its heading and
 * intro, then what the last post said (`status`: a refusal, or the notice of a post that went
 * through), then the form. Its `id` is where a post comes back to (the address's fragment).
 */
export function FormCard({
  id,
  title,
  intro,
  status,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="card grid scroll-mt-6 grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {intro ? <p className="max-w-2xl text-sm text-muted">{intro}</p> : null}
      </div>
      {status}
      {children}
    </section>
  );
}
