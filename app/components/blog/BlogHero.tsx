/** The top of the blog's list pages: eyebrow, the page's h1 and an introduction. */
export function BlogHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white" data-section="hero">
      <div className="container-page py-12 sm:py-16">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-extrabold text-ink sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{intro}</p>
      </div>
    </section>
  );
}
