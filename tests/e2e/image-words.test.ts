import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "#shared/content/collections";
import { ALT_MESSAGE } from "#shared/content/schemas/common";
import { OWNER, OWNER_ENV, getAs, signInHttp, signInPage } from "../support/admin";
import { openFolded, uploadToLibrary } from "../support/admin-browser";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { DESKTOP, expectNoAxeViolations, openPage, PHONE } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";

/**
 * Images keep their words (issue 35), in a real browser at 390 and 1366 px with axe:
 * a library image picked in a field fills its alt text with the library's description;
 * an upload in one field shows at once in every other picker of the page, and a refused
 * save keeps the library in them all (it went back to "(0)"); without scripts the server
 * gives a picked image its library words; and no public page renders a content image with
 * an empty alt that is not decorative, walked over every published record of every collection.
 */

const suite = useSiteAndBrowser({ ...OWNER_ENV });
const dir = mkdtempSync(path.join(tmpdir(), "image-words-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function picture(name: string, background: { r: number; g: number; b: number }) {
  const file = path.join(dir, name);
  await sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

let harbour: string;
let lighthouse: string;
let market: string;
beforeAll(async () => {
  [harbour, lighthouse, market] = await Promise.all([
    picture("harbour.png", { r: 30, g: 70, b: 150 }),
    picture("lighthouse.png", { r: 210, g: 90, b: 40 }),
    picture("market.png", { r: 40, g: 160, b: 70 }),
  ]);
});

/** An image field: its group, by its legend. */
const field = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
/** The line that opens a field's library, with its count ("Choose from the library (2)"). */
const pickerLine = (group: Locator) => group.locator("summary", { hasText: "Choose from the library" });
/** Opens a field's library (unless open: it is, while no image is chosen) and gives its thumbnails. */
async function openPicker(group: Locator): Promise<Locator> {
  if (!(await pickerLine(group).evaluate((s) => (s.parentElement as HTMLDetailsElement).open)))
    await pickerLine(group).click();
  return group.getByRole("list", { name: "Choose from the library" });
}
const pickerNames = async (group: Locator) => (await openPicker(group)).locator("li").allInnerTexts();

describe("one library, everywhere on the page", () => {
  it("fills a picked image's alt text from the library, and every picker lists an upload, also after a refused save", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await uploadToLibrary(page, suite.site.url, harbour, "Harbour at dusk");
    await page.goto(`${suite.site.url}/admin/content/projects/new`);
    await waitForHydration(page);

    // Picked from the library: the alt text is the library's description, and it says so.
    const card = field(page, "Card image");
    await (await openPicker(card)).getByText("Harbour at dusk").click();
    expect(await card.getByLabel("Alt text", { exact: true }).inputValue()).toBe("Harbour at dusk");
    expect(await card.locator("[aria-live]").innerText()).toContain("Alt text filled in from the library");

    // An upload in another field...
    const list = field(page, "Portfolio list image");
    await list.getByLabel("Alt text", { exact: true }).fill("Lighthouse on the cliff");
    await list.getByLabel("Upload a new image").setInputFiles(lighthouse);
    await expect
      .poll(() => list.locator("[aria-live]").innerText(), { timeout: 15_000 })
      .toContain("uploaded and chosen");
    // ...is offered at once by every other picker: the card image's, and a folded slider image's.
    expect(await pickerLine(card).innerText()).toContain("(2)");
    expect(await pickerNames(card)).toEqual(
      expect.arrayContaining([expect.stringContaining("Lighthouse on the cliff")]),
    );
    await openFolded(page, "Slider image 1");
    const slider = field(page, "Slider image 1");
    expect(await pickerLine(slider).innerText()).toContain("(2)");
    await expectNoAxeViolations(page);

    // A refused save (the new project is far from finished) keeps the library in every picker.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("error-summary");
    for (const name of ["Card image", "Portfolio list image"])
      expect(await pickerLine(field(page, name)).innerText(), name).toContain("(2)");
    expect(await field(page, "Card image").getByLabel("Alt text", { exact: true }).inputValue()).toBe(
      "Harbour at dusk",
    );
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    expect(await scrollsHorizontally(page)).toBe(false);
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it("without scripts, a picked library image gets the library's words when its alt text is left empty (390 px)", async () => {
    const { page, context } = await openPage(suite.browser, PHONE, { javaScriptEnabled: false });
    await signInPage(page, suite.site.url);
    await uploadToLibrary(page, suite.site.url, market, "Vegetable market stalls");
    await page.goto(`${suite.site.url}/admin/content/projects/gowisekart`);
    const listImage = field(page, "Portfolio list image");
    await (await openPicker(listImage)).locator("label", { hasText: "Vegetable market stalls" }).click();
    await listImage.getByLabel("Alt text", { exact: true }).fill("");
    await Promise.all([page.waitForURL(/gowisekart/), page.getByRole("button", { name: "Save draft" }).click()]);
    await page.waitForLoadState("load");
    expect(await page.getByRole("status").first().innerText()).toContain("Draft saved");
    expect(await field(page, "Portfolio list image").getByLabel("Alt text", { exact: true }).inputValue()).toBe(
      "Vegetable market stalls",
    );
    await context.close();
  });
});

// ————— Every published record's images, over every collection —————

type Live = { collection: string; id: string; data: unknown };

/** Every record the site shows (published, or shipped and not changed), through the content API. */
async function liveRecords(cookie: string): Promise<Live[]> {
  const out: Live[] = [];
  for (const collection of COLLECTION_NAMES) {
    const list = JSON.parse((await getAs(suite.site.url, `/admin/api/content/${collection}`, cookie)).text) as {
      records: { id: string }[];
    };
    for (const { id } of list.records) {
      const body = JSON.parse(
        (await getAs(suite.site.url, `/admin/api/content/${collection}/${encodeURIComponent(id)}`, cookie)).text,
      ) as { state: string; data: unknown; published: unknown };
      const data = body.published ?? (body.state === "shipped" ? body.data : null);
      if (data !== null) out.push({ collection, id, data });
    }
  }
  return out;
}

type Found = { src: string; alt: string; decorative: boolean; where: string };

/** Every image in a record (any object with src, width and alt). */
function imagesOf(record: Live): Found[] {
  const out: Found[] = [];
  const walk = (v: unknown, at: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.src === "string" && typeof o.alt === "string" && typeof o.width === "number")
        out.push({
          src: o.src,
          alt: o.alt,
          decorative: o.decorative === true,
          where: `${record.collection}/${record.id} ${at}`,
        });
      else for (const [k, x] of Object.entries(o)) walk(x, at ? `${at}.${k}` : k);
    }
  };
  walk(record.data, "");
  return out;
}

/** The same image whatever its size: a library image by its hash, a shipped one by its address. */
const imageKey = (src: string) => /^\/media\/([a-f0-9]{20})-/.exec(src)?.[1] ?? src;

/**
 * The <img> elements of a page's HTML, each with its src, its alt attribute (null when absent)
 * and whether it sits inside aria-hidden="true" (a slider's looped copy, not read out).
 */
function imagesIn(html: string) {
  const images: { src: string; alt: string | null; hidden: boolean }[] = [];
  const hiddenStack: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const hidden = (hiddenStack.at(-1) ?? false) || attributes["aria-hidden"] === "true";
        hiddenStack.push(hidden);
        if (name === "img") images.push({ src: attributes.src ?? "", alt: attributes.alt ?? null, hidden });
      },
      // Called for void elements (img) too, so the stack stays in step.
      onclosetag() {
        hiddenStack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return images;
}

describe("no public page shows a content image without its words", () => {
  it("publishes a project whose library images were left without alt text: they go live with the library's", async () => {
    const { page, context } = await openPage(suite.browser, DESKTOP);
    await signInPage(page, suite.site.url);
    await uploadToLibrary(page, suite.site.url, harbour, "Harbour at dusk");
    await page.goto(`${suite.site.url}/admin/content/projects/new?from=gowisekart`);
    await waitForHydration(page);
    await page.getByLabel("Project name", { exact: true }).fill("Harbour Tours App");
    // Picked, and the words emptied again (as nine images went live with alt="" before).
    for (const name of ["Card image", "Portfolio list image"]) {
      const group = field(page, name);
      await (await openPicker(group)).getByText("Harbour at dusk").click();
      await group.getByLabel("Alt text", { exact: true }).fill("");
    }
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => page.getByRole("status").first().innerText(), { timeout: 20_000 }).toContain("Published");
    await context.close();
    // Its list image on the portfolio, in the library's words (its card image is decorative, as the one it was copied from).
    const html = await (await fetch(`${suite.site.url}/portfolio`)).text();
    expect(html).toMatch(/<img[^>]*src="\/media\/[a-f0-9]{20}-800\.webp"[^>]*alt="Harbour at dusk"/);
  });

  it("the content API refuses an image without words unless it is marked decorative", async () => {
    const cookie = (await signInHttp(suite.site.url, OWNER)).cookie!;
    const body = JSON.parse((await getAs(suite.site.url, "/admin/api/content/projects/gowisekart", cookie)).text) as {
      data: { cardImage: Record<string, unknown> };
    };
    const put = (cardImage: Record<string, unknown>) =>
      fetch(`${suite.site.url}/admin/api/content/projects/gowisekart`, {
        method: "PUT",
        headers: {
          cookie,
          "content-type": "application/json",
          "if-match": "*",
          origin: suite.site.url,
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ data: { ...body.data, cardImage } }),
      });
    const refused = await put({ ...body.data.cardImage, alt: "", decorative: false });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string[]> }).fields["cardImage.alt"]).toEqual([
      ALT_MESSAGE,
    ]);
    // Marked decorative, it needs no words.
    expect((await put({ ...body.data.cardImage, alt: "", decorative: true })).status).toBe(200);
  });

  it("walks every published record's images over every collection: each shows with its words, or is decorative", async () => {
    const cookie = (await signInHttp(suite.site.url, OWNER)).cookie!;
    const images = (await liveRecords(cookie)).flatMap(imagesOf);
    // The records hold library images (the project above) and shipped ones, some decorative.
    expect(images.some((i) => i.src.startsWith("/media/"))).toBe(true);
    expect(images.some((i) => i.decorative)).toBe(true);
    // Words may differ per use; an image is decorative only where every record that uses it says so.
    const decorative = new Map<string, boolean>();
    for (const i of images) decorative.set(imageKey(i.src), (decorative.get(imageKey(i.src)) ?? true) && i.decorative);

    const sitemap = await (await fetch(`${suite.site.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => new URL(m[1]!, "http://x").pathname);
    expect(paths).toContain("/portfolio/harbour-tours-app");
    // The HTML the server sends, as a crawler or a screen reader first gets it (read as HTML,
    // not in a browser: the walk covers every page of the sitemap).
    const problems: string[] = [];
    let checked = 0;
    for (const p of paths) {
      for (const img of imagesIn(await (await fetch(`${suite.site.url}${p}`)).text())) {
        const key = imageKey(img.src);
        if (!decorative.has(key) || img.hidden) continue;
        checked++;
        if (img.alt === null || (!img.alt.trim() && !decorative.get(key)))
          problems.push(`${p}: ${img.src} has alt="${img.alt ?? ""}"`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
