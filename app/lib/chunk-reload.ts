const RELOAD_KEY = "stale-chunk-reload-at";
/** A second failure within this window is a real error, not a stale deploy: stop reloading. */
const RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Reloads the page once per window; returns false if it already did (so the caller shows the error). */
export function reloadOnceForStaleChunk(storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
