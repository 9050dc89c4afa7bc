import type { MessagePort } from "node:worker_threads";
import { loadMarkdownPipeline, renderMarkdown, type RenderedMarkdown } from "./render";

/** One render, as the pool hands it to a worker thread (server/markdown/renderer.ts). */
export type RenderTask = { markdown: string; started: MessagePort };

/**
 * The worker thread's task: load the pipeline (once per thread), say so, then render. The
 * time limit starts at that message, so a thread's start and the pipeline's load (a few
 * hundred ms) never count against an author's text.
 */
export default async function renderTask({ markdown, started }: RenderTask): Promise<RenderedMarkdown> {
  await loadMarkdownPipeline();
  started.postMessage("rendering");
  started.close();
  return renderMarkdown(markdown);
}
