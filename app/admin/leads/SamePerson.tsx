import { Hidden, type FormContext, Section, Submit, action } from "./form-parts";
import { leadCopy } from "./lead-copy";
import type { DuplicateView } from "./lead-types";
import { StageBadge } from "./StageBadge";

const s = leadCopy.sections;

/**
 * Other leads of the same person (same phone number or e-mail), each with a link and a form to
 * merge it into this one. Where the two leads' contact details differ, the form asks which to
 * keep, this lead's own checked: nothing is taken from the other lead unless chosen.
 */
export function SamePerson({ c, duplicates, more }: { c: FormContext; duplicates: DuplicateView[]; more: number }) {
  const t = s.same;
  return (
    <Section c={c} id="same" title={t.heading} intro={duplicates.length ? t.intro : undefined} fields={[]}>
      {duplicates.length === 0 ? (
        <p className="text-muted">{t.nothing}</p>
      ) : (
        <ul className="grid gap-4">
          {duplicates.map((d) => (
            <li key={d.id} className="grid gap-3 rounded-lg border border-line bg-surface p-4">
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <a
                    href={`/admin/leads/${d.id}`}
                    className="font-bold break-words text-brand-700 underline underline-offset-2"
                  >
                    #{d.id} {d.name}
                  </a>
                  <StageBadge stage={d.stage} />
                </p>
                <p className="text-sm text-ink">
                  <span className="break-all">{d.phone}</span>
                  {d.email ? (
                    <>
                      {" · "}
                      <span className="break-all">{d.email}</span>
                    </>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {d.matches.join(", ")} · {t.received} <time dateTime={d.received.iso}>{d.received.text}</time>
                  {d.owner ? ` · ${leadCopy.inbox.owner}: ${d.owner}` : ""}
                </p>
              </div>
              {d.version !== null ? (
                <form method="post" action={action(c, "same")} className="grid gap-3">
                  <Hidden c={c} intent="merge" />
                  <input type="hidden" name="mergedId" value={d.id} />
                  <input type="hidden" name="mergedVersion" value={d.version} />
                  {d.choices.map((choice) => (
                    <fieldset key={choice.detail} className="grid gap-1.5">
                      <legend className="mb-1 text-sm font-semibold text-ink">
                        {t.keepLegend(t.details[choice.detail])}
                      </legend>
                      {(["own", "other"] as const).map((which) => {
                        const id = `merge-${d.id}-${choice.detail}-${which}`;
                        return (
                          <div key={which} className="flex items-start gap-2">
                            <input
                              id={id}
                              type="radio"
                              name={`keep_${choice.detail}`}
                              value={which}
                              defaultChecked={which === "own"}
                              className="mt-1 size-5 shrink-0 accent-brand"
                            />
                            <label htmlFor={id} className="text-sm break-all text-ink">
                              {which === "own" ? t.keepOwn(choice.own) : t.takeOther(d.id, choice.other)}
                            </label>
                          </div>
                        );
                      })}
                    </fieldset>
                  ))}
                  <p id={`merge-${d.id}-confirm`} className="text-sm text-ink">
                    {t.confirm(d.id)}
                  </p>
                  <p>
                    <Submit tone="secondary" describedBy={`merge-${d.id}-confirm`}>
                      {t.merge(d.id)}
                    </Submit>
                  </p>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="text-sm text-muted">{t.more(more)}</p> : null}
    </Section>
  );
}
