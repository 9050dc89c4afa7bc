/**
 * Rewrites a prerendered page so its JavaScript is fetched after the first paint
 * instead of alongside the stylesheet. React Router's <Scripts> emits
 * `<link rel="modulepreload">` for every chunk and one inline module whose static
 * imports start all downloads at once; on a slow phone connection those ~110 KB
 * compete with the HTML and CSS the first paint needs. The page is complete
 * server-rendered HTML and works without JavaScript (links, forms, plan switch),
 * so hydration can wait a frame: the same modules load, in the same order, right
 * after the browser has painted. See docs/decisions/008-hydrate-after-first-paint.md.
 *
 * The rewrite is strict (decision 008): a page that shows any sign of React Router's
 * scripts (a module preload, a module script, its globals) but cannot be rewritten
 * completely throws HydrationMarkupChanged, naming the page and what was not found,
 * so the build (scripts/postbuild.ts) fails and a publish (server/content/publisher.ts)
 * publishes nothing. Only a page with none of them (a plain HTML file) passes unchanged.
 */
import { Script } from "node:vm";

/** A start tag whose attribute values may contain ">" when quoted. */
const LINK_TAG = /<link\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The statements React Router's boot script is made of, matched on its text with string contents masked. */
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*(["'])(_*)\2\s*;?/y;
const SIDE_EFFECT_IMPORT = /import\s*(["'])(_*)\1\s*;?/y;
const DYNAMIC_IMPORT = /import\s*\(\s*(["'])(_*)\1\s*\)\s*;?/y;
const ROUTE_MODULES = "__reactRouterRouteModules";
/** Globals only React Router's <Scripts> sets: a page mentioning them was meant to hydrate. */
const REACT_ROUTER_GLOBALS = /__reactRouter(?:Context|Manifest|RouteModules)\b/;

/**
 * Calls start() once the first contentful paint has been presented (Paint Timing),
 * or a frame later where that is not supported; at the latest after 3 s.
 */
const AFTER_FIRST_PAINT =
  `const later=()=>setTimeout(start,0);` +
  `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
  `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(later);` +
  `setTimeout(start,3000);`;

/** Starts the rewritten boot script, so a page is never rewritten twice. */
const DEFERRED_MARK = "let started=false;";

/** The page could not be rewritten: React Router's markup is not what this rewrite knows. */
export class HydrationMarkupChanged extends Error {
  constructor(
    /** What was not found or not expected. */
    readonly problem: string,
    /** The page or file, when the caller named it. */
    readonly page?: string,
  ) {
    super(page ? `${page}: ${problem}` : problem);
    this.name = "HydrationMarkupChanged";
  }
}

export type BootScriptRewrite = {
  html: string;
  /**
   * "deferred": rewritten now; "already-deferred": rewritten before (left as it is);
   * "no-boot-script": a page without any of React Router's scripts (left as it is).
   */
  outcome: "deferred" | "already-deferred" | "no-boot-script";
};

/** A `<link rel="modulepreload">` as the browser would fetch it. */
type Preload = { href: string; crossOrigin?: string; integrity?: string };

/** The rewritten page; see deferBootScript. `page` names the page in errors. */
export function hydrateAfterPaint(html: string, page?: string): string {
  return deferBootScript(html, page).html;
}

/**
 * Removes the module preloads and turns React Router's boot script into one that
 * starts after the first paint, adds the same preloads (with their crossorigin and
 * integrity) and imports the same modules. Throws HydrationMarkupChanged when the page
 * has React Router's scripts in a shape this does not know.
 */
export function deferBootScript(html: string, page?: string): BootScriptRewrite {
  const fail = (problem: string): never => {
    throw new HydrationMarkupChanged(problem, page);
  };
  const scripts = findScripts(html);
  const links = findPreloads(html, scripts, fail);
  const moduleScripts = scripts.filter((s) => (s.attrs.get("type") ?? "").trim().toLowerCase() === "module");
  const inline = moduleScripts.filter((s) => !s.attrs.has("src"));

  if (inline.length === 1 && inline[0]!.body.startsWith(DEFERRED_MARK)) {
    if (links.length) fail(`already rewritten, but ${links.length} <link rel="modulepreload"> are still in place`);
    return { html, outcome: "already-deferred" };
  }

  if (!inline.length) {
    const signs = [
      links.length && `${links.length} <link rel="modulepreload">`,
      moduleScripts.length && `${moduleScripts.length} <script type="module" src>`,
      scripts.some((s) => REACT_ROUTER_GLOBALS.test(s.body)) && "React Router's globals in a script",
    ].filter(Boolean);
    if (!signs.length) return { html, outcome: "no-boot-script" };
    return fail(
      `no React Router boot script (an inline <script type="module">) found, but the page has ${signs.join(", ")}`,
    );
  }
  if (inline.length > 1) fail(`${inline.length} inline <script type="module"> found, expected one boot script`);
  const script = inline[0]!;
  if (!script.body.includes(ROUTE_MODULES))
    fail(`the inline <script type="module"> does not set window.${ROUTE_MODULES}`);

  const boot = parseBootScript(script.body, fail);
  if (!links.length) fail(`no <link rel="modulepreload"> found next to the boot script`);
  if (!links.some((l) => l.preload.href === boot.entry)) {
    fail(`no <link rel="modulepreload"> for the entry module ${boot.entry} found`);
  }

  // The chunks still download in parallel, as the preload links had them: just later.
  // Each link starts a fetch synchronously (~1 ms on a slow phone), so each gets a task
  // of its own rather than adding up to one long task. crossorigin and integrity go
  // with them: a preload only serves an import made with the same credentials mode.
  const preloads = links.map((l) => l.preload);
  const plain = preloads.every((p) => p.crossOrigin === undefined && p.integrity === undefined);
  const preload = plain
    ? `for(const h of ${scriptJson(preloads.map((p) => p.href))}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l);await new Promise(r=>setTimeout(r))}`
    : `for(const [h,c,i] of ${scriptJson(preloads.map((p) => [p.href, p.crossOrigin ?? null, ...(p.integrity ? [p.integrity] : [])]))}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;if(c!=null)l.crossOrigin=c;if(i)l.integrity=i;document.head.append(l);await new Promise(r=>setTimeout(r))}`;
  const load = [...boot.sideEffects, ...boot.namespaces.map((n) => n.href)].map(
    (href) => `import(${scriptJson(href)})`,
  );
  const names = [...boot.sideEffects.map((_, i) => `_${i}`), ...boot.namespaces.map((n) => n.name)];
  const start = `const [${names.join(",")}]=await Promise.all([${load.join(",")}]);\n${boot.rest}\nimport(${scriptJson(boot.entry)});`;
  const deferred = `${DEFERRED_MARK}const start=async()=>{if(started)return;started=true;${preload}\n${start}};${AFTER_FIRST_PAINT}`;
  try {
    new Script(`"use strict";${deferred}`);
  } catch (error) {
    fail(`the rewritten boot script does not parse (${error instanceof Error ? error.message : String(error)})`);
  }
  if (/<\/script|<!--/i.test(deferred)) fail(`the rewritten boot script would contain "</script" or "<!--"`);

  // The script keeps its other attributes (nonce, crossorigin); "async" goes: it now waits anyway.
  const kept = script.rawAttrs.filter((a) => a.name !== "type" && a.name !== "async").map((a) => ` ${a.raw}`);
  const edits = [
    ...links.map((l) => ({ start: l.start, end: l.end, text: "" })),
    { start: script.start, end: script.end, text: `<script type="module"${kept.join("")}>${deferred}</script>` },
  ].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  out += html.slice(at);

  const left = findPreloads(out, findScripts(out), fail).length;
  if (left) fail(`${left} <link rel="modulepreload"> still in place after the rewrite`);
  return { html: out, outcome: "deferred" };
}

type FoundTag = { start: number; end: number };
type RawAttr = { name: string; value: string; raw: string };

function parseAttributes(raw: string): RawAttr[] {
  return [...raw.matchAll(ATTRIBUTE)].map((m) => ({
    name: m[1]!.toLowerCase(),
    value: decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""),
    raw: m[0],
  }));
}

/** The module preload links of the page; text inside script elements is not markup. */
function findPreloads(
  html: string,
  scripts: FoundTag[],
  fail: (problem: string) => never,
): (FoundTag & { preload: Preload })[] {
  const found: (FoundTag & { preload: Preload })[] = [];
  for (const m of html.matchAll(LINK_TAG)) {
    if (scripts.some((s) => s.start < m.index && m.index < s.end)) continue;
    const attrs = new Map(parseAttributes(m[0].slice("<link".length)).map((a) => [a.name, a.value]));
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (!rel.includes("modulepreload")) continue;
    const href = attrs.get("href");
    if (!href) fail(`a <link rel="modulepreload"> without href: ${m[0]}`);
    const preload: Preload = { href: href! };
    if (attrs.has("crossorigin")) preload.crossOrigin = attrs.get("crossorigin");
    if (attrs.get("integrity")) preload.integrity = attrs.get("integrity");
    found.push({ start: m.index, end: m.index + m[0].length, preload });
  }
  return found;
}

function findScripts(html: string) {
  const found: (FoundTag & { attrs: Map<string, string>; rawAttrs: RawAttr[]; body: string })[] = [];
  for (const m of html.matchAll(SCRIPT_ELEMENT)) {
    const rawAttrs = parseAttributes(m[1]!);
    const attrs = new Map(rawAttrs.map((a) => [a.name, a.value]));
    found.push({ start: m.index, end: m.index + m[0].length, attrs, rawAttrs, body: m[2]! });
  }
  return found;
}

/**
 * React Router's boot script: static namespace imports of the route modules (a split
 * route module is several, merged by a `const`), side-effect imports (the manifest,
 * when route discovery is off), the manifest and route modules assigned to `window`,
 * and last the dynamic import of the entry module. Anything else importing or
 * exporting is an unknown shape.
 */
function parseBootScript(body: string, fail: (problem: string) => never) {
  const masked = maskStrings(body);
  const namespaces: { name: string; href: string }[] = [];
  const sideEffects: string[] = [];
  const entries: { href: string; start: number; end: number }[] = [];
  const removed: { start: number; end: number }[] = [];
  const specifier = (m: RegExpExecArray, quote: string) => {
    const open = m.index + m[0].indexOf(quote) + 1;
    return unquote(body.slice(open, open + m[m.length - 1]!.length), quote, fail);
  };
  for (const found of masked.matchAll(/\bimport\b/g)) {
    const at = found.index;
    let m: RegExpExecArray | null;
    if ((m = exec(NAMESPACE_IMPORT, masked, at))) {
      namespaces.push({ name: m[1]!, href: specifier(m, m[2]!) });
    } else if ((m = exec(SIDE_EFFECT_IMPORT, masked, at))) {
      sideEffects.push(specifier(m, m[1]!));
    } else if ((m = exec(DYNAMIC_IMPORT, masked, at))) {
      entries.push({ href: specifier(m, m[1]!), start: at, end: at + m[0].length });
    } else {
      const line = body.slice(at).split("\n", 1)[0]!.slice(0, 120);
      return fail(`the boot script has an import this rewrite does not know: ${line}`);
    }
    removed.push({ start: at, end: at + m[0].length });
  }
  if (/\bexport\b/.test(masked)) fail("the boot script exports something");
  if (!namespaces.length) fail(`no route module import (import * as route0 from "…") found in the boot script`);
  if (entries.length !== 1)
    fail(`${entries.length} entry module imports (import("…")) found in the boot script, expected one`);
  const entry = entries[0]!;
  if (masked.slice(entry.end).replace(/[\s;]/g, "")) fail("the boot script goes on after the entry module import");

  let rest = "";
  let at = 0;
  for (const r of removed) {
    rest += body.slice(at, r.start);
    at = r.end;
  }
  rest += body.slice(at);
  return { namespaces, sideEffects, entry: entry.href, rest: rest.trim() };
}

function exec(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** The text with the contents of every string and template literal replaced by "_" (same length). */
function maskStrings(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    out += c;
    if (c !== '"' && c !== "'" && c !== "`") continue;
    let j = i + 1;
    for (; j < text.length && text[j] !== c; j++) {
      if (text[j] === "\\") {
        out += "_";
        j++;
      }
      if (text[j] === "\n" && c !== "`") break;
      out += "_";
    }
    if (j < text.length) out += text[j];
    i = j;
  }
  return out;
}

/** A string literal's value (JSON escapes; a single-quoted one may also escape "'"). */
function unquote(raw: string, quote: string, fail: (problem: string) => never): string {
  const json =
    quote === '"'
      ? raw
      : raw.replace(/\\(.)|"/g, (all, ch?: string) => (ch === undefined ? '\\"' : ch === "'" ? ch : all));
  try {
    return JSON.parse(`"${json}"`) as string;
  } catch {
    return fail(`the boot script imports a module named in a way this rewrite does not read: ${quote}${raw}${quote}`);
  }
}

/** JSON that can sit in an inline script: "<" escaped, so no "</script" or "<!--". */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi,
    (all, dec?: string, hex?: string, name?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[name!.toLowerCase()] ?? all;
    },
  );
}
