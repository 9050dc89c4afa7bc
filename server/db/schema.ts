import type { ColumnType, Generated } from "kysely";
import type { ApplicationStage, RejectionReason } from "#shared/lib/application-stages";
import type { QuoteSource } from "#shared/lib/quote-fields";

/**
 * Table types for Kysely. One convention on both dialects:
 * - times are UTC ISO 8601 strings from Date#toISOString() ("2025-01-31T09:15:00.000Z"),
 *   which sort and compare correctly as text;
 * - flags are integers 0/1 (SQLite has no boolean; the same queries run on PostgreSQL).
 */
/** The pipeline stages, in order (issue 30). A lead moves freely between them (reopening is allowed). */
export const QUOTE_STATUSES = ["new", "contacted", "proposal", "won", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Why a deal was lost (labels in server/leads/pipeline.ts); "other" comes with a note. */
export const LOST_REASONS = ["price", "timing", "chose-another", "no-response", "not-a-fit", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface QuoteRequestsTable {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  name: string;
  phone_number: string;
  message: string;
  source: QuoteSource;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  /** The client address as the server trusts it (see TRUST_PROXY). */
  client_ip: string | null;
  user_agent: string | null;
  /** 1 when the honeypot was filled: kept for review, never mailed. */
  is_spam: ColumnType<number, number | undefined, number>;
  // Where the lead came from (see server/analytics/attribution.ts); null when unknown.
  /** The page the form was sent from (path only). */
  form_page: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first page of the visit that ended in this lead. */
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  /** The host of the site that referred the visit (external referrers only). */
  referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first utm_* values seen in the visit. */
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when a Google / Meta click id was present in the visit (its value is not kept). */
  gclid: ColumnType<number, number | undefined, number>;
  fbclid: ColumnType<number, number | undefined, number>;
  /** phone, tablet or desktop, from the user agent at the time. */
  device: ColumnType<DeviceClass | null, DeviceClass | null | undefined, DeviceClass | null>;
  /** The visitor's e-mail address, when given: validated, domain lower-cased (shared/lib/quote.ts). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  // The pipeline (server/leads/pipeline.ts). Every pipeline write checks and bumps `version`.
  /** The salesperson working the lead (admin_users.id); null: unassigned, or the account was removed. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When to follow up (UTC ISO instant; chosen in India time). */
  follow_up_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whole rupees, set at "proposal". */
  expected_value: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whole rupees, set at "won" (cleared when the lead leaves "won"). */
  won_value: ColumnType<number | null, number | null | undefined, number | null>;
  won_at: ColumnType<string | null, string | null | undefined, string | null>;
  lost_reason: ColumnType<LostReason | null, LostReason | null | undefined, LostReason | null>;
  lost_note: ColumnType<string | null, string | null | undefined, string | null>;
  stage_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Optimistic concurrency: a write names the version it read and fails if it moved on. */
  version: ColumnType<number, number | undefined, number>;
  /** Set when this lead was merged into another (the survivor): hidden from lists and counts. */
  merged_into: ColumnType<number | null, number | null | undefined, number | null>;
  /** The phone number's last 10 digits (server/leads/phone.ts): finds the same number written two ways. */
  phone_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export const LEAD_EVENT_KINDS = [
  "stage",
  "note",
  "assigned",
  "follow_up",
  "email",
  "merged",
  "value",
  "call",
  "unmerged",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** One entry of a lead's timeline (server/leads/pipeline.ts); erased with the lead. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  kind: LeadEventKind;
  /** The account that acted; null for the system (round-robin). No foreign key: it outlives the account. */
  actor_id: number | null;
  /** "Display Name (e-mail)" at the time, or "round-robin". */
  actor_name: string;
  /** JSON object: the kind's specifics. */
  data: string;
  /** The outbox row of an e-mailed reply: its delivery state is read from there. */
  mail_id: number | null;
  /** Another lead whose personal data the entry holds (a merge's): erasing that lead removes the entry (migration 013). */
  about_lead_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A salesperson's morning digest for an India date: the insert is the once-only claim. */
export interface LeadDigestsTable {
  user_id: number;
  /** YYYY-MM-DD, India date. */
  day: string;
}

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * One counted pageview. Nothing in it identifies a person: `visitor` is a hash of a
 * salt that exists for one day only, the address and the user agent (never stored).
 */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  at: string;
  /** The India calendar day of `at` (the salt's day). */
  day: string;
  /** Hex SHA-256 prefix of (day salt, address, user agent): stable within a day, unlinkable across days. */
  visitor: string;
  /** The page's path, without query string. */
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: number;
  fbclid: number;
  device: DeviceClass;
}

export const ANALYTICS_DIMENSIONS = ["total", "page", "entry", "referrer", "source", "campaign", "device"] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** Daily totals per dimension, rolled up from the events and kept after they are deleted. */
export interface AnalyticsDailyTable {
  day: string;
  dimension: AnalyticsDimension;
  /** The page, host, campaign or device; "" for the total. */
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
  /** Of `visitors`, those who sent a quote request counted with this key that day (like by like; migration 012). */
  converting: ColumnType<number, number | undefined, number>;
}

/** The secret of the current day; rows of other days are deleted when the day changes. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/**
 * quote: a lead's notification; account: invitations, resets; reply: to a lead from the inbox; digest: a salesperson's
 * morning mail; application: a job application's acknowledgement to the applicant and the hiring team's notification.
 */
export const MAIL_KINDS = ["quote", "account", "reply", "digest", "application"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailOutboxTable {
  id: Generated<number>;
  /** The lead a notification is about; null for account mail (invitations, resets). */
  quote_request_id: number | null;
  kind: ColumnType<MailKind, MailKind | undefined, MailKind>;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  /** Lease of the worker that claimed the row; an expired lease makes it claimable again. */
  locked_until: string | null;
  claimed_by: string | null;
  sent_at: string | null;
  created_at: string;
  /** Reply-To of a reply from the inbox: the salesperson's address and display name. */
  reply_to_address: ColumnType<string | null, string | null | undefined, string | null>;
  reply_to_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The job application a mail is about (its acknowledgement, the hiring team's notification); erased with it. */
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The random part of its Message-ID (no counter of ours leaves the company; migration 012); null on older mail. */
  message_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Mail to a client: the From display name ("Salesperson at Company"); MAIL_FROM's address is kept (migration 012). */
  from_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export const ROLES = ["owner", "editor", "sales", "hiring"] as const;
export type Role = (typeof ROLES)[number];

export interface AdminUsersTable {
  id: Generated<number>;
  /** Lowercased and trimmed: one account per address. */
  email: string;
  display_name: string;
  role: Role;
  /** argon2id PHC string. */
  password_hash: string;
  password_changed_at: string;
  totp_secret: string | null;
  /** Set once the user proved the secret with a code; null: two-factor off. */
  totp_enabled_at: string | null;
  /** The last accepted TOTP time step: a code is never accepted twice. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of SHA-256 hashes of the unused recovery codes. */
  recovery_codes: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminSessionsTable {
  /** Random id, the only thing the cookie carries (signed). */
  id: string;
  /** Null while a sign-in waits for its second factor. */
  user_id: number | null;
  /** JSON of the React Router session data. */
  data: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute limit; inactivity is judged from last_seen_at. */
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

export interface LoginThrottleTable {
  /** "pair:<email>|<address>", "addr:<address>" or "acct:<email>". */
  key: string;
  failures: number;
  last_failure_at: string;
  /** Slow-down: no attempt is checked before this time. */
  next_allowed_at: string;
  locked_until: string | null;
}

export const TOKEN_KINDS = ["invite", "reset"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export interface AdminTokensTable {
  id: Generated<number>;
  kind: TokenKind;
  /** SHA-256 of the token in the link: a database leak yields no usable link. */
  token_hash: string;
  email: string;
  role: Role | null;
  user_id: number | null;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AdminSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The account that acted (kept as a number after the account is removed); null for the system. */
  actor_id: number | null;
  /** Who, as a person reads it: the e-mail at the time, or "system". */
  actor: string;
  action: string;
  target: string | null;
  /** JSON object with the specifics (never a lead's personal data). */
  details: string | null;
  ip: string | null;
}

/** A content record that differs from the shipped defaults (JSON texts; see server/content/). */
export interface ContentRecordsTable {
  collection: string;
  record_id: string;
  /** Unpublished edits; null when the draft equals what is published. */
  draft: string | null;
  /** What the site shows; null while a new record has only a draft. */
  published: string | null;
  /** From the global `content_state.seq` counter at every write: the ETag and the conflict check. */
  version: number;
  updated_at: string;
  updated_by: string;
  published_at: string | null;
  published_by: string | null;
  /** When the draft is to be published by itself (blog posts); null when not scheduled. */
  scheduled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who scheduled it (the publish is recorded in their name). */
  scheduled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export const REVISION_ACTIONS = ["publish", "restore", "revert", "import"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** Every publish (and restore, revert, import): the published record as it became, with who and when. */
export interface ContentRevisionsTable {
  id: Generated<number>;
  collection: string;
  record_id: string;
  version: number;
  action: RevisionAction;
  /** The published record after the action; null after a revert to the shipped version. */
  data: string | null;
  actor: string;
  at: string;
}

/** Counters: "seq" numbers every write, "published" every publish (what instances poll). */
export interface ContentStateTable {
  key: string;
  value: number;
}

/** An uploaded image: its checked source facts; the variants live in media_files. */
export interface MediaAssetsTable {
  id: Generated<number>;
  /** SHA-256 (hex, first 20) of the source bytes: the same upload twice is one asset. */
  hash: string;
  original_name: string;
  alt: string;
  width: number;
  height: number;
  /** The type read from the bytes: png, jpeg, webp or avif. */
  source_type: string;
  source_bytes: number;
  created_by: string;
  created_at: string;
}

/** One re-encoded variant, served at /media/{name} with an immutable cache. */
export interface MediaFilesTable {
  /** e.g. "3f2a…-960.avif": content-hashed, so it never changes. */
  name: string;
  asset_id: number;
  type: string;
  width: number;
  height: number;
  body: Buffer;
}

export const MEDIA_REFERENCE_SOURCES = ["draft", "published", "revision"] as const;
export type MediaReferenceSource = (typeof MEDIA_REFERENCE_SOURCES)[number];

/**
 * Where a library image is used: one row per image, record and place, kept in step with
 * content_records and content_revisions in the same transaction (server/content/media-references.ts).
 */
export interface MediaReferencesTable {
  /** The 20 hex digits of `/media/{hash}-…` (media_assets.hash when the image is in the library). */
  media_hash: string;
  collection: string;
  record_id: string;
  source: MediaReferenceSource;
  /** content_revisions.id for a revision's references; null otherwise. */
  revision_id: number | null;
}

/** A file uploaded without its alt text, waiting for it (server/media/pending-uploads.ts). */
export interface PendingUploadsTable {
  /** 32 hex digits, handed to the form that asks for the alt text. */
  token: string;
  /** Only its uploader may take it. */
  user_id: number;
  /** The file's name as it came. */
  name: string;
  body: Buffer;
  created_at: string;
  expires_at: string;
}

/** A backup made, or a scheduled one that failed (server/backup/). */
export interface BackupsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  made_by: "command" | "schedule";
  /** The file's name in BACKUP_DIR; null when it failed. */
  file: string | null;
  bytes: number | string | null;
  /** Why it failed; null when it worked. */
  error: string | null;
}

export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Bearer tokens for the content API; only the SHA-256 of a token is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  scope: ApiTokenScope;
  token_hash: string;
  /** The maker's e-mail, as shown on the tokens page. */
  created_by: string;
  /** The maker's account: a token works only while it may still make tokens. Null: unknown (made before this was kept). */
  created_by_id: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

// A job application's stages and rejection reasons are named once in shared/ (the screens list them too).
export { APPLICATION_STAGES, REJECTION_REASONS } from "#shared/lib/application-stages";
export type { ApplicationStage, RejectionReason } from "#shared/lib/application-stages";

/** A job application from a job's page (server/hiring/): who applied, for which job, and where it stands. */
export interface JobApplicationsTable {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The job as it was when they applied: its address and title (a job may be renamed or removed since). */
  job_slug: string;
  job_title: string;
  name: string;
  /** Validated, domain lower-cased (shared/lib/quote.ts plainEmailAddress). */
  email: string;
  phone: string;
  linkedin_url: string | null;
  github_url: string | null;
  portfolio_url: string | null;
  /** What the applicant wrote to us (optional). */
  note: string | null;
  stage: ColumnType<ApplicationStage, ApplicationStage | undefined, ApplicationStage>;
  stage_changed_at: string;
  rejection_reason: ColumnType<RejectionReason | null, RejectionReason | null | undefined, RejectionReason | null>;
  rejection_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who owns it (the interviewer): an account with the hiring permission; null: nobody yet, or the account was removed. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The interview's date and time (UTC ISO instant; chosen in India time). */
  interview_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Optimistic concurrency, as a lead's (server/pipeline/versioned-write.ts). */
  version: ColumnType<number, number | undefined, number>;
}

/** An application's CV, as it came (a PDF or a .docx recognised by its bytes); erased with the application. */
export interface ApplicationCvsTable {
  application_id: number;
  /** The file's name as sent, made safe for a download's name. */
  file_name: string;
  kind: "pdf" | "docx";
  size: number;
  body: Buffer;
}

export const APPLICATION_EVENT_KINDS = ["stage", "note", "assigned", "interview"] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** One entry of an application's timeline (server/hiring/); erased with the application. */
export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  at: string;
  kind: ApplicationEventKind;
  /** The account that acted. No foreign key: it outlives the account. */
  actor_id: number | null;
  /** "Display Name (e-mail)" at the time. */
  actor_name: string;
  /** JSON object: the kind's specifics. */
  data: string;
}

export interface Database {
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  quote_requests: QuoteRequestsTable;
  lead_events: LeadEventsTable;
  lead_digests: LeadDigestsTable;
  mail_outbox: MailOutboxTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  login_throttle: LoginThrottleTable;
  admin_tokens: AdminTokensTable;
  admin_settings: AdminSettingsTable;
  audit_log: AuditLogTable;
  content_records: ContentRecordsTable;
  content_revisions: ContentRevisionsTable;
  content_state: ContentStateTable;
  media_assets: MediaAssetsTable;
  media_files: MediaFilesTable;
  media_references: MediaReferencesTable;
  pending_uploads: PendingUploadsTable;
  api_tokens: ApiTokensTable;
  backups: BackupsTable;
  job_applications: JobApplicationsTable;
  application_cvs: ApplicationCvsTable;
  application_events: ApplicationEventsTable;
  lead_arrivals: LeadArrivalsTable;
  analytics_conversions: AnalyticsConversionsTable;
  lead_reply_sends: LeadReplySendsTable;
  lead_limit_notices: LeadLimitNoticesTable;
}

/**
 * A new lead's work that waits for after the visitor's answer (migration 012): assignment,
 * the timeline's first entry, counting the conversion. Written in the lead's transaction,
 * deleted in the transaction that does the work, so it is done once and never lost
 * (server/leads/arrivals.ts); a claim with a lease keeps two instances apart.
 */
export interface LeadArrivalsTable {
  lead_id: number;
  /** The day's visitor number (analytics) of the request, to count the conversion like visitors; null when not counted. */
  visitor: string | null;
  /** The India day of that number. */
  day: string | null;
  created_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
}

/**
 * A quote request sent by a day's visitor number, without the lead (migration 012): the daily
 * roll-up counts each visitor who wrote once, among the visitors of the keys they were counted
 * with, so conversion never passes 100%. Deleted with the day's events (ANALYTICS_RAW_DAYS).
 */
export interface AnalyticsConversionsTable {
  id: Generated<number>;
  day: string;
  visitor: string;
  /** Where the lead was sent from and how it came (as its own tab or form reported it). */
  form_page: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  source: string | null;
  campaign: string | null;
}

/** One e-mail a person sent to a client from the inbox (the reply limits count these; migration 013). */
export interface LeadReplySendsTable {
  user_id: number;
  at: string;
}

/** The owners were told that this person reached a reply limit on this India day (once a day; migration 013). */
export interface LeadLimitNoticesTable {
  user_id: number;
  day: string;
}
