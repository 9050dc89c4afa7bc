import path from "node:path";
import SQLite from "better-sqlite3";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_TOO_LARGE } from "#shared/lib/media";
import { OWNER, OWNER_ENV, addAccounts, csrfOf, getAs, postAs, signInHttp, signInPage } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, acquireBrowser, openPage, releaseBrowser } from "../support/browser";
import { waitForHydration } from "../support/a11y";
import { textOf } from "../support/html";
import { PHP_SHELL, bombPng } from "../support/media";
import { type RunningSite, startSite } from "../support/site";

/**
 * The image library over HTTP on the built server: an owner uploads through the
 * back-office form (multipart, with the CSRF token), finds the image listed, and its
 * files are served from the database with an immutable cache. Hostile and oversized
 * uploads get their sentence on the page (a 50 MB upload too, not a reset
 * connection) and leave nothing in the database. Sales has no access.
 */

const PAGE = "/admin/media";
const PEOPLE = {
  editor: { email: "editor.media@example.com", password: "saffron-lattice-orbit-41" },
  sales: { email: "sales.media@example.com", password: "pepper-harbour-quartz-77" },
};

let site: RunningSite;
let owner: string;
let csrf: string;

beforeAll(async () => {
  site = await startSite({ ...OWNER_ENV, QUOTE_RATE_LIMIT: "0" });
  await addAccounts(site.dataDir, PEOPLE, "Media");
  const signIn = await signInHttp(site.url, OWNER);
  expect(signIn.status).toBe(303);
  owner = signIn.cookie!;
  csrf = await csrfOf(site.url, owner, PAGE);
});

let browser: Browser | undefined;

afterAll(async () => {
  await releaseBrowser(browser);
  await site?.stop();
});

/** Rows in the library's tables, read from the server's SQLite file. */
function stored() {
  const db = new SQLite(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { assets: count("media_assets"), files: count("media_files") };
  } finally {
    db.close();
  }
}

function auditActions(): string[] {
  const db = new SQLite(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    return (
      db.prepare("select action from audit_log where action like 'media.%' order by id").all() as { action: string }[]
    ).map((r) => r.action);
  } finally {
    db.close();
  }
}

const browserHeaders = (cookie: string) => ({ origin: site.url, "sec-fetch-site": "same-origin", cookie });

/** Posts the upload form as a browser does (multipart/form-data). */
async function upload(
  file: { bytes: Buffer; name: string; type?: string },
  alt: string,
  options: { cookie?: string; token?: string } = {},
) {
  const form = new FormData();
  form.set("csrf", options.token ?? csrf);
  form.set("intent", "upload");
  form.set(
    "file",
    new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }),
  );
  form.set("alt", alt);
  const res = await fetch(site.url + PAGE, {
    method: "POST",
    redirect: "manual",
    headers: browserHeaders(options.cookie ?? owner),
    body: form,
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

let src: string;

describe("the image library over HTTP", () => {
  it("an owner uploads an image, sees it listed, and its files are served immutable", async () => {
    const page = await getAs(site.url, PAGE, owner);
    expect(page.status).toBe(200);
    expect(page.text).toContain('href="/admin/media"');
    expect(page.text).toMatch(/enctype="multipart\/form-data"/i);
    expect(page.text).toContain('accept="image/png,image/jpeg,image/webp,image/avif"');

    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const res = await upload({ bytes: png, name: "team.png", type: "image/png" }, "Our team at the Pune office");
    expect(res.status).toBe(303);
    expect(res.location).toBe(PAGE);

    const listed = await getAs(site.url, PAGE, owner);
    expect(textOf(listed.text)).toContain("Uploaded: team.png.");
    expect(listed.text).toContain('alt="Our team at the Pune office"');
    const m = /\/media\/[a-f0-9]{20}-1200\.webp/.exec(listed.text);
    expect(m).not.toBeNull();
    src = m![0];
    expect(listed.text).toContain(`value="${src}"`);
    expect(textOf(listed.text)).toContain("1,200 × 800 pixels");
    expect(stored()).toEqual({ assets: 1, files: 6 });
    expect(auditActions()).toEqual(["media.upload"]);

    const file = await fetch(site.url + src);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = file.headers.get("etag")!;
    expect(etag).toBe(`"${src.slice("/media/".length)}"`);
    const body = Buffer.from(await file.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });

    const avif = await fetch(site.url + src.replace("-1200.webp", "-480.avif"));
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    await avif.arrayBuffer();

    const again = await fetch(site.url + src, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const head = await fetch(site.url + src, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));

    for (const missing of [
      "/media/0123456789abcdef0123-480.webp",
      "/media/..%2Fsite.db",
      "/media/team.png",
      `${src}.png`,
    ]) {
      const res404 = await fetch(site.url + missing);
      expect(res404.status, missing).toBe(404);
      expect(res404.headers.get("content-type"), missing).toMatch(/^text\/plain/);
      await res404.text();
    }
  });

  it("the same bytes again store nothing new", async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const res = await upload({ bytes: png, name: "team-copy.png", type: "image/png" }, "Again");
    expect(res.status).toBe(303);
    expect(textOf((await getAs(site.url, PAGE, owner)).text)).toContain("already in the library (as team.png)");
    expect(stored()).toEqual({ assets: 1, files: 6 });
  });

  it("refusals show their sentence beside the field and store nothing", async () => {
    const cases = [
      {
        file: { bytes: PHP_SHELL, name: "x.png", type: "image/png" },
        alt: "A photo",
        says: "This file is not a PNG, JPEG, WebP or AVIF image. Its contents are PHP code",
      },
      {
        file: {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: "logo.svg",
          type: "image/svg+xml",
        },
        alt: "Logo",
        says: "SVG images are not accepted: they can carry scripts. Export it as PNG or WebP.",
      },
      {
        file: { bytes: bombPng(50_000, 50_000), name: "bomb.png", type: "image/png" },
        alt: "Grey",
        says: "This image is 50,000 × 50,000 pixels",
      },
      {
        file: {
          bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: "red" } })
            .png()
            .toBuffer(),
          name: "red.png",
        },
        alt: "",
        says: "(alt text)",
      },
      { file: { bytes: Buffer.alloc(0), name: "" }, alt: "Nothing", says: "Choose an image file" },
    ];
    for (const c of cases) {
      const started = performance.now();
      const res = await upload(c.file, c.alt);
      expect(res.status, c.file.name).toBe(400);
      expect(performance.now() - started, c.file.name).toBeLessThan(5_000);
      const text = textOf(res.text);
      expect(text, c.file.name).toContain(c.says);
      expect(res.text, c.file.name).toMatch(/aria-invalid="true"/);
    }
    expect(stored()).toEqual({ assets: 1, files: 6 });
  });

  it("a 50 MB upload gets the clear message, not a reset connection", async () => {
    const started = performance.now();
    const res = await upload(
      { bytes: Buffer.alloc(50 * 1024 * 1024), name: "holiday.png", type: "image/png" },
      "Holiday",
    );
    expect(res.status).toBe(413);
    expect(textOf(res.text)).toContain(MEDIA_TOO_LARGE);
    expect(performance.now() - started).toBeLessThan(20_000);

    // Without a Content-Length (chunked): refused once the count passes the limit.
    const boundary = "----media-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const megabyte = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        if (sent < 30) controller.enqueue(megabyte);
        else {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
        sent++;
      },
    });
    const chunked = await fetch(site.url + PAGE, {
      method: "POST",
      redirect: "manual",
      headers: { ...browserHeaders(owner), "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(textOf(await chunked.text())).toContain(MEDIA_TOO_LARGE);
    expect(stored()).toEqual({ assets: 1, files: 6 });

    // Signed out (a session that ended while choosing the file): the sign-in page, not a reset.
    const signedOut = await upload({ bytes: Buffer.alloc(20 * 1024 * 1024), name: "later.png" }, "Later", {
      cookie: "",
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toMatch(/^\/admin\/login/);

    // The server is fine afterwards.
    expect((await getAs(site.url, PAGE, owner)).status).toBe(200);
  });

  it("an upload without the form's token is refused and stores nothing", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "blue" } })
      .png()
      .toBuffer();
    const res = await upload({ bytes: png, name: "blue.png", type: "image/png" }, "Blue", { token: "not-the-token" });
    expect(res.status).toBe(403);
    const crossSite = await fetch(site.url + PAGE, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", cookie: owner },
      body: new FormData(),
    });
    // Refused before anything is read (by React Router's own origin check, or ours).
    expect([400, 403]).toContain(crossSite.status);
    expect(stored()).toEqual({ assets: 1, files: 6 });
  });

  it("editors use the library; sales gets 403", async () => {
    const editor = (await signInHttp(site.url, PEOPLE.editor)).cookie!;
    expect((await getAs(site.url, PAGE, editor)).status).toBe(200);
    const sales = (await signInHttp(site.url, PEOPLE.sales)).cookie!;
    expect((await getAs(site.url, PAGE, sales)).status).toBe(403);
    expect((await getAs(site.url, PAGE, sales)).text).not.toContain('href="/admin/media"');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "green" } })
      .png()
      .toBuffer();
    const salesToken = await csrfOf(site.url, sales);
    expect(
      (await upload({ bytes: png, name: "green.png" }, "Green", { cookie: sales, token: salesToken })).status,
    ).toBe(403);
    expect(stored()).toEqual({ assets: 1, files: 6 });
  });

  it("an owner changes the description, then deletes the image and its files stop", async () => {
    const id = (() => {
      const db = new SQLite(path.join(site.dataDir, "site.db"), { readonly: true });
      try {
        return (db.prepare("select id from media_assets").get() as { id: number }).id;
      } finally {
        db.close();
      }
    })();
    const tooLong = await postAs(site.url, PAGE, owner, { intent: "alt", id: String(id), alt: "x".repeat(300) }, csrf);
    expect(tooLong.status).toBe(400);
    expect(textOf(tooLong.text)).toContain("Use at most 250 characters");

    const alt = await postAs(site.url, PAGE, owner, { intent: "alt", id: String(id), alt: "The team, smiling" }, csrf);
    expect(alt.status).toBe(303);
    const page = await getAs(site.url, PAGE, owner);
    expect(page.text).toContain('alt="The team, smiling"');

    const confirm = await getAs(site.url, `${PAGE}?confirm=${id}`, owner);
    expect(textOf(confirm.text)).toContain("Delete team.png and all of its sizes?");
    const removed = await postAs(site.url, PAGE, owner, { intent: "delete", id: String(id) }, csrf);
    expect(removed.status).toBe(303);
    expect(textOf((await getAs(site.url, PAGE, owner)).text)).toContain("Deleted: team.png.");
    expect(stored()).toEqual({ assets: 0, files: 0 });
    expect((await fetch(site.url + src)).status).toBe(404);
    expect(auditActions()).toEqual(["media.upload", "media.alt_changed", "media.removed"]);
  });
});

describe("the image library in a browser", () => {
  for (const [viewport, javaScriptEnabled] of [
    [PHONE, false],
    [PHONE, true],
    [DESKTOP, true],
  ] as const) {
    const where = `${viewport === PHONE ? "phone" : "desktop"}, ${javaScriptEnabled ? "with" : "without"} JavaScript`;
    it(`(${where}) uploads through the form, shows refusals beside the field, deletes after asking, and passes axe`, async () => {
      browser ??= await acquireBrowser();
      const { page, context, consoleErrors } = await openPage(browser, viewport, { javaScriptEnabled });
      // axe runs its script in the page: only where the page may run scripts.
      const checkAxe = () => (javaScriptEnabled ? expectNoAxeViolations(page) : Promise.resolve());
      try {
        await signInPage(page, site.url);
        await page.goto(site.url + PAGE);
        const form = page.getByRole("region", { name: "Upload an image" });

        // A refusal: the sentence beside the file field, announced at the top of the form.
        await form
          .getByLabel("Image file")
          .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: PHP_SHELL });
        await form.getByLabel("Description (alt text)").fill("Notes");
        await form.getByRole("button", { name: "Upload image" }).click();
        await expect.poll(() => form.getByLabel("Image file").getAttribute("aria-invalid")).toBe("true");
        expect(await form.getByRole("alert").textContent()).toContain("Its contents are PHP code");
        expect(await form.getByLabel("Description (alt text)").inputValue()).toBe("Notes");
        await checkAxe();

        const colour = { r: viewport.width % 256, g: javaScriptEnabled ? 80 : 160, b: 20 };
        const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
          .jpeg()
          .toBuffer();
        const name = `browser-${viewport.width}-${javaScriptEnabled ? "js" : "html"}.jpg`;
        await form.getByLabel("Image file").setInputFiles({ name, mimeType: "image/jpeg", buffer: jpeg });
        await form.getByLabel("Description (alt text)").fill(`A ${javaScriptEnabled ? "orange" : "green"} square`);
        await form.getByRole("button", { name: "Upload image" }).click();
        await expect.poll(() => page.getByRole("status").first().textContent()).toContain(`Uploaded: ${name}.`);

        const card = page.getByRole("article", { name });
        const image = card.getByRole("img", { name: `A ${javaScriptEnabled ? "orange" : "green"} square` });
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await card.getByLabel("Address").inputValue()).toMatch(/^\/media\/[a-f0-9]{20}-900\.webp$/);
        await checkAxe();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          "no sideways scroll",
        ).toBeLessThanOrEqual(viewport.width);

        // Deleting asks first, in the card.
        await card.getByRole("link", { name: `Delete ${name}` }).click();
        await expect
          .poll(() => page.getByRole("article", { name }).getByRole("button", { name: "Delete for good" }).count())
          .toBe(1);
        await checkAxe();
        await page.getByRole("article", { name }).getByRole("button", { name: "Delete for good" }).click();
        await expect.poll(() => page.getByRole("status").first().textContent()).toContain(`Deleted: ${name}.`);
        expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  /** A JPEG of one colour, new to the library. */
  const square = (r: number, g: number, b: number) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();

  it("(phone, without JavaScript) takes several files at once, asking for each one's words, and finds them", async () => {
    browser ??= await acquireBrowser();
    const { page, context } = await openPage(browser, PHONE, { javaScriptEnabled: false });
    try {
      await signInPage(page, site.url);
      await page.goto(site.url + PAGE);
      const form = page.getByRole("region", { name: "Upload an image" });
      await form.getByLabel("Image file").setInputFiles([
        { name: "kiosk-front.jpg", mimeType: "image/jpeg", buffer: await square(10, 90, 200) },
        { name: "kiosk-side.jpg", mimeType: "image/jpeg", buffer: await square(220, 200, 10) },
      ]);
      await form.getByRole("button", { name: "Upload image" }).click();
      // Each file waits for its words, asked for by its name.
      await form.getByLabel("Description of kiosk-front.jpg").fill("Kiosk tablet from the front");
      await form.getByRole("button", { name: "Upload these images" }).click();
      // One was described: it is in; the other is asked for again, in words.
      expect(await form.getByRole("status").innerText()).toContain("Uploaded: Kiosk tablet from the front.");
      const side = form.getByLabel("Description of kiosk-side.jpg");
      expect(await side.getAttribute("aria-invalid")).toBe("true");
      await side.fill("Kiosk tablet from the side");
      await form.getByRole("button", { name: "Upload these images" }).click();
      expect(await page.getByRole("status").first().innerText()).toContain("Uploaded: Kiosk tablet from the side.");

      // The library finds them by their words (and by the file's name), and says how many.
      await page.getByLabel("Search", { exact: true }).fill("kiosk tablet");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      expect(new URL(page.url()).searchParams.get("q")).toBe("kiosk tablet");
      expect(await page.getByText("2 found for “kiosk tablet”.").count()).toBe(1);
      expect(await page.getByRole("article").count()).toBe(2);
      await page.getByLabel("Search", { exact: true }).fill("kiosk-side");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      expect(await page.getByRole("article").count()).toBe(1);
      await page.getByLabel("Search", { exact: true }).fill("no such picture");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      expect(await page.getByText("No image matches “no such picture”.").count()).toBe(1);
      expect(await page.getByRole("article").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("(desktop, with JavaScript) shows a description field for each chosen file and uploads them one by one", async () => {
    browser ??= await acquireBrowser();
    const { page, context, consoleErrors } = await openPage(browser, DESKTOP);
    try {
      await signInPage(page, site.url);
      await page.goto(site.url + PAGE);
      await waitForHydration(page);
      const form = page.getByRole("region", { name: "Upload an image" });
      await form.getByLabel("Image file").setInputFiles([
        { name: "lobby-1.jpg", mimeType: "image/jpeg", buffer: await square(200, 30, 30) },
        { name: "lobby-2.jpg", mimeType: "image/jpeg", buffer: await square(30, 200, 30) },
        { name: "lobby-3.jpg", mimeType: "image/jpeg", buffer: await square(30, 30, 200) },
      ]);
      // One field per file; none may be left without words.
      await form.getByLabel("Description of lobby-1.jpg").fill("Reception desk in the lobby");
      await form.getByLabel("Description of lobby-2.jpg").fill("Waiting sofas in the lobby");
      await form.getByRole("button", { name: "Upload image" }).click();
      await expect.poll(() => form.getByLabel("Description of lobby-3.jpg").getAttribute("aria-invalid")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("batch-alt-2");
      await expectNoAxeViolations(page);
      await form.getByLabel("Description of lobby-3.jpg").fill("Lift doors in the lobby");
      await form.getByRole("button", { name: "Upload image" }).click();
      await expect
        .poll(() => form.locator("[aria-live]").innerText(), { timeout: 20_000 })
        .toContain("Uploaded 3 images");
      // The library below shows them without a reload.
      await expect.poll(() => page.getByRole("article", { name: /^lobby-\d\.jpg$/ }).count()).toBe(3);
      expect(await page.getByRole("img", { name: "Lift doors in the lobby" }).count()).toBe(1);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows which records use an image, linked to their editors, and refuses to delete it while a draft does", async () => {
    browser ??= await acquireBrowser();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    expect((await upload({ bytes: png, name: "in-use.png", type: "image/png" }, "A red square")).status).toBe(303);
    const { page, context, consoleErrors } = await openPage(browser, DESKTOP);
    try {
      await signInPage(page, site.url);
      await page.goto(site.url + PAGE);
      const card = page.getByRole("article", { name: "in-use.png" });
      const address = await card.getByLabel("Address").inputValue();
      expect(textOf(await card.innerHTML())).toContain("Not used in any content.");

      // A testimonial's draft mentions the image.
      const editor = "/admin/content/testimonials/rohit-sharma";
      await page.goto(site.url + editor);
      await page.getByLabel("Quote", { exact: true }).fill(`Our launch photo: ${address}`);
      await page.getByRole("button", { name: "Save draft", exact: true }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("saved");

      await page.goto(site.url + PAGE);
      const used = card.getByRole("link", { name: /Rohit/ });
      expect(await used.getAttribute("href")).toBe(editor);
      expect(textOf(await card.innerHTML())).toContain("(Testimonials: draft)");
      await expectNoAxeViolations(page);

      // Deleting asks, then refuses: the draft still shows it.
      await card.getByRole("link", { name: "Delete in-use.png" }).click();
      await page.getByRole("article", { name: "in-use.png" }).getByRole("button", { name: "Delete for good" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("cannot be deleted");
      expect(await page.getByRole("article", { name: "in-use.png" }).count()).toBe(1);

      // Without the draft nothing uses it, and it goes.
      await used.click();
      await page.getByRole("button", { name: "Discard the draft" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Draft discarded");
      await page.goto(site.url + PAGE);
      expect(textOf(await card.innerHTML())).toContain("Not used in any content.");
      await card.getByRole("link", { name: "Delete in-use.png" }).click();
      await page.getByRole("article", { name: "in-use.png" }).getByRole("button", { name: "Delete for good" }).click();
      await expect.poll(() => page.getByRole("status").first().textContent()).toContain("Deleted: in-use.png.");
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
