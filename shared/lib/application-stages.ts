/**
 * A job application's stages and rejection reasons as people read them: one list for the
 * server (notices and audit of server/hiring/) and the hiring inbox's screens. Pure data, so
 * the inbox's components can import it without pulling in the server.
 */

/** The stages, in the order an application moves; "rejected" may follow any of them. */
export const APPLICATION_STAGES = ["applied", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Why an application was rejected, in the order the stage form offers them; "other" comes with a note. */
export const REJECTION_REASONS = [
  "skills",
  "experience",
  "salary",
  "location",
  "withdrew",
  "no-response",
  "position-filled",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  skills: "Skills do not match the role",
  experience: "Not enough experience for the role",
  salary: "Salary expectations too far apart",
  location: "Cannot work from where the job is",
  withdrew: "The applicant withdrew",
  "no-response": "No response from the applicant",
  "position-filled": "The position was filled",
  other: "Other",
};
