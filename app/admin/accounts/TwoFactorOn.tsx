import { Time } from "../ui/Time";

type Words = {
  chip: string;
  /** Followed by the time. */
  since: string;
  codesLeft: (n: number) => string;
  /** Added when three codes or fewer are left. */
  fewCodes: string;
};

/** Two-factor sign-in is on: the chip, since when, and how many recovery codes are left (a warning when few). */
export function TwoFactorOn({
  since,
  codesLeft,
  words,
}: {
  since: { iso: string; text: string } | null;
  codesLeft: number;
  words: Words;
}) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-ink">
        <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-success ring-1 ring-success/30">
          {words.chip}
        </span>
        {since ? (
          <span>
            {words.since} <Time at={since} />.
          </span>
        ) : null}
      </p>
      <p className="text-muted">
        {words.codesLeft(codesLeft)}
        {codesLeft <= 3 ? <strong className="ml-1 font-semibold text-ink">{words.fewCodes}</strong> : null}
      </p>
    </>
  );
}
