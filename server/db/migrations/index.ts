import type { Migration, MigrationProvider } from "kysely";
import type { Dialect } from "../index";
import { quoteRequestsAndOutbox } from "./001-quote-requests-and-outbox";
import { accountsSessionsAudit } from "./002-accounts-sessions-audit";
import { contentMediaApiTokens } from "./003-content-media-api-tokens";
import { scheduledPublishing } from "./004-scheduled-publishing";
import { leadAttributionAndAnalytics } from "./005-lead-attribution-and-analytics";
import { apiTokenMakerId } from "./006-api-token-maker-id";
import { leadEmail } from "./007-lead-email";
import { leadPipeline } from "./008-lead-pipeline";
import { inboxAtScale } from "./009-inbox-at-scale";
import { mediaReferences } from "./010-media-references";
import { pendingUploads } from "./011-pending-uploads";
import { leadsAfterTheAnswer } from "./012-leads-after-the-answer";
import { pipelineYouCanTrust } from "./013-pipeline-you-can-trust";
import { imageWordsFromLibrary } from "./014-image-words-from-library";
import { backups } from "./015-backups";
import { jobApplications } from "./016-job-applications";

/**
 * The schema's history, defined in code so the build ships it and both dialects run exactly
 * the same steps: one file per migration, listed here in the order they run. A name is the id
 * in kysely_migration: never rename or edit a released migration; add a new file at the end.
 */
export const MIGRATIONS: readonly (readonly [name: string, make: (dialect: Dialect) => Migration])[] = [
  ["2025-01-01-001-quote-requests-and-outbox", quoteRequestsAndOutbox],
  ["2026-11-26-002-accounts-sessions-audit", accountsSessionsAudit],
  ["2026-11-26-003-content-media-api-tokens", contentMediaApiTokens],
  ["2026-11-26-004-scheduled-publishing", scheduledPublishing],
  ["2026-11-26-005-lead-attribution-and-analytics", leadAttributionAndAnalytics],
  ["2026-11-27-006-api-token-maker-id", apiTokenMakerId],
  ["2026-11-27-007-lead-email", leadEmail],
  ["2026-11-27-008-lead-pipeline", leadPipeline],
  ["2026-11-27-009-inbox-at-scale", inboxAtScale],
  ["2026-11-27-010-media-references", mediaReferences],
  ["2026-11-27-011-pending-uploads", pendingUploads],
  ["2026-11-28-012-leads-after-the-answer", leadsAfterTheAnswer],
  ["2026-11-28-013-pipeline-you-can-trust", pipelineYouCanTrust],
  ["2026-11-28-014-image-words-from-library", imageWordsFromLibrary],
  ["2026-11-28-015-backups", backups],
  ["2026-11-28-016-job-applications", jobApplications],
];

export function migrations(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map(([name, make]) => [name, make(dialect)]));
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
