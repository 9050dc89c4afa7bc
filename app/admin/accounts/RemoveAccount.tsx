import { CsrfInput } from "../ui/form";
import { ProfileSection } from "./ProfileSection";
import { userCopy } from "./copy";

const copy = userCopy.remove;

type Props = {
  userId: number;
  name: string;
  email: string;
  isYou: boolean;
  csrf: string;
  /** The confirmation is open (the page was opened with ?confirm=remove, or the removal was refused). */
  confirming: boolean;
  /** Why the last attempt was refused (the last owner). */
  error?: string;
};

/**
 * Removing an account in two steps, without JavaScript: a link opens the
 * confirmation (?confirm=remove), which says in words what happens, then a POST.
 */
export function RemoveAccount({ userId, name, email, isYou, csrf, confirming, error }: Props) {
  const here = `/admin/users/${userId}`;
  return (
    <ProfileSection
      id="remove-heading"
      title={copy.heading}
      intro={confirming ? undefined : copy.intro}
      className={confirming ? "border-error/40 ring-1 ring-error/30" : ""}
    >
      {confirming ? (
        <div className="grid gap-4">
          {error ? (
            <p
              role="alert"
              className="rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm font-semibold text-error"
            >
              <span aria-hidden="true">⚠ </span>
              {error}
            </p>
          ) : null}
          <p className="max-w-2xl font-semibold text-ink [overflow-wrap:anywhere]">
            {isYou ? copy.confirmSelf(email) : copy.confirm(name, email)}
          </p>
          <form method="post" action={`${here}?confirm=remove`} className="flex flex-wrap items-center gap-3">
            <CsrfInput csrf={csrf} />
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="btn bg-error text-white hover:bg-red-800">
              {isYou ? copy.submitSelf : copy.submit(name)}
            </button>
            <a href={here} className="btn btn-secondary">
              {copy.cancel}
            </a>
          </form>
        </div>
      ) : (
        <p>
          <a href={`${here}?confirm=remove#remove-heading`} className="btn btn-secondary">
            {copy.link}
          </a>
        </p>
      )}
    </ProfileSection>
  );
}
