import { describe, expect, it } from "vitest";
import { privacyPolicy } from "#shared/content/legal/privacy-policy";
import { privacyEmail } from "#shared/content/legal/shared";
import { APPLICATION_RETENTION_TOKEN, applicationRetentionSentence } from "#shared/content/legal/application-retention";
import { type Config, loadConfig } from "#server/config";
import { replaceRetention } from "#server/seo/lead-retention";
import { applySiteUrl } from "#server/seo/site-url";
import type { StaticFiles } from "#server/static-files";
import { prerendered } from "../support/static-file";

/**
 * How long job applications are kept (APPLICATION_RETENTION_DAYS, default 180) is said where
 * an applicant reads it: the privacy policy's section on job applications and each open job's
 * consent line, both prerendered with a token that the server replaces at start.
 */

const text = (files: StaticFiles, path: string) => files.get(path)!.body.toString("utf8");
const flat = (value: unknown) => JSON.stringify(value).replace(/\\"/g, '"');

describe("the job application retention sentence", () => {
  it("names APPLICATION_RETENTION_DAYS, 180 unless set, and refuses a wrong value naming the variable", () => {
    expect(applicationRetentionSentence(90)).toBe(
      "We delete each application, with its CV, 90 days after we receive it",
    );
    expect(applicationRetentionSentence()).toBe(
      "We delete each application, with its CV, 180 days after we receive it",
    );
    expect(applicationRetentionSentence(1)).toBe("We delete each application, with its CV, 1 day after we receive it");
    expect(loadConfig({}).APPLICATION_RETENTION_DAYS).toBe(180);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: "30" }).APPLICATION_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: "0" })).toThrow(/APPLICATION_RETENTION_DAYS: /);
    expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: "half a year" })).toThrow(/APPLICATION_RETENTION_DAYS: /);
  });

  it("uses only characters that HTML, JSON and a JS string leave as they are", () => {
    for (const s of [APPLICATION_RETENTION_TOKEN, applicationRetentionSentence(3650)]) {
      expect(s).not.toMatch(/[<>&"'\\$\n]/);
      expect(JSON.stringify(s)).toBe(`"${s}"`);
    }
  });

  it("is replaced with the lead and pageview sentences for a config", () => {
    expect(
      replaceRetention(`${APPLICATION_RETENTION_TOKEN}. [[OTHER]]`, { APPLICATION_RETENTION_DAYS: 60 } as Config),
    ).toBe("We delete each application, with its CV, 60 days after we receive it. [[OTHER]]");
  });
});

describe("the privacy policy on job applications", () => {
  const section = privacyPolicy.sections.find((s) => s.id === "job-applications")!;

  it("says what an application holds, who sees it, how long it is kept and that it can be erased at once", () => {
    expect(section.heading).toBe("Job applications");
    const words = flat(section);
    expect(flat(privacyPolicy).split(APPLICATION_RETENTION_TOKEN)).toHaveLength(2);
    expect(words).toContain(`${APPLICATION_RETENTION_TOKEN}, automatically: the application, the CV`);
    expect(words).toContain("withdraw your application and ask us to erase it at any time");
    expect(words).toContain(`mailto:${privacyEmail}`);
    expect(words).toContain("erases it at once, with your CV");
    const collected = flat(privacyPolicy.sections.find((s) => s.id === "information-we-collect"));
    expect(collected).toContain("When you apply for a job");
  });

  it("reads with the configured days once the server has started", async () => {
    const files: StaticFiles = new Map([
      [
        "/privacy-policy",
        prerendered("privacy-policy/index.html", `<p>${APPLICATION_RETENTION_TOKEN}, automatically.</p>`),
      ],
      [
        "/privacy-policy.data",
        prerendered("privacy-policy.data", `["${APPLICATION_RETENTION_TOKEN}, automatically."]`),
      ],
    ]);
    await applySiteUrl(files, { SITE_URL: "http://localhost:3000", APPLICATION_RETENTION_DAYS: 45 } as Config);
    expect(text(files, "/privacy-policy")).toBe(
      "<p>We delete each application, with its CV, 45 days after we receive it, automatically.</p>",
    );
    expect(JSON.parse(text(files, "/privacy-policy.data"))).toEqual([
      "We delete each application, with its CV, 45 days after we receive it, automatically.",
    ]);
  });
});
