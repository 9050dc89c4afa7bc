import { ProfileSection } from "../accounts/ProfileSection";
import { Warning } from "../ui/form";
import { tokensCopy } from "./tokens-copy";

const copy = tokensCopy.made;

/** The secret of a token just made, shown this once (the server keeps only its hash). */
export function NewToken({ name, token }: { name: string; token: string }) {
  return (
    <ProfileSection
      id="new-token-heading"
      title={copy.heading(name)}
      className="border-success/40 ring-1 ring-success/30"
    >
      <Warning>{copy.once}</Warning>
      <div className="grid gap-1.5">
        <label htmlFor="new-token" className="font-semibold text-ink">
          {copy.label}
        </label>
        <input
          id="new-token"
          readOnly
          value={token}
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 w-full rounded-lg border border-slate-500 bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
      </div>
      <p className="text-sm text-muted">
        {copy.usage}{" "}
        <code className="break-all rounded bg-surface px-1 py-0.5 text-ink">Authorization: Bearer {token}</code>
      </p>
    </ProfileSection>
  );
}
