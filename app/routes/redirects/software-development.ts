import { redirect } from "react-router";

/** The footer of the old site linked this spelling; keep it working, permanently. */
export function loader() {
  return redirect("/services/software_development", 301);
}
