import { Outlet } from "react-router";
import type { RouteHandle } from "~/lib/handle";

export const handle: RouteHandle = { shell: "none" };

export default function AdminLayout() {
  return <Outlet />;
}
