import type { ServerResponse } from "node:http";

/** What the pipeline and the shutdown code in server/index.ts share. */
export type ServerState = {
  shuttingDown: boolean;
  /** Responses of the application (not the static fast path, which answers at once) not yet closed. */
  inFlight: Set<ServerResponse>;
};

/**
 * Shutdown starts: every response from now on says Connection: close, including those of
 * requests already under way whose headers are not written yet (an answer written later
 * must not invite the client to reuse a connection about to close).
 */
export function beginShutdown(state: ServerState): void {
  state.shuttingDown = true;
  for (const res of state.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
}
