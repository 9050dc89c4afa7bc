/**
 * Packages that only some requests need (image processing, mail, QR codes, the Markdown
 * pipeline of server/markdown/render.ts) are loaded on first use instead of at start:
 * together they were about two fifths of a start's CPU time, and most processes (a restart,
 * a test's server) never use some of them.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    // A failed load is not remembered, so a later call tries again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const loadSharp = lazyImport(() => import("sharp").then((m) => m.default));
