import type { ReactNode } from "react";

type Props = {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Added to the card's classes (a ring while a removal waits for confirmation). */
  className?: string;
  children: ReactNode;
};

/** One titled card on the profile, two-factor, settings and users pages (an h2 and its content). */
export function ProfileSection({ id, title, intro, className = "", children }: Props) {
  return (
    <section aria-labelledby={id} className={`card grid grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6 ${className}`}>
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {intro ? <p className="max-w-2xl text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
