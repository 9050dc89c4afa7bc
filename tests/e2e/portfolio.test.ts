import { describe, expect, it } from "vitest";
import { portfolioPage, projects } from "#shared/content/portfolio";
import { waitForHydration } from "../support/a11y";
import { DESKTOP, openPage, openTab, pauseClock, PHONE, stepUntil } from "../support/browser";
import { textOf } from "../support/html";
import { useSiteAndBrowser } from "../support/site-browser";

const suite = useSiteAndBrowser();

const list = portfolioPage.list;
const labels = portfolioPage.detail;
const withVideo = projects.find((p) => p.detail.video)!;
const withoutVideo = projects.find((p) => !p.detail.video)!;

describe("server HTML", () => {
  it("/portfolio contains every project's name, answer and stats, and links to each detail page", async () => {
    const res = await fetch(`${suite.site.url}/portfolio`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain(list.title);
    for (const p of projects) {
      expect(text).toContain(`${list.projectPrefix}${p.listName}`.replace(/\s+/g, " "));
      expect(text).toContain(p.answer);
      for (const s of p.stats) {
        expect(text).toContain(`${s.percentage}%`);
        expect(text).toContain(s.text);
      }
      expect(html).toContain(`href="/portfolio/${p.slug}"`);
    }
  });

  it.each(projects.map((p) => [p.slug, p] as const))(
    "/portfolio/%s is server-rendered from the URL alone",
    async (slug, p) => {
      const res = await fetch(`${suite.site.url}/portfolio/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const text = textOf(html);
      expect(text).toContain(p.detail.projectName);
      expect(text).toContain(p.detail.companyText);
      expect(text).toContain(labels.aboutHeading);
      expect(text).toContain(p.detail.about);
      for (const label of Object.values(p.detail.labels)) expect(text).toContain(label);
      for (const image of p.detail.sliderImages.slice(0, 5)) expect(html).toContain(`src="${image.src}"`);
      for (const image of p.detail.backgroundImages.slice(0, 3)) expect(html).toContain(`src="${image.src}"`);
      if (p.detail.video) expect(html).toContain("<video");
      else expect(text).toContain(labels.noVideo);
    },
  );

  it("/Portfolio redirects permanently to /portfolio", async () => {
    const res = await fetch(`${suite.site.url}/Portfolio`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location")!, suite.site.url).pathname).toBe("/portfolio");
  });

  it("an unknown slug is a 404 with the old message and a link back to the list", async () => {
    const res = await fetch(`${suite.site.url}/portfolio/not-a-project`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(textOf(html)).toContain("No portfolio data found for ID: not-a-project");
    expect(html).toMatch(/<a[^>]*href="\/portfolio"[^>]*>Back to portfolio<\/a>/);
  });

  it("the video has autoplay, loop, muted, controls, playsinline, a poster and the fallback text", async () => {
    const html = await (await fetch(`${suite.site.url}/portfolio/${withVideo.slug}`)).text();
    const video = html.match(/<video[^>]*>[\s\S]*?<\/video>/)?.[0] ?? "";
    for (const attr of ["autoPlay", "loop", "muted", "controls", "playsInline"])
      expect(video).toMatch(new RegExp(`\\s${attr}=""`, "i"));
    expect(video).toContain(`poster="${withVideo.detail.video!.poster}"`);
    expect(video).toContain(`src="${withVideo.detail.video!.src}"`);
    expect(textOf(video)).toContain("Your browser does not support the video tag.");
  });
});

describe("in the browser", () => {
  it("View More shows the rest, disappears, and moves focus to the first new project", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    await page.goto(`${suite.site.url}/portfolio`);
    const headings = page.getByRole("heading", { level: 2, name: new RegExp(`^${list.projectPrefix.trim()}`) });
    await expect.poll(() => headings.count()).toBe(3);
    const button = page.getByRole("button", { name: list.viewMoreLabel });
    await button.click();
    await expect.poll(() => headings.count()).toBe(projects.length);
    expect(await button.count()).toBe(0);
    expect(await page.getByRole("link", { name: list.viewMoreLabel }).count()).toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(focused).toContain(projects[3]!.listName);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("without JavaScript every project is reachable", async () => {
    const { page } = await openTab(suite.browser, PHONE, { javaScriptEnabled: false });
    await page.goto(`${suite.site.url}/portfolio`);
    for (const p of projects) {
      await expect
        .poll(() => page.getByRole("link", { name: `${list.projectPrefix}${p.listName}`, exact: true }).isVisible())
        .toBe(true);
    }
    expect(await page.getByRole("link", { name: list.viewMoreLabel }).getAttribute("href")).toBe("#more-projects");
    await page.close();
  });

  it("clicking a project opens its detail page", async () => {
    const { page } = await openTab(suite.browser, DESKTOP);
    await page.goto(`${suite.site.url}/portfolio`);
    await page.getByRole("link", { name: `${list.projectPrefix}${projects[1]!.listName}`, exact: true }).click();
    await page.waitForURL(`**/portfolio/${projects[1]!.slug}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(projects[1]!.detail.projectName);
    await page.close();
  });

  it("the project video plays muted and in a loop; a project without one says so", async () => {
    const { page, consoleErrors } = await openTab(suite.browser, DESKTOP);
    await page.goto(`${suite.site.url}/portfolio/${withVideo.slug}`);
    const video = page.locator("video");
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      autoplay: v.autoplay,
      loop: v.loop,
      muted: v.muted,
      controls: v.controls,
    }));
    expect(props).toEqual({ autoplay: true, loop: true, muted: true, controls: true });
    await page.goto(`${suite.site.url}/portfolio/${withoutVideo.slug}`);
    expect(await page.locator("video").count()).toBe(0);
    expect(await page.getByText(labels.noVideo, { exact: true }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  // The slider advances on a timer: this test steps a fake clock (the context's own) instead of
  // waiting it out; the reduced-motion one waits beside it.
  // Concurrent tests assert with their own `expect` (the global one follows whichever test ran last).
  it.concurrent("the vertical slider advances on its own and its pause button stops it", async ({ expect }) => {
    const { page, context, consoleErrors } = await openPage(suite.browser, DESKTOP);
    await context.clock.install();
    await page.goto(`${suite.site.url}/portfolio/${withoutVideo.slug}`);
    await waitForHydration(page);
    await pauseClock(page);
    const position = page.getByTestId("slider-position");
    expect(await position.textContent()).toBe("1 / 5");
    expect(
      await stepUntil(page, async () => (await position.textContent()) !== "1 / 5", 8000),
      "advances within 8 s",
    ).toBe(true);

    const pause = page.getByRole("button", { name: `Pause ${labels.pauseLabel}` });
    await pause.click();
    expect(await pause.getAttribute("aria-pressed")).toBe("true");
    // Leave the region (hover and focus also pause it) so only the button holds it still.
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    const held = await position.textContent();
    await page.clock.runFor(4500);
    expect(await position.textContent()).toBe(held);

    await page.getByRole("button", { name: labels.nextLabel }).click();
    expect(await position.textContent()).not.toBe(held);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.concurrent(
    "under reduced motion the slider stands still but its buttons still work, wrapping around",
    async ({ expect }) => {
      const { page } = await openTab(suite.browser, PHONE, { reducedMotion: "reduce" });
      await page.goto(`${suite.site.url}/portfolio/${withVideo.slug}`);
      const position = page.getByTestId("slider-position");
      const previous = page.getByRole("button", { name: labels.previousLabel });
      await page.waitForTimeout(3000);
      expect(await position.textContent()).toBe("1 / 5");
      await previous.click();
      await expect.poll(() => position.textContent()).toBe("5 / 5");
      await page.getByRole("button", { name: labels.nextLabel }).click();
      await expect.poll(() => position.textContent()).toBe("1 / 5");
      await page.close();
    },
  );

  it("the unknown-slug page leads back to the list", async () => {
    const { page } = await openTab(suite.browser, PHONE);
    const res = await page.goto(`${suite.site.url}/portfolio/not-a-project`);
    expect(res?.status()).toBe(404);
    await page.getByRole("link", { name: "Back to portfolio" }).click();
    await page.waitForURL(/\/portfolio$/);
    await page.close();
  });

  // One h1, no console errors and no sideways scroll on every portfolio page at 390 px (and 320) and
  // 1366 px (and 683), with axe: the page audit, tests/e2e/a11y-pages-*.test.ts.
});
