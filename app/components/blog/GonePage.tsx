import { Link } from "react-router";
import { blogPath } from "#shared/lib/blog";

export type GoneLabels = {
  eyebrow: string;
  title: string;
  text: string;
  backLabel: string;
  contact: { label: string; href: string };
};

/** /blog/{slug} of a post taken down (410 Gone): says so, and leads back to the others. */
export function GonePage({ labels }: { labels: GoneLabels }) {
  return (
    <section className="container-page section text-center" data-section="gone">
      <p className="eyebrow">{labels.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl">{labels.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{labels.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={blogPath()} className="btn btn-primary">
          {labels.backLabel}
        </Link>
        <Link to={labels.contact.href} className="btn btn-secondary">
          {labels.contact.label}
        </Link>
      </div>
    </section>
  );
}
