import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import type { Acting } from "#server/pipeline/acting";
import { createServices, type Services } from "#server/services";
import { linuxProgram, pdfFile } from "../support/cv-files";
import { emlFiles, filesHolding, until } from "../support/data-files";

/**
 * An applicant's data leaves no copy in DATA_DIR (decisions 027 and 051): erasing an
 * application removes its name, e-mail address and CV from the SQLite file, its -wal and -shm,
 * and the .eml files of its two mails; the retention does the same; and a refused file was
 * never written anywhere. Real services, the real file mail sender, the files read raw.
 */

const NAME = "Qxwvz Applicant";
const EMAIL = "qxwvz.applicant@example.net";
const CV_TEXT = "Zzqv CV marker of the erased applicant";
const KEPT = "Kkpw Keptapplicant";

let services: Services;
let dataDir: string;
let acting: Acting;
let clock: Date | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hiring-erasure-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", QUOTE_RATE_LIMIT: "0" });
  services = await createServices(config, { logger: pino({ level: "silent" }), now: () => clock ?? new Date() });
  const owner = await services.users.create({
    email: "owner@example.com",
    displayName: "Olga Owner",
    role: "owner",
    passwordHash: "x",
  });
  acting = { user: owner!, ip: "198.51.100.1" };
}, 60_000);
afterAll(async () => {
  await services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function apply(name: string, email: string, cv: Buffer, fileName = `${name}.pdf`) {
  return services.hiring.submit({
    job: { slug: "qa-engineer", title: "QA Engineer", open: true },
    fields: { name, email, phone: "+91 98765 11111", consent: "yes" },
    cv: { fileName, bytes: cv, size: cv.length },
    clientIp: "203.0.113.77",
    honeypot: "",
  });
}

/** Applies, and waits for both its mails to be written as .eml files. */
async function applied(name: string, email: string, cv: Buffer): Promise<number> {
  const before = emlFiles(dataDir).length;
  const result = await apply(name, email, cv);
  if (result.kind !== "stored") throw new Error(result.kind);
  await until(
    () => emlFiles(dataDir).length,
    (n) => n === before + 2,
  );
  return result.id;
}

describe("an applicant's data in DATA_DIR", () => {
  it("keeps no byte of a refused file anywhere", async () => {
    const program = Buffer.concat([linuxProgram(), Buffer.from("Rrqx refused program marker")]);
    expect((await apply("Refused Person", "refused@example.net", program, "cv.pdf")).kind).toBe("invalid");
    expect(filesHolding(dataDir, "Rrqx refused program marker")).toEqual([]);
  });

  it("erasing an application leaves neither the name, the address nor the CV in any file, and keeps the others'", async () => {
    const id = await applied(NAME, EMAIL, pdfFile(CV_TEXT));
    const kept = await applied(KEPT, "kept@example.net", pdfFile("Kept CV"));
    // The test looks in the right places: before the erasure, the application is there.
    expect(filesHolding(dataDir, NAME).some((f) => f.startsWith("outbox"))).toBe(true);
    expect(filesHolding(dataDir, EMAIL).some((f) => f.startsWith("site.db"))).toBe(true);
    expect(filesHolding(dataDir, CV_TEXT).some((f) => f.startsWith("site.db"))).toBe(true);
    await until(
      () => services.outbox.counts(),
      (c) => c.pending === 0 && c.sending === 0,
    );

    expect(await services.hiring.erase(acting, id)).toBe(true);

    for (const text of [NAME, EMAIL, CV_TEXT]) expect(filesHolding(dataDir, text), text).toEqual([]);
    expect(filesHolding(dataDir, KEPT).some((f) => f.startsWith("outbox"))).toBe(true);
    expect((await services.hiring.application(kept))?.name).toBe(KEPT);
  });

  it("the retention deletes old applications' CVs and mail files too", async () => {
    clock = new Date(Date.now() - 200 * 86_400_000);
    const old = await applied("Oldq Applicant", "oldq@example.net", pdfFile("Oldq CV marker"));
    clock = undefined;
    await until(
      () => services.outbox.counts(),
      (c) => c.pending === 0 && c.sending === 0,
    );
    expect(await services.hiring.deleteReceivedBefore(new Date(Date.now() - 180 * 86_400_000))).toBe(1);
    expect(await services.hiring.application(old)).toBeUndefined();
    for (const text of ["Oldq Applicant", "oldq@example.net", "Oldq CV marker"])
      expect(filesHolding(dataDir, text), text).toEqual([]);
  });
});
