import { ProfileSection } from "../accounts/ProfileSection";
import { CsrfInput } from "../ui/form";
import { tokensCopy } from "./tokens-copy";

const copy = tokensCopy.revoke;

/**
 * Revoking in two steps, without JavaScript: the table's link opens this confirmation
 * (?revoke=id), which says what happens, then a POST.
 */
export function RevokeToken({ id, name, csrf, here }: { id: number; name: string; csrf: string; here: string }) {
  return (
    <ProfileSection id="revoke-heading" title={copy.heading} className="border-error/40 ring-1 ring-error/30">
      <p className="max-w-2xl font-semibold text-ink [overflow-wrap:anywhere]">{copy.confirm(name)}</p>
      <form method="post" action={here} className="flex flex-wrap items-center gap-3">
        <CsrfInput csrf={csrf} />
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="btn bg-error text-white hover:bg-red-800">
          {copy.submit(name)}
        </button>
        <a href={here} className="btn btn-secondary">
          {copy.cancel}
        </a>
      </form>
    </ProfileSection>
  );
}
