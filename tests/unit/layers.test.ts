import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers point one way (docs/architecture.md): app/ → server/ → shared/. Every import
 * specifier of every source file is resolved to the top-level folder it lands in.
 */
const root = path.resolve(import.meta.dirname, "../..");
const LAYERS = ["app", "server", "shared"] as const;
type Layer = (typeof LAYERS)[number];
const ALLOWED: Record<Layer, Layer[]> = {
  app: ["app", "server", "shared"],
  server: ["server", "shared"],
  shared: ["shared"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** The top-level folder an import lands in, or undefined for a package. */
function layerOf(importer: string, specifier: string): string | undefined {
  const alias = /^#(app|server|shared)\//.exec(specifier);
  if (alias) return alias[1];
  if (!specifier.startsWith(".")) return undefined;
  return path.normalize(path.join(path.dirname(importer), specifier)).split(path.sep)[0];
}

function crossings(layer: Layer): { file: string; specifier: string; target: string }[] {
  return sourceFiles(layer).flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(SPECIFIER)].flatMap(([, specifier]) => {
      const target = layerOf(file, specifier!);
      return target && target !== layer ? [{ file, specifier: specifier!, target }] : [];
    }),
  );
}

describe("app/ → server/ → shared/, never back", () => {
  it.each(LAYERS)("%s/ imports only what lies below it", (layer) => {
    const wrong = crossings(layer).filter(({ target }) => !(ALLOWED[layer] as string[]).includes(target));
    expect(wrong.map(({ file, specifier }) => `${file} imports ${specifier}`)).toEqual([]);
  });

  it("the check sees imports (the app does import the server and shared/)", () => {
    const targets = new Set(crossings("app").map(({ target }) => target));
    expect(targets).toEqual(new Set(["server", "shared"]));
    expect(crossings("server").some(({ target }) => target === "shared")).toBe(true);
  });

  it("one import style: across top-level folders through #app/, #server/ or #shared/, never a relative path", () => {
    const relativeCrossings = ["app", "server", "shared", "tests", "scripts", "bench"].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        [...readFileSync(path.join(root, file), "utf8").matchAll(SPECIFIER)].flatMap(([, specifier]) => {
          if (!specifier!.startsWith(".")) return [];
          const target = layerOf(file, specifier!);
          const own = file.split(path.sep)[0];
          return target && target !== own && (LAYERS as readonly string[]).includes(target)
            ? [`${file} imports ${specifier}`]
            : [];
        }),
      ),
    );
    expect(relativeCrossings).toEqual([]);
  });

  it("resolves relative paths and the aliases", () => {
    expect(layerOf("server/api/quote.ts", "../../app/content/contact")).toBe("app");
    expect(layerOf("server/api/quote.ts", "../../shared/content/contact")).toBe("shared");
    expect(layerOf("shared/lib/quote.ts", "../content/contact")).toBe("shared");
    expect(layerOf("app/routes/home.tsx", "#app/components/x")).toBe("app");
    expect(layerOf("server/app.ts", "#server/config")).toBe("server");
    expect(layerOf("server/app.ts", "#shared/lib/quote")).toBe("shared");
    expect(layerOf("server/db/index.ts", "kysely")).toBeUndefined();
  });
});
