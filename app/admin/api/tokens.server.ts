import type { ApiToken } from "#server/accounts/api-tokens";
import { shownTime } from "../accounts/profile.server";
import type { TokenRowView } from "./tokens-types";

export function toTokenRow(token: ApiToken): TokenRowView {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    createdBy: token.createdBy,
    created: shownTime(token.createdAt),
    lastUsed: token.lastUsedAt ? shownTime(token.lastUsedAt) : null,
    revoked: token.revokedAt ? shownTime(token.revokedAt) : null,
  };
}
