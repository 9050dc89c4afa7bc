import { useEffect, useState } from "react";
import { lengthCheckOf } from "../seo/checks";

/**
 * A text's length right under its field, as Yoast shows it: a bar (green within the range,
 * amber or red outside) and "57 / 60 — good". Drawn on the server from the saved value;
 * with scripts it follows the field as it is typed (the words are the field's description,
 * so a screen reader hears them with the field; the SEO preview announces changes).
 */
export function LengthMeter({
  inputId,
  id,
  initial,
  range,
}: {
  /** The field it measures. */
  inputId: string;
  /** Its own id, for the field's aria-describedby. */
  id: string;
  initial: string;
  range: { min: number; max: number };
}) {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  useEffect(() => {
    const field = document.getElementById(inputId);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const update = () => setValue(field.value);
    update();
    field.addEventListener("input", update);
    return () => field.removeEventListener("input", update);
  }, [inputId]);
  const check = lengthCheckOf(value, range);
  return (
    <div className="grid gap-1">
      {/* The words below say the same: the bar is for the eye. */}
      <meter
        aria-hidden="true"
        min={0}
        max={Math.round(range.max * 1.25)}
        low={range.min}
        high={range.max}
        optimum={Math.round((range.min + range.max) / 2)}
        value={check.length}
        className="h-2 w-full"
      />
      <p
        id={id}
        data-verdict={check.verdict}
        className={`text-sm font-semibold ${check.verdict === "good" ? "text-success" : "text-error"}`}
      >
        {check.verdict === "good" ? null : <span aria-hidden="true">⚠ </span>}
        {check.text}
      </p>
    </div>
  );
}
