import { useState } from "react";
import { useHydrated } from "../leads/use-hydrated";
import { Warning } from "../ui/form";
import { ProfileSection } from "./ProfileSection";
import { twoFactorCopy } from "./profile-copy";
import "./recovery-codes.css";

const copy = twoFactorCopy.codes;

type Props = {
  codes: string[];
  /** Who they are for and where: the file's and the printout's heading. */
  email: string;
  siteName: string;
  /** When they were made, as the page shows times (the file says it). */
  made: string;
};

/** The codes as a text file: a heading, then one numbered code a line. */
function codesText({ codes, email, siteName, made }: Props): string {
  return [
    copy.fileTitle(siteName, email),
    copy.fileMade(made),
    "",
    ...codes.map((code, i) => `${String(i + 1).padStart(2, " ")}. ${code}`),
    "",
  ].join("\n");
}

/**
 * The recovery codes, shown exactly once (in the answer to the post that made them,
 * never stored in a way that could be shown again), with ways to keep them: a download
 * (a data: link, so the file is made from this page and no address can serve the codes
 * again; it works without JavaScript), copy and print (with JavaScript), and a way back.
 */
export function RecoveryCodes(props: Props) {
  const { codes } = props;
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const text = codesText(props);

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <ProfileSection id="recovery-codes-heading" title={copy.heading}>
      <Warning>{copy.save}</Warning>
      <div id="recovery-codes-print" className="grid gap-3">
        <p className="hidden font-semibold text-ink print:block">{copy.fileTitle(props.siteName, props.email)}</p>
        <ol
          aria-label={copy.listLabel}
          className="w-fit max-w-full list-decimal gap-x-14 rounded-lg border border-line bg-surface py-3 pr-5 pl-12 font-mono text-base text-ink tabular-nums marker:text-muted sm:columns-2"
        >
          {codes.map((code) => (
            <li key={code} className="break-inside-avoid py-1 pl-1 whitespace-nowrap">
              <code className="select-all tracking-wide">{code}</code>
            </li>
          ))}
        </ol>
        <p className="hidden text-sm text-ink print:block">{copy.fileMade(props.made)}</p>
      </div>
      <p className="max-w-2xl text-muted">{copy.onceOnly}</p>
      <p className="max-w-2xl text-muted">{copy.howToUse}</p>
      <div role="group" aria-label={copy.keepHeading} className="flex flex-wrap items-center gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={copy.fileName(props.siteName)}
          className="btn btn-secondary"
        >
          {copy.download}
        </a>
        {hydrated ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={copyCodes}>
              {copy.copy}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
              {copy.print}
            </button>
          </>
        ) : null}
        <a href="/admin/profile" className="btn btn-primary">
          {copy.done}
        </a>
      </div>
      <p role="status" aria-live="polite" className="text-sm font-semibold empty:hidden">
        {copied === "yes" ? (
          <span className="text-success">{copy.copied}</span>
        ) : copied === "failed" ? (
          <span className="text-error">{copy.copyFailed}</span>
        ) : null}
      </p>
      {hydrated ? null : <p className="max-w-2xl text-sm text-muted">{copy.noScript}</p>}
    </ProfileSection>
  );
}
