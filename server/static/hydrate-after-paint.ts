/**
 * Rewrites a prerendered page so its JavaScript is fetched after the first paint
 * instead of alongside the stylesheet. React Router's <Scripts> emits
 * `<link rel="modulepreload">` for every chunk and one inline module whose static
 * imports start all downloads at once; on a slow phone connection those ~110 KB
 * compete with the HTML and CSS the first paint needs. The page is complete
 * server-rendered HTML and works without JavaScript (links, forms, plan switch),
 * so hydration can wait a frame: the same modules load, in the same order, right
 * after the browser has painted. See docs/decisions/008-hydrate-after-first-paint.md.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from "([^"]+)";\s*$/gm;
const SIDE_EFFECT_IMPORT = /^\s*;?\s*import "([^"]+)";\s*$/gm;
const ENTRY_IMPORT = /^import\("([^"]+)"\);\s*$/m;

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

export class HydrationMarkupChanged extends Error {}

export function hydrateAfterPaint(html: string): string {
  if (html.includes(DEFERRED_MARK)) return html;
  const script = BOOT_SCRIPT.exec(html);
  if (!script) throw new HydrationMarkupChanged("no React Router boot script found");
  const body = script[1]!;
  const routes = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1]!, href: m[2]! }));
  const sideEffects = [...body.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1]!);
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!routes.length || !entry) throw new HydrationMarkupChanged("boot script has an unexpected shape");

  // What is left once the imports are taken out: the manifest and route-module assignments.
  const rest = body.replace(STATIC_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "").replace(ENTRY_IMPORT, "").trim();
  if (/\bimport\b/.test(rest.replace(/"[^"]*"/g, '""'))) throw new HydrationMarkupChanged("boot script imports something else");

  // The chunks still download in parallel, as the preload links had them: just later.
  // Each link starts a fetch synchronously (~1 ms on a slow phone), so each gets a task
  // of its own rather than adding up to one long task.
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const preload = `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l);await new Promise(r=>setTimeout(r))}`;
  const load = [...sideEffects, ...routes.map((r) => r.href)].map((href) => `import(${JSON.stringify(href)})`);
  const names = [...sideEffects.map((_, i) => `_${i}`), ...routes.map((r) => r.name)];
  const boot =
    `const [${names.join(",")}]=await Promise.all([${load.join(",")}]);\n${rest}\nimport(${JSON.stringify(entry)});`;
  const deferred = `${DEFERRED_MARK}const start=async()=>{if(started)return;started=true;${preload}\n${boot}};${AFTER_FIRST_PAINT}`;
  return html.replace(MODULEPRELOAD, "").replace(script[0], `<script type="module">${deferred}</script>`);
}
