import { Link } from "react-router";

/** Branded page for 404s and unexpected errors, shown inside the site shell. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  return (
    <section className="container-page section text-center">
      <p className="eyebrow">Error {status}</p>
      <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl">
        {notFound ? "We couldn't find that page" : "Something went wrong"}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        {notFound
          ? "The link may be old or mistyped. Everything we offer is one click away below."
          : (message ?? "An unexpected error occurred. Please try again in a moment.")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to="/services" className="btn btn-secondary">
          Browse our services
        </Link>
        <Link to="/contact_us" className="btn btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}
