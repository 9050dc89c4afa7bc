import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailSender } from "#server/mail/transport";

/** Issue 17, item 14: a SIGKILL while a mail was being written left a .tmp file for ever. */
describe("the file mail sender at start", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-tmp-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("deletes temporary files of processes that no longer run, and keeps everything else", () => {
    const outbox = path.join(dataDir, "outbox");
    mkdirSync(outbox, { recursive: true });
    // A pid far above any real one on this machine (pid_max is at most 4194304).
    const dead = path.join(outbox, "20261126T080000Z-quote-1-mail-1.eml.4194399.tmp");
    const live = path.join(outbox, `20261126T080000Z-quote-2-mail-2.eml.${process.pid}.tmp`);
    const mail = path.join(outbox, "20261126T080000Z-quote-3-mail-3.eml");
    for (const file of [dead, live, mail]) writeFileSync(file, "x");
    const sender = createMailSender({ dataDir, from: "site@example.com", siteUrl: "http://localhost:3000" });
    sender.close();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(mail)).toBe(true);
  });

  it("starts when there is no outbox folder yet", () => {
    const fresh = mkdtempSync(path.join(tmpdir(), "mail-none-"));
    expect(() =>
      createMailSender({ dataDir: fresh, from: "site@example.com", siteUrl: "http://localhost:3000" }).close(),
    ).not.toThrow();
    rmSync(fresh, { recursive: true, force: true });
  });
});
