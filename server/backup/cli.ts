/**
 * `npm run backup` and `npm run restore -- <file>`: the operator's commands, run beside
 * `npm start` with the same environment (built to build/node/data.mjs; decision 048).
 * The backup's path is the one line on stdout (`file=$(npm run -s backup)`); everything
 * else goes to stderr. Exit 0 when done, 1 when refused or failed (nothing changed), 2 on
 * a wrong command line.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { ConfigError, loadConfig } from "../config";
import { BackupError, DATABASE_FILE, makeBackup } from "./backup";
import { restoreBackup } from "./restore";
import { recordBackupSync } from "./records";

const USAGE = "Usage: npm run backup\n       npm run restore -- <backup file>";

const POSTGRES_BACKUP = [
  "This site keeps its data in PostgreSQL (DATABASE_URL): back it up with PostgreSQL's own tools, e.g.",
  '  pg_dump --format=custom --file="site-$(date +%F).dump" "$DATABASE_URL"',
  "and restore a dump with",
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site-2026-01-31.dump',
  "or use your provider's backups (docs/deploy.md, Backups).",
].join("\n");

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if ((command !== "backup" && command !== "restore") || (command === "backup" ? rest.length > 0 : rest.length !== 1)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    process.stderr.write(`${POSTGRES_BACKUP}\n`);
    return 1;
  }

  if (command === "backup") {
    const made = makeBackup({ dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR, keep: config.BACKUP_KEEP });
    const noted = noteInDatabase(config.DATA_DIR, made);
    process.stdout.write(`${made.file}\n`);
    process.stderr.write(
      `Backup written: ${made.file} (${megabytes(made.bytes)}), a consistent copy of ${path.join(config.DATA_DIR, DATABASE_FILE)}. ` +
        `${made.removed.length ? `${made.removed.length} older backup(s) deleted to keep ${config.BACKUP_KEEP} (BACKUP_KEEP). ` : ""}` +
        `Copy it off this machine (docs/deploy.md, Backups).${noted ? "" : "\n(The back office could not note it: the server's database was busy or not yet upgraded.)"}\n`,
    );
    return 0;
  }

  const restored = await restoreBackup({ backup: rest[0]!, dataDir: config.DATA_DIR });
  process.stderr.write(
    `Restored ${path.resolve(rest[0]!)} into ${restored.database} (integrity checked, ${restored.migrations} migrations` +
      `${restored.missing ? `, ${restored.missing} newer ones applied` : ""}).\n` +
      (restored.keptAs
        ? `The database it replaced is kept as ${restored.keptAs}; delete it when you no longer need it.\n`
        : "") +
      "Start the server now.\n",
  );
  return 0;
}

/** Notes the backup in the live database for the owners' settings page; false when it could not. */
function noteInDatabase(dataDir: string, made: ReturnType<typeof makeBackup>): boolean {
  try {
    const db = new SQLite(path.join(dataDir, DATABASE_FILE), { fileMustExist: true, timeout: 5_000 });
    try {
      return recordBackupSync(db, { ...made, madeBy: "command" });
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
