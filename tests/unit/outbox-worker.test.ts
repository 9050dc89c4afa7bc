import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db";
import { buildQuoteMail } from "#server/mail/message";
import { MAX_PERMANENT_ATTEMPTS } from "#server/outbox/worker";
import { createServices, type Services } from "#server/services";
import { createTestSchema, TEST_DATABASE_URL, type TestSchema, databaseVariants } from "../support/postgres";
import { startSmtp, type TestSmtp } from "../support/smtp";

/** The outbox end to end inside one process: services, a real SMTP server, mailparser. */

const silent = pino({ level: "silent" });

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`mail outbox on ${variant.name}`, { timeout: 30_000 }, () => {
    let smtp: TestSmtp;
    let schema: TestSchema | undefined;
    const dirs: string[] = [];
    let services: Services | undefined;

    const start = async (env: Record<string, string> = {}) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-"));
      dirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_TO: "sales@example.com",
        MAIL_FROM: "website@example.com",
        SITE_URL: "https://www.example.com",
        QUOTE_RATE_LIMIT: "0",
        ...(variant.name === "PostgreSQL" ? { DATABASE_URL: TEST_DATABASE_URL! } : {}),
        ...env,
      });
      services = await createServices(config, { logger: silent, pgSchema: schema?.schema, retryDelay: () => 150 });
      await services.db.kysely.deleteFrom("mail_outbox").execute();
      await services.db.kysely.deleteFrom("quote_requests").execute();
      return services;
    };

    beforeAll(async () => {
      smtp = await startSmtp();
      if (variant.name === "PostgreSQL") schema = await createTestSchema("outbox");
    });
    afterEach(async () => {
      await services?.close();
      services = undefined;
      smtp.messages.length = 0;
      smtp.rejectWith = undefined;
      await smtp.start(); // in case a test stopped it
    });
    afterAll(async () => {
      await smtp.stop();
      await schema?.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it("delivers the notification with escaped HTML, the text verbatim and safe headers", async () => {
      const s = await start();
      const payload = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;
      const result = await s.submitQuote({
        fields: { name: "Asha Verma", phone_number: "+91 98765 43210", message: payload },
        source: "contact",
        clientIp: "127.0.0.1",
      });
      expect(result.kind).toBe("stored");
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.subject).toBe("New quote request from Asha Verma");
      expect(mail!.from?.text).toBe("website@example.com");
      expect((Array.isArray(mail!.to) ? mail!.to[0] : mail!.to)?.text).toBe("sales@example.com");
      expect(mail!.replyTo).toBeUndefined();
      expect(mail!.text).toContain(payload);
      expect(mail!.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
      );
      expect(mail!.html).not.toContain("<script>");
      // No header tells how many leads or mails the company has (decision 040).
      expect(mail!.headers.get("x-quote-request-id")).toBeUndefined();
      expect(mail!.messageId).toMatch(/^<[0-9a-f]{32}@www\.example\.com>$/);
      const [row] = await s.outbox.listForQuote((result as { id: number }).id);
      await until(
        () => s.outbox.get(row!.id),
        (m) => m?.status === "sent",
      );
    });

    it("cannot be made to inject a header, even by a name stored with CR/LF", async () => {
      const s = await start();
      // Straight into the repository, past the form schema that already strips line breaks.
      const evil = "Asha\r\nBcc: victim@example.com\r\nX-Evil: 1\r\n\r\nbody";
      await s.quotes.create(
        {
          name: evil,
          phoneNumber: "1\r\nCc: cc@example.com",
          message: "m",
          source: "api",
          clientIp: null,
          userAgent: null,
          isSpam: false,
        },
        (q) => buildQuoteMail(q, { to: "sales@example.com", siteUrl: "https://www.example.com", adminEnabled: false }),
      );
      s.outboxWorker.wake();
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.subject).toBe("New quote request from Asha Bcc: victim@example.com X-Evil: 1 body");
      expect(mail!.headers.has("bcc")).toBe(false);
      expect(mail!.headers.has("cc")).toBe(false);
      expect(mail!.headers.has("x-evil")).toBe(false);
      expect((Array.isArray(mail!.to) ? mail!.to[0] : mail!.to)?.value.map((a) => a.address)).toEqual([
        "sales@example.com",
      ]);
    });

    it("never mails a honeypot hit", async () => {
      const s = await start();
      const r = await s.submitQuote({
        fields: { name: "Bot", phone_number: "1", message: "buy", company_website: "http://spam.example" },
        source: "footer",
        clientIp: "127.0.0.1",
      });
      expect(r.kind).toBe("spam");
      const stored = await s.quotes.list({ spam: "only" });
      expect(stored.items).toHaveLength(1);
      expect(stored.items[0]).toMatchObject({ name: "Bot", isSpam: true, mail: null });
      expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
    });

    it("keeps retrying while the SMTP server is down and delivers when it is back", async () => {
      await smtp.stop();
      const s = await start();
      const r = await s.submitQuote({
        fields: { name: "Ravi", phone_number: "12345", message: "retry me" },
        source: "api",
        clientIp: "127.0.0.1",
      });
      expect(r.kind).toBe("stored");
      const id = (r as { id: number }).id;
      const failing = await until(
        async () => (await s.outbox.listForQuote(id))[0],
        (m) => (m?.attempts ?? 0) >= 3 && m?.status === "pending",
      );
      expect(failing!.lastError).toMatch(/ECONNREFUSED|connect/i);
      await smtp.start();
      await smtp.waitForMessages(1);
      const sent = await until(
        async () => (await s.outbox.listForQuote(id))[0],
        (m) => m?.status === "sent",
      );
      expect(sent!.attempts).toBeGreaterThanOrEqual(4);
      expect(sent!.lastError).toBeNull();
    });

    it(`marks a message failed after ${MAX_PERMANENT_ATTEMPTS} permanent rejections`, async () => {
      smtp.rejectWith = 550;
      const s = await start();
      const r = await s.submitQuote({
        fields: { name: "Meena", phone_number: "1", message: "x" },
        source: "api",
        clientIp: "::1",
      });
      const id = (r as { id: number }).id;
      const failed = await until(
        async () => (await s.outbox.listForQuote(id))[0],
        (m) => m?.status === "failed",
      );
      expect(failed!.attempts).toBe(MAX_PERMANENT_ATTEMPTS);
      expect(failed!.lastError).toContain("550");
      expect(smtp.messages).toHaveLength(0);
      // After the mail setup is fixed, the admin's retry delivers it.
      smtp.rejectWith = undefined;
      expect(await s.outbox.retry(failed!.id)).toBe(true);
      s.outboxWorker.wake();
      await smtp.waitForMessages(1);
    });

    it("closes cleanly: sends in flight are finished and recorded, nothing is left claimed", async () => {
      const s = await start();
      for (let i = 0; i < 5; i++) {
        await s.submitQuote({
          fields: { name: `N${i}`, phone_number: "1", message: "x" },
          source: "api",
          clientIp: "::1",
        });
      }
      await s.close();
      services = undefined;
      const db = await openDatabase({
        dataDir: s.config.DATA_DIR,
        databaseUrl: s.config.DATABASE_URL,
        pgSchema: schema?.schema,
      });
      const rows = await db.kysely.selectFrom("mail_outbox").select(["status"]).execute();
      await db.close();
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(["pending", "sent"]).toContain(row.status);
      expect(smtp.messages.length).toBe(rows.filter((r) => r.status === "sent").length);
    });
  });
}

describe("mail without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/outbox", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-file-"));
    const services = await createServices(loadConfig({ DATA_DIR: dataDir, MAIL_TO: "leads@example.com" }), {
      logger: silent,
    });
    try {
      const r = await services.submitQuote({
        fields: { name: "Kiran <b>", phone_number: "+91 1", message: "Hi & bye" },
        source: "footer",
        clientIp: "127.0.0.1",
      });
      expect(r.kind).toBe("stored");
      const dir = path.join(dataDir, "outbox");
      const files = await until(
        async () => {
          try {
            return readdirSync(dir).filter((f) => f.endsWith(".eml"));
          } catch {
            return [];
          }
        },
        (f) => f.length === 1,
      );
      const mail = await simpleParser(readFileSync(path.join(dir, files[0]!)));
      expect(mail.subject).toBe("New quote request from Kiran <b>");
      expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text).toBe("leads@example.com");
      expect(mail.html).toContain("Kiran &lt;b&gt;");
      expect(mail.text).toContain("Hi & bye");
      await until(
        async () => (await services.outbox.counts()).sent,
        (n) => n === 1,
      );
    } finally {
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
