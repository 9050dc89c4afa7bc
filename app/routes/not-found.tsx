import { data } from "react-router";
import type { Route } from "./+types/not-found";

/** Any path no other route claims: a real 404 inside the site shell (see root ErrorBoundary). */
export function loader({ request }: Route.LoaderArgs) {
  throw data({ path: new URL(request.url).pathname }, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
