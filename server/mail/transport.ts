import { readdirSync, unlinkSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { lazyImport } from "../lazy-import";
import type { OutboxMessage } from "../db/outbox";

/** Delivers one outbox message, or throws. */
export interface MailSender {
  /** "smtp" when SMTP_URL is set, otherwise "file" (.eml files under DATA_DIR/outbox). */
  readonly kind: "smtp" | "file";
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

export type MailSenderOptions = {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  siteUrl: string;
};

/** A send that has not finished by now is abandoned (and retried), well inside the outbox lease. */
export const SEND_TIMEOUT_MS = 45_000;

const loadNodemailer = lazyImport(() => import("nodemailer").then((m) => m.default));

/** The nodemailer transport `settings` make, created on the first send (nodemailer loads then too). */
function lazyTransport(settings: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let transport: Transporter | undefined;
  return {
    get: async () => (transport ??= (await loadNodemailer()).createTransport(settings)),
    close: () => transport?.close(),
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const domain = new URL(options.siteUrl).hostname || "localhost";
  const compose = (message: OutboxMessage) => ({
    from: options.from,
    to: message.to,
    // Stored subjects are already sanitised; this keeps a hand-edited row from injecting a header.
    subject: message.subject.replace(/[\r\n]+/g, " "),
    text: message.text,
    html: message.html,
    // The same id on every attempt, so a rare duplicate (at-least-once) is recognisable.
    messageId: `<${mailLabel(message)}.mail-${message.id}@${domain}>`,
    headers: message.quoteRequestId === null ? {} : { "X-Quote-Request-Id": String(message.quoteRequestId) },
  });

  if (options.smtpUrl) {
    const transport = lazyTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      send: (message) =>
        withTimeout(
          transport.get().then((t) => t.sendMail(compose(message))).then(() => undefined),
          SEND_TIMEOUT_MS,
        ),
      close: transport.close,
    };
  }

  const dir = path.join(options.dataDir, "outbox");
  removeAbandonedFiles(dir);
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async send(message) {
      const info = await (await transport.get()).sendMail(compose(message));
      await mkdir(dir, { recursive: true });
      const stamp = message.createdAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
      // One file per message: a repeated attempt rewrites the same file instead of adding a copy.
      const file = path.join(dir, `${stamp}-${mailLabel(message)}-mail-${message.id}.eml`);
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, file);
    },
    close: transport.close,
  };
}

/**
 * A process killed while writing a mail leaves "….eml.{pid}.tmp" behind (the message
 * itself is still in the outbox and is written again). At start, such files of processes
 * that no longer run are deleted; a running process's file is left alone.
 */
export function removeAbandonedFiles(dir: string): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0; // no outbox folder yet
  }
  let removed = 0;
  for (const name of names) {
    const m = /\.(\d+)\.tmp$/.exec(name);
    if (!m || isRunning(Number(m[1]))) continue;
    try {
      unlinkSync(path.join(dir, name));
      removed++;
    } catch {
      // Gone already, or not ours to delete: nothing to do.
    }
  }
  return removed;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** "quote-12" for a lead's notification, "account" for invitations and resets. */
function mailLabel(message: OutboxMessage): string {
  return message.quoteRequestId === null ? "account" : `quote-${message.quoteRequestId}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail send timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
