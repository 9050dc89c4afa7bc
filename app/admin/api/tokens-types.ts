import type { ApiTokenScope } from "#server/db/schema";
import type { Shown } from "../accounts/users-types";

/** One token as the API tokens page shows it. */
export type TokenRowView = {
  id: number;
  name: string;
  scope: ApiTokenScope;
  createdBy: string;
  created: Shown;
  lastUsed: Shown | null;
  revoked: Shown | null;
};
