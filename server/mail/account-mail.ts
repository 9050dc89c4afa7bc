import type { OutgoingMail } from "../db/outbox";
import { ROLE_LABELS } from "../accounts/roles";
import type { Role } from "../db/schema";
import { escapeHtml, sanitiseSubjectPart } from "./message";

/**
 * E-mails about back-office accounts: an invitation and a password-reset link.
 * They go through the same outbox as lead notifications (retried, never lost).
 * Only our own texts and an owner's display name (sanitised, escaped) appear in them.
 */

export type Layout = { title: string; paragraphs: string[]; action: { label: string; href: string }; footnote: string };

export function render(layout: Layout): { text: string; html: string } {
  const text = [
    ...layout.paragraphs,
    "",
    `${layout.action.label}: ${layout.action.href}`,
    "",
    "--",
    layout.footnote,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(layout.title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#0f172a">${escapeHtml(layout.title)}</h1>
${layout.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:20px 0"><a href="${escapeHtml(layout.action.href)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(layout.action.href)}</p>
<p style="margin:16px 0 0;font-size:13px;color:#475569">${escapeHtml(layout.footnote)}</p>
</div>
</body></html>
`;
  return { text, html };
}

/**
 * The company's name as it may stand in a subject: the live company record's (an owner
 * may have renamed it), made header-safe; never the host name, which reads as
 * "localhost:3000" wherever SITE_URL was left at its default.
 */
export function companyOf(name: string): string {
  return sanitiseSubjectPart(name, 80) || "company";
}

export function buildInvitationMail(opts: {
  to: string;
  inviter: string;
  role: Role;
  link: string;
  company: string;
}): OutgoingMail {
  const company = companyOf(opts.company);
  const inviter = sanitiseSubjectPart(opts.inviter, 80) || "The site owner";
  const subject = `You are invited to the ${company} back office`;
  return {
    to: opts.to,
    subject,
    ...render({
      title: subject,
      paragraphs: [
        `${inviter} invited you to the ${company} back office as ${ROLE_LABELS[opts.role]}.`,
        "Open the link below to choose your name and password. The link works once and expires in 72 hours.",
      ],
      action: { label: "Accept the invitation", href: opts.link },
      footnote: "If you did not expect this invitation, ignore this e-mail: no account is made until the link is used.",
    }),
  };
}

export function buildResetMail(opts: { to: string; link: string; company: string }): OutgoingMail {
  const subject = `Reset your ${companyOf(opts.company)} back-office password`;
  return {
    to: opts.to,
    subject,
    ...render({
      title: subject,
      paragraphs: [
        "Someone, hopefully you, asked to reset the password of your back-office account.",
        "Open the link below to choose a new password. The link works once and expires in 1 hour. Setting a new password signs your account out everywhere else.",
      ],
      action: { label: "Choose a new password", href: opts.link },
      footnote: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    }),
  };
}
