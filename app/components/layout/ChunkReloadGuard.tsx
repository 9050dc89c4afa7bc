import { useEffect } from "react";
import { isChunkLoadError, reloadOnceForStaleChunk } from "#app/lib/chunk-reload";

/**
 * After a deploy, an open tab may ask for script chunks that no longer exist.
 * Vite reports that as `vite:preloadError`; we reload the page once to pick up
 * the new build instead of showing an error.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadOnceForStaleChunk()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnceForStaleChunk();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
