import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { type AppLoadContext, isRouteErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as career from "#app/routes/career";
import * as hiringInbox from "#app/routes/admin/hiring";
import * as applicationPage from "#app/routes/admin/hiring-application";
import * as cvDownload from "#app/routes/admin/hiring-cv";
import * as erasePage from "#app/routes/admin/hiring-erase";
import * as settingsPage from "#app/routes/admin/settings";
import type { User } from "#server/accounts/users";
import { loadConfig } from "#server/config";
import type { Role } from "#server/db/schema";
import { createServices, type Services } from "#server/services";
import { CV_MAX_BYTES } from "#shared/lib/application-fields";
import { linuxProgram, pdfFile } from "../support/cv-files";

/**
 * The job page's action and the hiring routes' loaders and actions, in-process (no browser,
 * no server): an application posted as the browser posts it (multipart/form-data, with and
 * without its file), refused files answered beside the field with the other fields kept, a
 * closed job refused; every application page and the CV refused to an editor and a
 * salesperson; the CV downloaded only as an attachment, audited; a stage moved by a form post.
 */

const SITE = "http://site.test";
const OWNER = { email: "owner@example.com", password: "correct-horse-battery-staple" };
let services: Services;
let dataDir: string;
const people = {} as Record<"owner" | "hiring" | "editor" | "sales", { user: User; cookie: string; csrf: string }>;

/** Route module functions take React Router's arguments; these are the ones they read. */
type Args = { request: Request; params: Record<string, string>; context: AppLoadContext };
const context = (): AppLoadContext =>
  ({ services, clientIp: "203.0.113.50", nonce: "n", content: services.content.live() }) as unknown as AppLoadContext;
const call = async (fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}) => {
  try {
    return await fn({ request, params, context: context() } satisfies Args as never);
  } catch (thrown) {
    return thrown;
  }
};

/** What a route answered: a Response, or React Router's data() (thrown or returned). */
function answer(value: unknown): { status: number; headers: Headers; data: any } {
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: undefined };
  if (isRouteErrorResponse(value)) return { status: value.status, headers: new Headers(), data: value.data };
  const d = value as { type?: string; init?: ResponseInit | null; data?: unknown };
  if (d?.type === "DataWithResponseInit")
    return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers), data: d.data };
  return { status: 200, headers: new Headers(), data: value };
}

async function signedIn(role: Role, email: string) {
  const user =
    role === "owner"
      ? (await services.users.findByEmail(email))!
      : (await services.users.create({ email, displayName: email.split("@")[0]!, role, passwordHash: "x" }))!;
  const session = await services.sessions.storage.getSession();
  session.set("userId", user.id);
  session.set("csrf", `csrf-${role}`);
  const cookie = (await services.sessions.storage.commitSession(session)).split(";")[0]!;
  return { user: user as User, cookie, csrf: `csrf-${role}` };
}

const get = (url: string, cookie?: string) => new Request(`${SITE}${url}`, { headers: cookie ? { cookie } : {} });
const post = (url: string, who: { cookie: string; csrf: string }, fields: Record<string, string>) =>
  new Request(`${SITE}${url}`, {
    method: "POST",
    headers: {
      cookie: who.cookie,
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrf: who.csrf, ...fields }).toString(),
  });

const FIELDS = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "+91 98765 43210",
  linkedin: "linkedin.com/in/asha",
  note: "I can join in 30 days.",
  consent: "yes",
};

/** The application form as a browser sends it: multipart/form-data, the file among the fields. */
function application(
  slug: string,
  file: { name: string; bytes: Buffer } | null,
  fields: Record<string, string> = FIELDS,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("cv", new Blob([new Uint8Array(file.bytes)]), file.name);
  else form.append("cv", new Blob([]), "");
  form.append("company_website", "");
  return new Request(`${SITE}/careers/${slug}`, { method: "POST", body: form });
}

/**
 * The same form arriving as from a network, in 64 KB pieces a task apart; `cutAfter` bytes,
 * when given, end it there with an error (the sender went away).
 */
async function streamed(request: Request, cutAfter?: number) {
  const bytes = new Uint8Array(await request.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (cutAfter !== undefined && at >= cutAfter) return controller.error(new Error("connection reset"));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += 64 * 1024)));
    },
  });
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers: request.headers, body, duplex: "half" };
  return new Request(request.url, init);
}

const applicationIds = async () =>
  (await services.db.kysely.selectFrom("job_applications").select("id").orderBy("id").execute()).map((r) =>
    Number(r.id),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hiring-routes-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    LOG_LEVEL: "silent",
    QUOTE_RATE_LIMIT: "0",
    APPLICATION_RETENTION_DAYS: "120",
    HIRING_MAIL_TO: "careers@example.com",
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
  });
  services = await createServices(config, { logger: pino({ level: "silent" }), startOutbox: false });
  people.owner = await signedIn("owner", OWNER.email);
  people.hiring = await signedIn("hiring", "hema@example.com");
  people.editor = await signedIn("editor", "eddie@example.com");
  people.sales = await signedIn("sales", "sam@example.com");
}, 60_000);
afterAll(async () => {
  await services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("applying on a job's page", () => {
  it("says on the page how long an application is kept (this server's APPLICATION_RETENTION_DAYS) and where it posts", async () => {
    const page = answer(await call(career.loader, get("/careers/android-developer"), { slug: "android-developer" }));
    expect(page.data.apply.action).toBe("/careers/android-developer");
    expect(page.data.apply.words.consentText.details).toMatch(
      /^We delete each application, with its CV, 120 days after we receive it\. /,
    );
    expect(page.data.apply.words.consentText.label).toBe(
      "I agree that Reptile Technologies keeps my application and CV to consider me for this job.",
    );
  });

  it("stores an application with a PDF CV before thanking the applicant on the thank-you page", async () => {
    const before = await applicationIds();
    const res = answer(
      await call(career.action, application("android-developer", { name: "Asha CV.pdf", bytes: pdfFile() }), {
        slug: "android-developer",
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/careers/thank-you");
    const [id] = (await applicationIds()).filter((n) => !before.includes(n));
    const stored = await services.hiring.application(id!);
    expect(stored).toMatchObject({ name: "Asha Verma", jobTitle: "Android Developer (Kotlin)", cv: { kind: "pdf" } });
    const mails = await services.db.kysely
      .selectFrom("mail_outbox")
      .select(["to", "status"])
      .where("application_id", "=", id!)
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual(["asha@example.in", "careers@example.com"]);
  });

  it("refuses a program renamed .pdf beside the CV, in words, with every other field kept, and stores nothing", async () => {
    const before = await applicationIds();
    const res = answer(
      await call(career.action, application("android-developer", { name: "Asha CV.pdf", bytes: linuxProgram() }), {
        slug: "android-developer",
      }),
    );
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      status: "invalid",
      values: { ...FIELDS, github: "", portfolio: "", consent: true },
      fieldErrors: {
        cv: "We can only take a PDF or a Word (.docx) document, and this file is a program, although its name ends in .pdf. Choose your CV as a PDF or .docx file.",
      },
    });
    expect(await applicationIds()).toEqual(before);
  });

  it("refuses a CV over 5 MB with its size, keeping the fields sent after the file too", async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(CV_MAX_BYTES + 1024 * 1024)]);
    const res = answer(
      await call(career.action, application("qa-engineer", { name: "cv.pdf", bytes: big }), { slug: "qa-engineer" }),
    );
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors).toEqual({
      cv: "Your CV is 6.1 MB, and the limit is 5 MB. Save a smaller copy (a PDF usually is) and choose it again.",
    });
    expect(res.data.values).toMatchObject({ name: "Asha Verma", note: "I can join in 30 days.", consent: true });
  });

  it("answers a body far over the limit, arriving in pieces, with 413 and the fields that came before the file", async () => {
    const huge = Buffer.alloc(25 * 1024 * 1024);
    const request = await streamed(application("qa-engineer", { name: "film.pdf", bytes: huge }));
    const res = answer(await call(career.action, request, { slug: "qa-engineer" }));
    // What the parser says of the body cut short must not outlive the answer (it once ended the server).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(res.data.fieldErrors.cv).toBe(
      "Your application is too large to send: the CV may be at most 5 MB. Choose a smaller file and send it again.",
    );
    expect(res.data.values).toMatchObject({ name: "Asha Verma", email: "asha@example.in", phone: "+91 98765 43210" });
  });

  it("takes nothing from a form whose sender went away in the middle of the CV", async () => {
    const before = await applicationIds();
    const request = await streamed(
      application("qa-engineer", { name: "cv.pdf", bytes: Buffer.concat([pdfFile(), Buffer.alloc(1024 * 1024)]) }),
      512 * 1024,
    );
    const res = answer(await call(career.action, request, { slug: "qa-engineer" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(res.status).toBe(400);
    expect(res.data.values.name).toBe("");
    expect(await applicationIds()).toEqual(before);
  });

  it("asks for the CV again when only another field was wrong (a browser cannot keep a chosen file)", async () => {
    const res = answer(
      await call(
        career.action,
        application("android-developer", { name: "cv.pdf", bytes: pdfFile() }, { ...FIELDS, email: "asha@" }),
        { slug: "android-developer" },
      ),
    );
    expect(res.data.fieldErrors).toEqual({
      email: "Enter an e-mail address like name@example.com.",
      cv: "Choose your CV again before you send: a browser cannot keep a chosen file when the form comes back to you.",
    });
  });

  it("takes no application for a closed job", async () => {
    const jobs = services.content.live().jobs;
    const closed = {
      ...context(),
      content: { ...services.content.live(), jobs: jobs.map((j) => ({ ...j, open: false })) },
    };
    const before = await applicationIds();
    const res = answer(
      await career.action({
        request: application("android-developer", { name: "cv.pdf", bytes: pdfFile() }),
        params: { slug: "android-developer" },
        context: closed,
      } as never),
    );
    expect(res.status).toBe(410);
    expect(res.data.status).toBe("closed");
    expect(await applicationIds()).toEqual(before);
  });
});

describe("the hiring inbox and an application's page", () => {
  let id: number;
  beforeAll(async () => {
    const result = await services.hiring.submit({
      job: { slug: "qa-engineer", title: "QA Engineer", open: true },
      fields: { ...FIELDS, name: "Rahul Nair", email: "rahul@example.in" },
      cv: { fileName: "Rahul Nair CV.pdf", bytes: pdfFile(), size: pdfFile().length },
      clientIp: "203.0.113.60",
      honeypot: "",
    });
    if (result.kind !== "stored") throw new Error(result.kind);
    id = result.id;
  });

  const pages = () =>
    [
      ["the inbox", hiringInbox.loader, `/admin/hiring`],
      ["an application", applicationPage.loader, `/admin/hiring/${id}`],
      ["its CV", cvDownload.loader, `/admin/hiring/${id}/cv`],
    ] as const;

  it.each(["editor", "sales"] as const)(
    "refuses a signed-in %s every application page and the CV (403)",
    async (role) => {
      const who = people[role];
      for (const [, loader, url] of pages())
        expect(answer(await call(loader, get(url, who.cookie), { id: String(id) })).status, url).toBe(403);
      expect(
        answer(await call(erasePage.loader, get(`/admin/hiring/${id}/erase`, who.cookie), { id: String(id) })).status,
      ).toBe(403);
      const moved = answer(
        await call(
          applicationPage.action,
          post(`/admin/hiring/${id}`, who, { intent: "stage", stage: "screening", version: "1" }),
          {
            id: String(id),
          },
        ),
      );
      expect(moved.status).toBe(403);
      expect((await services.hiring.application(id))?.stage).toBe("applied");
    },
  );

  it("sends someone signed out to the sign-in page, and back after", async () => {
    for (const [, loader, url] of pages()) {
      const res = answer(await call(loader, get(url), { id: String(id) }));
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(url)}`);
    }
  });

  it("lists it for the hiring role, by job, with its CV's link", async () => {
    const page = answer(await call(hiringInbox.loader, get("/admin/hiring?job=qa-engineer", people.hiring.cookie)));
    expect(page.status).toBe(200);
    expect(page.data.rows.map((r: { name: string }) => r.name)).toEqual(["Rahul Nair"]);
    expect(page.data.rows[0].cv.href).toBe(`/admin/hiring/${id}/cv`);
    expect(page.data.jobTabs.find((t: { current: boolean }) => t.current).label).toBe("QA Engineer");
  });

  it("gives the CV only as an attachment, nosniff, never cached, and audits the download", async () => {
    const res = (await call(cvDownload.loader, get(`/admin/hiring/${id}/cv`, people.hiring.cookie), {
      id: String(id),
    })) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Rahul Nair CV.pdf"; filename*=UTF-8''Rahul%20Nair%20CV.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfFile())).toBe(true);
    const [entry] = (await services.audit.list({ action: "application.cv_downloaded" }, { limit: 1, offset: 0 })).items;
    expect(entry).toMatchObject({ actor: "hema@example.com", target: `application ${id}` });
  });

  it("moves it to a stage by a form post, back to the stage card with a notice; a stale version is refused in words", async () => {
    const res = answer(
      await call(
        applicationPage.action,
        post(`/admin/hiring/${id}`, people.hiring, { intent: "stage", stage: "screening", version: "1" }),
        { id: String(id) },
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/hiring/${id}?done=stage#stage`);
    expect((await services.hiring.application(id))?.stage).toBe("screening");

    const stale = answer(
      await call(
        applicationPage.action,
        post(`/admin/hiring/${id}`, people.owner, {
          intent: "stage",
          stage: "rejected",
          rejectionReason: "skills",
          version: "1",
        }),
        { id: String(id) },
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.result.error[""][0]).toMatch(
      /^Not saved: someone changed this application while you had it open\. It now reads: stage Screening/,
    );

    const missing = answer(
      await call(
        applicationPage.action,
        post(`/admin/hiring/${id}`, people.hiring, { intent: "stage", stage: "rejected", version: "2" }),
        { id: String(id) },
      ),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.rejectionReason).toEqual(["Choose why the application was rejected."]);
  });

  it("lets only an owner erase it", async () => {
    expect(
      answer(await call(erasePage.action, post(`/admin/hiring/${id}/erase`, people.hiring, {}), { id: String(id) }))
        .status,
    ).toBe(403);
    const res = answer(
      await call(erasePage.action, post(`/admin/hiring/${id}/erase`, people.owner, {}), { id: String(id) }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/hiring");
    expect(await services.hiring.application(id)).toBeUndefined();
  });
});

describe("the owners' settings page", () => {
  it("says how long job applications are kept", async () => {
    const page = answer(await call(settingsPage.loader, get("/admin/settings", people.owner.cookie)));
    expect(page.data.retention).toContainEqual({
      what: "Job applications (with their CVs)",
      rule: "Applications older than 120 days are deleted every hour, with their CVs, notes and mails (APPLICATION_RETENTION_DAYS). An owner can erase one at once from its page.",
    });
  });
});
