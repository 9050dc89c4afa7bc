import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { OutboxWorker } from "#server/outbox/worker";
import { createServices, type Services } from "#server/services";
import { emlFiles, filesHolding, until } from "../support/data-files";
import { createTestSchema, TEST_DATABASE_URL, type TestSchema, databaseVariants } from "../support/postgres";

/**
 * Erasing a lead (issue 29, finding 7) leaves none of its bytes in DATA_DIR: not in the
 * SQLite file, its -wal or -shm, nor in the .eml notification under DATA_DIR/outbox.
 * Real services, a real SQLite file (or PostgreSQL) and the real file mail sender; the
 * files are read raw, byte by byte.
 */

const silent = pino({ level: "silent" });
const NAME = "Zyxwv Erasetest";
const PHONE = "+919812345678";
const EMAIL = "zyxwv.erasetest@example.net";
const KEPT_NAME = "Qwertz Keepme";

for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`erasing a lead on ${variant.name}`, { timeout: 30_000 }, () => {
    let schema: TestSchema | undefined;
    const dirs: string[] = [];
    let services: Services | undefined;
    let clock: Date | undefined;

    const start = async (options: { startOutbox?: boolean } = {}) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "erasure-"));
      dirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        MAIL_TO: "sales@example.com",
        SITE_URL: "https://www.example.com",
        QUOTE_RATE_LIMIT: "0",
        LOG_LEVEL: "silent",
        ...(variant.name === "PostgreSQL" ? { DATABASE_URL: TEST_DATABASE_URL! } : {}),
      });
      services = await createServices(config, {
        logger: silent,
        pgSchema: schema?.schema,
        now: () => clock ?? new Date(),
        startOutbox: options.startOutbox,
      });
      await services.db.kysely.deleteFrom("mail_outbox").execute();
      await services.db.kysely.deleteFrom("quote_requests").execute();
      return { s: services, dataDir };
    };

    const submit = async (s: Services, name: string, phone: string, email?: string) => {
      const result = await s.submitQuote({
        fields: { name, phone_number: phone, email, message: `Please call ${name} back about an app` },
        source: "contact",
        clientIp: "203.0.113.9",
      });
      if (result.kind !== "stored") throw new Error(`lead not stored: ${result.kind}`);
      return result.id;
    };

    beforeAll(async () => {
      if (variant.name === "PostgreSQL") schema = await createTestSchema("erasure");
    });
    afterEach(async () => {
      await services?.close();
      services = undefined;
      clock = undefined;
    });
    afterAll(async () => {
      await schema?.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it("leaves neither the name, the phone number nor the e-mail address in any file of DATA_DIR, and keeps the other lead's mail", async () => {
      const { s, dataDir } = await start();
      const erased = await submit(s, NAME, PHONE, EMAIL);
      const kept = await submit(s, KEPT_NAME, "+919800000001");
      await until(
        () => emlFiles(dataDir),
        (files) => files.length === 2,
      );
      await until(
        () => s.outbox.counts(),
        (c) => c.sent === 2,
      );
      // The test looks in the right places: before the erasure, the lead is there.
      expect(filesHolding(dataDir, NAME).some((f) => f.startsWith("outbox"))).toBe(true);
      expect(filesHolding(dataDir, EMAIL).some((f) => f.startsWith("outbox"))).toBe(true);
      if (variant.name === "SQLite")
        expect(filesHolding(dataDir, PHONE).some((f) => f.startsWith("site.db"))).toBe(true);
      if (variant.name === "SQLite")
        expect(filesHolding(dataDir, EMAIL).some((f) => f.startsWith("site.db"))).toBe(true);
      expect((await s.quotes.get(erased))?.email).toBe(EMAIL);

      expect(await s.quotes.erase(erased)).toBe(true);

      expect(filesHolding(dataDir, NAME)).toEqual([]);
      expect(filesHolding(dataDir, PHONE)).toEqual([]);
      expect(filesHolding(dataDir, EMAIL)).toEqual([]);
      expect(await s.outbox.listForQuote(erased)).toEqual([]);
      // Only the erased lead's mail went.
      expect(emlFiles(dataDir)).toEqual([expect.stringContaining(`-quote-${kept}-mail-`)]);
      expect(filesHolding(dataDir, KEPT_NAME).some((f) => f.startsWith("outbox"))).toBe(true);
      expect((await s.quotes.get(kept))?.name).toBe(KEPT_NAME);
    });

    it("removes a mail file written while the lead was being erased", async () => {
      const { s, dataDir } = await start({ startOutbox: false });
      const id = await submit(s, NAME, PHONE, EMAIL);
      // The erasure lands while the worker is sending: the .eml is written after it.
      let written = false;
      const worker = new OutboxWorker({
        outbox: s.outbox,
        logger: silent,
        sender: {
          kind: s.mailSender.kind,
          close: () => s.mailSender.close(),
          forget: (message) => s.mailSender.forget(message),
          send: async (message) => {
            await s.quotes.erase(id);
            await s.mailSender.send(message);
            written = true;
          },
        },
      });
      worker.start();
      try {
        await until(() => written, Boolean);
      } finally {
        // Waits for the delivery in flight to be recorded (or found erased).
        await worker.stop();
      }
      expect(await s.quotes.get(id)).toBeUndefined();
      expect(emlFiles(dataDir)).toEqual([]);
      expect(filesHolding(dataDir, NAME)).toEqual([]);
      expect(filesHolding(dataDir, PHONE)).toEqual([]);
      expect(filesHolding(dataDir, EMAIL)).toEqual([]);
    });

    it("lead retention deletes the old leads' mail files too", async () => {
      clock = new Date("2025-01-01T10:00:00.000Z");
      const { s, dataDir } = await start();
      await submit(s, NAME, PHONE, EMAIL);
      await until(
        () => emlFiles(dataDir),
        (files) => files.length === 1,
      );
      await until(
        () => s.outbox.counts(),
        (c) => c.sent === 1,
      );
      clock = new Date("2025-03-01T10:00:00.000Z");
      const recent = await submit(s, KEPT_NAME, "+919800000001");
      await until(
        () => emlFiles(dataDir),
        (files) => files.length === 2,
      );
      await until(
        () => s.outbox.counts(),
        (c) => c.sent === 2,
      );

      expect(await s.quotes.deleteReceivedBefore(new Date("2025-02-01T00:00:00.000Z"))).toBe(1);

      expect(filesHolding(dataDir, NAME)).toEqual([]);
      expect(filesHolding(dataDir, PHONE)).toEqual([]);
      expect(filesHolding(dataDir, EMAIL)).toEqual([]);
      expect(emlFiles(dataDir)).toEqual([expect.stringContaining(`-quote-${recent}-mail-`)]);
    });
  });
}
