/**
 * A scheduled backup in a worker thread (build/node/backup-worker.mjs): VACUUM INTO and the
 * integrity check are synchronous, and would hold the server's event loop for as long as
 * they take on a large database. One backup per worker; it answers once and ends.
 */
import { parentPort, workerData } from "node:worker_threads";
import { BackupError, describe, makeBackup } from "./backup";

type Options = Parameters<typeof makeBackup>[0];

try {
  parentPort!.postMessage({ ok: true, made: makeBackup(workerData as Options) });
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    error: describe(error),
    reason: error instanceof BackupError ? error.reason : "failed",
  });
}
