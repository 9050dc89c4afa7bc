import { adminCopy } from "./labels";

const copy = adminCopy.login;

type Props = {
  /** Where to continue after signing in (an inbox address). */
  next: string;
  /** A problem with the last attempt (wrong password, locked). */
  error?: string;
  /** A neutral note (signed out, session ended). */
  notice?: string;
};

/** The sign-in card: one password field, a plain POST that works without JavaScript. */
export function LoginForm({ next, error, notice }: Props) {
  return (
    <section aria-labelledby="login-title" className="card mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 id="login-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {copy.title}
      </h1>
      <p className="mt-3 text-muted">{copy.intro}</p>
      {notice && !error ? (
        <p role="status" className="mt-5 rounded-lg border border-line bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p
          id="login-error"
          role="alert"
          className="mt-5 rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm font-semibold text-error"
        >
          {error}
        </p>
      ) : null}
      <form method="post" action="/admin/login" className="mt-6 grid gap-4">
        <input type="hidden" name="next" value={next} />
        <div className="grid gap-1.5">
          <label htmlFor="admin-password" className="font-semibold text-ink">
            {copy.password}
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "login-error" : undefined}
            className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
          />
        </div>
        <button type="submit" className="btn btn-primary w-full">
          {copy.submit}
        </button>
      </form>
      <p className="mt-6 text-sm">
        <a href="/" className="font-semibold text-brand-700 underline underline-offset-2">
          {copy.backToSite}
        </a>
      </p>
    </section>
  );
}
