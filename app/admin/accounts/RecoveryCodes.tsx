import { Warning } from "../ui/form";
import { ProfileSection } from "./ProfileSection";
import { twoFactorCopy } from "./profile-copy";

const copy = twoFactorCopy.codes;

/**
 * The recovery codes, shown exactly once (in the answer to the post that made them,
 * never stored in a way that could be shown again), with a way back to the profile.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ProfileSection id="recovery-codes-heading" title={copy.heading}>
      <Warning>{copy.save}</Warning>
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
      <p className="max-w-2xl text-muted">{copy.onceOnly}</p>
      <p className="max-w-2xl text-muted">{copy.howToUse}</p>
      <p>
        <a href="/admin/profile" className="btn btn-primary">
          {copy.done}
        </a>
      </p>
    </ProfileSection>
  );
}
