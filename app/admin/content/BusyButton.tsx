import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useNavigation } from "react-router";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "name" | "value" | "children"> & {
  name: string;
  value: string;
  children: ReactNode;
  /** What the button says while its post runs ("Publishing…"). */
  busyText: string;
};

/**
 * A submit button that shows its post's progress: while the form's post runs (and the
 * page it leads to loads), every such button of the form is disabled, so nothing is sent
 * twice, and the one pressed says what is happening, with a spinner. Without scripts it is
 * a plain submit button.
 */
export function BusyButton({ name, value, busyText, children, className, ...rest }: Props) {
  const navigation = useNavigation();
  const form = navigation.state === "idle" ? undefined : navigation.formData;
  // Any post of the page's forms (their fields carry the record's base version) keeps the buttons down.
  const busy = form !== undefined && form.has("base_version");
  const mine = busy && form.get(name) === value;
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
      className={`${className ?? ""} disabled:cursor-progress disabled:opacity-70`}
      {...rest}
    >
      {mine ? (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
          />
          <span>{busyText}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
