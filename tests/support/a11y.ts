import type { Locator, Page } from "playwright-core";

/**
 * React Router hydrates the whole document; once React has attached itself to <body>,
 * effects (reduced-motion detection, autoplay, live-region switching) have run. Sections
 * below the fold hydrate after it, as islands (app/lib/island.tsx): <html data-islands>
 * says "pending" until they have.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")), null, {
    timeout: 15_000,
  });
  // The islands mark the page "pending" in their effects, which run a moment after <body> is
  // hydrated (React flushes them in a task of their own): look for the mark after that moment.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await page.waitForFunction(() => document.documentElement.dataset.islands !== "pending", null, { timeout: 15_000 });
}

export type SemanticsReport = {
  h1Count: number;
  /** Headings in document order as "h2 Our services". */
  headings: string[];
  /** "h2 → h4 (Title)" for each jump of more than one level down. */
  skippedLevels: string[];
  landmarks: { banner: number; main: number; contentinfo: number; navigation: number };
  unnamedNavigation: string[];
  imagesWithoutAlt: string[];
  unnamedControls: string[];
  unlabelledCarousels: string[];
  /** Live regions announcing inside a carousel, as "polite: <carousel name>". */
  liveCarousels: string[];
};

/**
 * The page's structure as a screen reader meets it: headings, landmarks, image
 * alternatives, names of links and buttons, carousel labelling. Elements hidden from
 * everyone (display:none, [hidden], aria-hidden subtrees) are left out.
 */
export function auditSemantics(page: Page): Promise<SemanticsReport> {
  return page.evaluate(() => {
    // Exposed to assistive tech: rendered (sr-only text counts, it is only clipped) and
    // not inside an aria-hidden subtree.
    const exposed = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      const id = el.id ? `#${el.id}` : "";
      return `<${el.tagName.toLowerCase()}${id}> ${text}`;
    };
    const idText = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim();
    const accessibleName = (el: Element): string => {
      const labelledBy = el.getAttribute("aria-labelledby");
      if (labelledBy && idText(labelledBy)) return idText(labelledBy);
      const label = el.getAttribute("aria-label")?.trim();
      if (label) return label;
      const walk = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
        if (!(node instanceof Element)) return "";
        if (node.getAttribute("aria-hidden") === "true") return "";
        if (node instanceof HTMLImageElement) return node.alt;
        const inner = node.getAttribute("aria-label");
        if (inner) return inner;
        return [...node.childNodes].map(walk).join(" ");
      };
      const text = walk(el).replace(/\s+/g, " ").trim();
      if (text) return text;
      return el.getAttribute("title")?.trim() ?? "";
    };

    const headingEls = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].filter(exposed);
    const levelOf = (el: Element) =>
      el.getAttribute("role") === "heading" ? Number(el.getAttribute("aria-level") ?? 2) : Number(el.tagName[1]);
    const headings = headingEls.map((el) => `h${levelOf(el)} ${(el.textContent ?? "").replace(/\s+/g, " ").trim()}`);
    const skippedLevels: string[] = [];
    let previous = 0;
    for (const el of headingEls) {
      const level = levelOf(el);
      if (level > previous + 1) {
        skippedLevels.push(`h${previous} → h${level} (${(el.textContent ?? "").trim().slice(0, 60)})`);
      }
      previous = level;
    }

    // Landmarks by their implicit roles: <header>/<footer> are banner/contentinfo only
    // outside sectioning content.
    const sectioning = "article, aside, main, nav, section";
    const banner = [...document.querySelectorAll("header, [role=banner]")].filter(
      (el) => exposed(el) && (el.getAttribute("role") === "banner" || !el.parentElement?.closest(sectioning)),
    ).length;
    const contentinfo = [...document.querySelectorAll("footer, [role=contentinfo]")].filter(
      (el) => exposed(el) && (el.getAttribute("role") === "contentinfo" || !el.parentElement?.closest(sectioning)),
    ).length;
    const mains = [...document.querySelectorAll("main, [role=main]")].filter(exposed).length;
    const navs = [...document.querySelectorAll("nav, [role=navigation]")].filter(exposed);

    const controls = [...document.querySelectorAll("a[href], button, summary, [role=button], [role=link]")].filter(
      exposed,
    );
    const carousels = [...document.querySelectorAll('[aria-roledescription="carousel"]')].filter(exposed);

    return {
      h1Count: headingEls.filter((el) => levelOf(el) === 1).length,
      headings,
      skippedLevels,
      landmarks: { banner, main: mains, contentinfo, navigation: navs.length },
      unnamedNavigation: navs
        .filter((el) => !accessibleName(el) || !el.matches("[aria-label], [aria-labelledby]"))
        .map(describe),
      imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].map((el) => (el as HTMLImageElement).src),
      unnamedControls: controls.filter((el) => !accessibleName(el)).map((el) => el.outerHTML.slice(0, 160)),
      unlabelledCarousels: carousels
        .filter((el) => !el.getAttribute("aria-label")?.trim() && !idText(el.getAttribute("aria-labelledby") ?? ""))
        .map(describe),
      liveCarousels: carousels.flatMap((carousel) =>
        [carousel, ...carousel.querySelectorAll("[aria-live]")]
          .filter((el) => ["polite", "assertive"].includes(el.getAttribute("aria-live") ?? "") && exposed(el))
          .map((el) => `${el.getAttribute("aria-live")}: ${accessibleName(carousel)}`),
      ),
    };
  });
}

/** True when the document scrolls sideways (content wider than the viewport). */
export function scrollsHorizontally(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

/**
 * Elements that stick out past the right edge of the viewport and are not clipped by
 * an ancestor (a marquee track inside overflow:hidden is fine), for a readable failure.
 */
export function widestElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible" && a.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 6)
      .map((el) => {
        const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${text}" → ${Math.round(el.getBoundingClientRect().right)}px`;
      });
  });
}

/** Running animations that repeat forever (marquees, tickers). */
export function runningInfiniteAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations === Infinity)
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return target ? `${target.tagName.toLowerCase()}.${String(target.className).slice(0, 60)}` : "animation";
      }),
  );
}

/**
 * Where everything in <main> is right now: each element's box (rounded to 1 px), its
 * slide state and the text of position counters. Two equal snapshots mean nothing moved.
 */
export function motionSnapshot(page: Page, root = "main"): Promise<string[]> {
  return page.evaluate((selector) => {
    const container = document.querySelector(selector);
    if (!container) return [];
    return [...container.querySelectorAll("*")].map((el, i) => {
      const r = el.getBoundingClientRect();
      const scroll = el.scrollLeft || el.scrollTop ? ` scroll=${el.scrollLeft},${el.scrollTop}` : "";
      const state = el.getAttribute("data-state") ?? el.getAttribute("aria-hidden") ?? "";
      return `${i} ${el.tagName.toLowerCase()} ${Math.round(r.x)},${Math.round(r.y)}${scroll} ${state}`;
    });
  }, root);
}

/** The lines that differ between two snapshots (for a readable failure). */
export function snapshotDiff(before: string[], after: string[]): string[] {
  const diff: string[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    if (before[i] !== after[i]) diff.push(`${before[i] ?? "∅"}  ⇒  ${after[i] ?? "∅"}`);
  }
  return diff.slice(0, 10);
}

/** The visible focus indication of an element: its outline or box-shadow, or "none". */
export function focusIndicator(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : "";
    const shadow = style.boxShadow && style.boxShadow !== "none" ? `box-shadow ${style.boxShadow}` : "";
    return outline || shadow || "none";
  });
}

/** Presses Tab up to `limit` times until `target` has focus; returns how many presses it took (or -1). */
export async function tabUntilFocused(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return i;
  }
  return -1;
}

/** A short description of the focused element, e.g. `a "Home"` or `button "Open menu"`. */
export function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").replace(/\s+/g, " ").trim();
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name.slice(0, 50)}"`;
  });
}

/**
 * Waits until no finite animation or transition is running inside `selector` (e.g. a
 * slide fading in), so a check sees the state a visitor reads, not a frame of the fade.
 */
export async function waitForTransitions(page: Page, selector = "body") {
  await page.waitForFunction(
    (sel) => {
      const root = document.querySelector(sel);
      return !document.getAnimations().some((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return (
          a.playState === "running" &&
          a.effect?.getTiming().iterations !== Infinity &&
          target instanceof Element &&
          Boolean(root?.contains(target))
        );
      });
    },
    selector,
    { timeout: 10_000 },
  );
}
