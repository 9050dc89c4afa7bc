import type { Config } from "./config";

/**
 * Everything long-lived the server owns (database, mail outbox, ...), created once
 * at start and closed on shutdown. Route loaders and actions reach it through the
 * React Router load context.
 */
export type Services = {
  config: Config;
  close(): Promise<void>;
};

export async function createServices(config: Config): Promise<Services> {
  return {
    config,
    async close() {},
  };
}
