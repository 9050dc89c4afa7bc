import { z } from "zod";
import { noteSchema } from "#server/pipeline/notes";
import { interviewSchema, stageChangeSchema } from "#server/hiring/schemas";
import { indiaTimeForm, ownerForm, withVersion } from "../leads/schemas";

/**
 * The forms of an application's page, parsed on the server with conform's zod integration
 * (./actions.server.ts) from the hiring pipeline's own input schemas (server/hiring/schemas.ts):
 * what a form adds is the application's version and how a form writes a value (a
 * datetime-local in India time), as the lead page's forms do (whose version and owner
 * fields these share). Who may own an application is the pipeline's to say.
 */

/** The interview's date and time as a datetime-local gives it, read as India time. */
const interviewForm = (now: Date) => indiaTimeForm(interviewSchema(now));

export const HIRING_INTENTS = ["stage", "owner", "interview", "interview-clear", "note"] as const;
export type HiringIntent = (typeof HIRING_INTENTS)[number];

export const hiringForms = {
  stage: () => withVersion(stageChangeSchema),
  owner: () => ownerForm,
  interview: (now: Date) => interviewForm(now),
  "interview-clear": () => withVersion(z.object({})),
  note: () => noteSchema,
} as const;

/** The page's forms by their cards' ids (where a post comes back to). */
export const SECTION_OF: Record<HiringIntent, "stage" | "owner" | "interview" | "note"> = {
  stage: "stage",
  owner: "owner",
  interview: "interview",
  "interview-clear": "interview",
  note: "note",
};
