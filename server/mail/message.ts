import { mailtoHref, plainEmailAddress } from "#shared/lib/quote";
import type { QuoteRequest } from "../db/quotes";
import type { OutgoingMail } from "../db/outbox";

const SOURCE_LABELS: Record<QuoteRequest["source"], string> = {
  footer: "the Let's Talk form in the site footer",
  contact: "the form on the contact page",
  api: "the website API",
};

/** Longest visitor name shown in a subject line, in characters. */
export const SUBJECT_NAME_MAX = 60;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * A visitor's name made safe for a header: no CR/LF or other control characters
 * (no header injection), whitespace collapsed, cut to SUBJECT_NAME_MAX characters
 * without splitting a character.
 */
export function sanitiseSubjectPart(value: string, max = SUBJECT_NAME_MAX): string {
  const clean = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(clean);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : clean;
}

export function quoteSubject(name: string): string {
  return `New quote request from ${sanitiseSubjectPart(name) || "a visitor"}`;
}

/** Digits and a leading + only: a tel: link never carries anything else. */
function telHref(phone: string): string | null {
  if (!/^[+\d\s().-]{6,}$/.test(phone)) return null;
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

function formatTime(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * The notification for the sales team: plain text and HTML, every visitor value
 * escaped in the HTML. Headers hold nothing from the visitor except the sanitised
 * name in the subject and, when they gave one, their e-mail address as Reply-To:
 * checked again here (a stored row is not trusted to be what the form accepted), and
 * without their name as its display name (free text, which could hold an encoded word).
 */
export function buildQuoteMail(
  quote: QuoteRequest,
  opts: { to: string; siteUrl: string; adminEnabled: boolean },
): OutgoingMail {
  const received = formatTime(quote.createdAt);
  const source = SOURCE_LABELS[quote.source];
  const adminUrl = `${opts.siteUrl}/admin`;
  const email = quote.email === null ? null : plainEmailAddress(quote.email);
  const replyNote = email
    ? "Reply to this e-mail to write to the visitor, or call them: this e-mail was sent by the website."
    : "Reply by phone: this e-mail was sent by the website, not by the visitor.";
  const text = [
    `A new quote request arrived through ${source}.`,
    "",
    `Name:     ${quote.name}`,
    `Phone:    ${quote.phoneNumber}`,
    ...(email ? [`E-mail:   ${email}`] : []),
    `Received: ${received}`,
    `Request:  #${quote.id}`,
    "",
    "Message:",
    quote.message,
    "",
    "--",
    replyNote,
    ...(opts.adminEnabled ? [`All requests: ${adminUrl}`] : []),
    "",
  ].join("\n");

  const tel = telHref(quote.phoneNumber);
  const phone = tel
    ? `<a href="${escapeHtml(tel)}" style="color:#3730a3">${escapeHtml(quote.phoneNumber)}</a>`
    : escapeHtml(quote.phoneNumber);
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 16px 4px 0;color:#475569;font-weight:600;vertical-align:top">${label}</th><td style="padding:4px 0;color:#0f172a">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(quoteSubject(quote.name))}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<h1 style="margin:0 0 8px;font-size:20px;color:#0f172a">New quote request</h1>
<p style="margin:0 0 16px;color:#475569">It arrived through ${escapeHtml(source)}.</p>
<table role="presentation" style="border-collapse:collapse;margin-bottom:16px">
${row("Name", escapeHtml(quote.name))}
${row("Phone", phone)}
${email ? `${row("E-mail", `<a href="${escapeHtml(mailtoHref(email))}" style="color:#3730a3">${escapeHtml(email)}</a>`)}\n` : ""}${row("Received", escapeHtml(received))}
${row("Request", `#${quote.id}`)}
</table>
<h2 style="margin:0 0 8px;font-size:16px">Message</h2>
<div style="white-space:pre-wrap;word-break:break-word;padding:12px 16px;background:#f8fafc;border-radius:8px">${escapeHtml(quote.message)}</div>
<p style="margin:16px 0 0;font-size:13px;color:#475569">${escapeHtml(replyNote)}${
    opts.adminEnabled ? ` <a href="${escapeHtml(adminUrl)}" style="color:#3730a3">All requests</a>` : ""
  }</p>
</div>
</body></html>
`;
  return {
    to: opts.to,
    subject: quoteSubject(quote.name),
    text,
    html,
    ...(email ? { replyTo: { address: email, name: "" } } : {}),
  };
}
