import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { adminCopy } from "../labels";
import { Field, PasswordField, WideSubmit, useAdminForm } from "../ui/form";
import { CardLink } from "./PublicCard";
import type { SignInForm } from "./schemas";

const copy = adminCopy.login;

type Props = {
  /** Where to continue after signing in (a back-office address). */
  next: string;
  /** The server's answer to the last attempt (field errors, wrong password, locked). */
  lastResult?: SubmissionResult<string[]>;
  /** A neutral note (signed out, session ended). */
  notice?: string;
};

/** The sign-in card: e-mail and password, a plain POST that works without JavaScript. */
export function LoginForm({ next, lastResult, notice }: Props) {
  const [form, fields] = useAdminForm<SignInForm>("sign-in", lastResult);
  const formError = form.errors?.[0];
  return (
    <section aria-labelledby="login-title" className="card mx-auto w-full max-w-md p-6 sm:p-8">
      <h1 id="login-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {copy.title}
      </h1>
      <p className="mt-3 text-muted">{copy.intro}</p>
      {notice && !formError ? (
        <p
          role="status"
          className="mt-5 rounded-lg border border-line bg-brand-50 px-4 py-3 text-sm font-medium text-brand-700"
        >
          {notice}
        </p>
      ) : null}
      {formError ? (
        <p
          id={form.errorId}
          role="alert"
          className="mt-5 rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm font-semibold text-error"
        >
          {formError}
        </p>
      ) : null}
      <form method="post" action="/admin/login" className="mt-6 grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="next" value={next} />
        <Field field={fields.email} label={copy.email} type="email" autoComplete="username" required />
        <PasswordField field={fields.password} label={copy.password} purpose="current" />
        <WideSubmit>{copy.submit}</WideSubmit>
      </form>
      <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <CardLink href="/admin/forgot-password">{copy.forgot}</CardLink>
        <CardLink href="/">{copy.backToSite}</CardLink>
      </p>
    </section>
  );
}
