import { insertOutboxMessage } from "../db/outbox";
import { escapeHtml } from "../mail/message";
import type { Acting } from "../pipeline/acting";
import { isSafeAddress, parseInput } from "../pipeline/input";
import { invalid } from "../pipeline/results";
import { replySchema } from "./schemas";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/**
 * E-mails the client from the lead's page: through the outbox, To the lead's address,
 * Reply-To the salesperson (name and address), From MAIL_FROM. The subject is the
 * validated one line as typed (the mail sender shows an encoded word "=?…?=" literally).
 * Kept on the timeline ("email", with the mail's delivery state). Erased with the lead.
 */
export async function reply(
  d: LeadDeps,
  acting: Acting,
  id: number,
  input: { subject: string; body: string },
): Promise<PipelineResult<{ mailId: number }>> {
  const parsed = parseInput(replySchema, input);
  const errors = parsed.ok ? {} : parsed.errors;

  const lead = await d.quotes.get(id);
  if (!lead) return { ok: false, reason: "not-found" };
  if (lead.mergedInto !== null) return { ok: false, reason: "merged", survivorId: lead.mergedInto };
  // Checked again here: this address goes into a header.
  if (!lead.email || !isSafeAddress(lead.email)) {
    const reason = lead.email ? "This lead's e-mail address cannot be used." : "This lead left no e-mail address.";
    return invalid({ ...errors, body: `${reason} Call them on ${lead.phoneNumber} instead.` });
  }
  if (!parsed.ok) return parsed;

  const to = lead.email;
  const { subject, body } = parsed.value;
  let mailId = 0;
  const result = await d.writer.write(acting, id, null, async (c) => {
    mailId = await insertOutboxMessage(
      c.trx,
      id,
      {
        to,
        subject,
        text: `${body}\n`,
        html: `<div style="font-family:system-ui,sans-serif;white-space:pre-wrap">${escapeHtml(body)}</div>`,
        replyTo: { address: acting.user.email, name: acting.user.displayName },
        kind: "reply",
      },
      c.now,
    );
    await c.event("email", { to, subject, body }, mailId);
    await c.audit("lead.replied", { mailId });
    return true;
  });
  if (!result.ok) return result;
  d.onMailQueued?.();
  return asLeadResult(result, { mailId });
}
