import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { CsrfInput, ErrorSummary, Field, SubmitRow } from "../ui/form";
import { ProfileSection } from "./ProfileSection";
import { twoFactorCopy } from "./profile-copy";
import type { EnableTwoFactorForm } from "./schemas";

const copy = twoFactorCopy.setup;

export type TwoFactorSetupView = {
  /** The setup key in groups of four. */
  key: string;
  /** otpauth:// address (opens the authenticator app on the same phone). */
  uri: string;
  /** The QR code, an SVG made on the server by the `qrcode` package from `uri`. */
  qrSvg: string;
};

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-3 gap-y-2">
      <span
        aria-hidden="true"
        className="row-span-2 flex size-9 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-100"
      >
        {n}
      </span>
      <h3 className="self-center text-lg font-bold text-ink">
        <span className="sr-only">Step {n}: </span>
        {title}
      </h3>
      <div className="col-start-2 grid gap-3">{children}</div>
    </li>
  );
}

/**
 * The three steps of turning two-factor sign-in on: an app, the QR code (or the
 * key typed by hand), and a code from the app that proves it works.
 */
export function TwoFactorSetup({
  setup,
  csrf,
  lastResult,
}: {
  setup: TwoFactorSetupView;
  csrf: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<EnableTwoFactorForm>({ id: "enable-two-factor", lastResult });
  return (
    <ProfileSection id="setup-heading" title={copy.heading}>
      <ol className="mt-2 grid gap-8">
        <Step n={1} title={copy.step1.heading}>
          <p className="max-w-2xl text-muted">{copy.step1.text}</p>
        </Step>
        <Step n={2} title={copy.step2.heading}>
          <p className="max-w-2xl text-muted">{copy.step2.text}</p>
          {/* Our own SVG, generated on the server from our own URI: safe to inline. */}
          <div
            role="img"
            aria-label={copy.step2.qrLabel}
            className="w-[200px] max-w-full rounded-lg border border-line bg-white p-2 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="max-w-2xl text-muted">{copy.step2.keyIntro}</p>
          <p className="grid gap-1">
            <span className="text-sm font-semibold text-ink">{copy.step2.keyLabel}</span>
            <code className="w-fit max-w-full select-all rounded-lg border border-line bg-surface px-3 py-2 font-mono text-lg font-semibold tracking-wider break-words text-ink">
              {setup.key}
            </code>
          </p>
          <p className="text-sm">
            <a href={setup.uri} className="font-semibold text-brand-700 underline underline-offset-2">
              {copy.step2.openApp}
            </a>
          </p>
        </Step>
        <Step n={3} title={copy.step3.heading}>
          <form method="post" className="grid max-w-sm gap-4" {...getFormProps(form)}>
            <ErrorSummary
              formErrors={form.errors}
              fields={[{ id: fields.code.id, label: copy.step3.code, errors: fields.code.errors }]}
            />
            <CsrfInput csrf={csrf} />
            <input type="hidden" name="intent" value="enable" />
            <Field
              field={fields.code}
              label={copy.step3.code}
              hint={copy.step3.codeHint}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              secret
            />
            <SubmitRow>{copy.step3.submit}</SubmitRow>
          </form>
        </Step>
      </ol>
    </ProfileSection>
  );
}
