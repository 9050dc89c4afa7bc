import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "#server/db/outbox";
import { buildQuoteMail } from "#server/mail/message";
import { createMailSender } from "#server/mail/transport";
import { testQuote } from "../support/leads";

/**
 * A visitor's name that looks like an RFC 2047 encoded word (issue 29, finding 10c) reaches
 * the sales team's mail client as the text the visitor typed, not decoded into other text.
 * The real message builder, nodemailer's real composer (the .eml sender) and mailparser.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let nextId = 1;

/** The notification for a lead named `name`, as the .eml sender writes it: raw text and parsed. */
async function notificationFor(name: string) {
  const id = nextId++;
  const quote = testQuote({
    id,
    createdAt: "2026-01-05T10:15:00.000Z",
    updatedAt: "2026-01-05T10:15:00.000Z",
    name,
    message: "An app, please",
  });
  const mail = buildQuoteMail(quote, {
    to: "sales@example.com",
    siteUrl: "https://www.example.com",
    adminEnabled: false,
  });
  const message: OutboxMessage = {
    ...mail,
    id,
    quoteRequestId: id,
    status: "sending",
    attempts: 1,
    nextAttemptAt: quote.createdAt,
    lastError: null,
    lockedUntil: null,
    claimedBy: null,
    sentAt: null,
    createdAt: quote.createdAt,
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-subject-"));
  dirs.push(dataDir);
  const sender = createMailSender({ dataDir, from: "website@example.com", siteUrl: "https://www.example.com" });
  try {
    await sender.send(message);
  } finally {
    sender.close();
  }
  const dir = path.join(dataDir, "outbox");
  const raw = readFileSync(path.join(dir, readdirSync(dir)[0]!));
  const head = raw.subarray(0, raw.indexOf("\r\n\r\n")).toString("latin1");
  return { head, parsed: await simpleParser(raw) };
}

describe("the notification's Subject", () => {
  it("shows a base64 encoded word in the name as typed, not decoded", async () => {
    const { parsed } = await notificationFor("=?UTF-8?B?SGFja2Vk?=");
    expect(parsed.subject).toBe("New quote request from =?UTF-8?B?SGFja2Vk?=");
    expect(parsed.subject).not.toContain("Hacked");
  });

  it.each([
    ["a Q encoded word", "=?UTF-8?Q?Hacked?="],
    ["two encoded words", "=?utf-8?b?SGFj?= =?utf-8?b?a2Vk?="],
    ["an encoded word among other text and accents", "Ravi =?ISO-8859-1?Q?H=E4cked?= Kumár"],
  ])("shows %s in the name as typed", async (_what, name) => {
    const { parsed } = await notificationFor(name);
    expect(parsed.subject).toBe(`New quote request from ${name}`);
  });

  it("stays plain text when the name has nothing a mail client would decode", async () => {
    const { head, parsed } = await notificationFor("Asha Verma = ? ok");
    expect(head).toContain("\r\nSubject: New quote request from Asha Verma = ? ok\r\n");
    expect(parsed.subject).toBe("New quote request from Asha Verma = ? ok");
  });
});
