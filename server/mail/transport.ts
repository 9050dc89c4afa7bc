import { readdirSync, unlinkSync } from "node:fs";
import { chmod, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { lazyImport } from "../lazy-import";
import { plainDisplayName } from "#shared/lib/display-name";
import { PRIVATE_DIR_MODE, writePrivateFile } from "../private-files";
import type { OutboxMessage } from "../db/outbox";

/** Delivers one outbox message, or throws. */
export interface MailSender {
  /** "smtp" when SMTP_URL is set, otherwise "file" (.eml files under DATA_DIR/outbox). */
  readonly kind: "smtp" | "file";
  send(message: OutboxMessage): Promise<void>;
  /**
   * A message was sent but its lead was erased meanwhile: removes what the send left here
   * (the .eml file; nothing for SMTP, where the message has left the server).
   */
  forget(message: OutboxMessage): Promise<void>;
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
const loadEncodeWord = lazyImport(() => import("nodemailer/lib/mime-funcs").then((m) => m.encodeWord));

/**
 * The Subject to hand to nodemailer. It leaves a well-formed RFC 2047 encoded word
 * ("=?UTF-8?B?SGFja2Vk?=") in a header as it is, so a mail client would show a visitor's
 * name typed that way decoded into other text ("Hacked"). A subject holding "=?" is
 * encoded whole here instead (nodemailer keeps and folds the words), and shows as typed.
 */
async function subjectHeader(subject: string): Promise<string> {
  // Stored subjects are already sanitised; this keeps a hand-edited row from injecting a header.
  const line = subject.replace(/[\r\n]+/g, " ");
  return line.includes("=?") ? (await loadEncodeWord())(line, "Q", 52) : line;
}

/**
 * A display name for an address header: one line, without control, bidirectional or
 * invisible formatting characters (U+202E would show the name reversed, U+2028 break it),
 * and an encoded word in it shown literally (see subjectHeader).
 */
async function displayName(name: string): Promise<string> {
  const line = plainDisplayName(name);
  return line.includes("=?") ? (await loadEncodeWord())(line, "Q", 52) : line;
}

/** The address of MAIL_FROM ("Website <website@example.com>" → website@example.com). */
function fromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

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
  const compose = async (message: OutboxMessage) => ({
    // Mail to a client comes from the salesperson, by name, at MAIL_FROM's address.
    from: message.fromName
      ? { name: await displayName(message.fromName), address: fromAddress(options.from) }
      : options.from,
    to: message.to,
    subject: await subjectHeader(message.subject),
    text: message.text,
    html: message.html,
    // The same id on every attempt, so a rare duplicate (at-least-once) is recognisable. Every mail
    // is named by its random key (decision 040): our numbers would tell a competitor how many leads
    // and mails the company has. Only rows queued before the key existed still carry them.
    messageId: message.messageKey
      ? `<${message.messageKey}@${domain}>`
      : `<${mailLabel(message)}.mail-${message.id}@${domain}>`,
    headers:
      message.quoteRequestId === null || message.messageKey
        ? {}
        : { "X-Quote-Request-Id": String(message.quoteRequestId) },
    // An address object: nodemailer quotes or encodes the display name, so no name can add a
    // header; one holding "=?" is encoded whole, like the subject, so it shows as typed.
    ...(message.replyTo
      ? { replyTo: { name: await displayName(message.replyTo.name), address: message.replyTo.address } }
      : {}),
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
          Promise.all([transport.get(), compose(message)])
            .then(([t, mail]) => t.sendMail(mail))
            .then(() => undefined),
          SEND_TIMEOUT_MS,
        ),
      forget: async () => {},
      close: transport.close,
    };
  }

  const dir = mailFolder(options.dataDir);
  removeAbandonedFiles(dir);
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async send(message) {
      const [t, mail] = await Promise.all([transport.get(), compose(message)]);
      const info = await t.sendMail(mail);
      // Owner-only (0700/0600) whatever the umask: the mail holds live reset and invitation links.
      const made = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      if (made) await Promise.all([...new Set([made, dir])].map((d) => chmod(d, PRIVATE_DIR_MODE)));
      const file = mailFile(dir, message);
      const tmp = `${file}.${process.pid}.tmp`;
      await writePrivateFile(tmp, info.message as Buffer);
      await rename(tmp, file);
    },
    async forget(message) {
      const file = mailFile(dir, message);
      await Promise.all([rm(file, { force: true }), rm(`${file}.${process.pid}.tmp`, { force: true })]);
    },
    close: transport.close,
  };
}

/** Where the file sender writes .eml files (and where an erasure looks for them). */
export function mailFolder(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** One file per message: a repeated attempt rewrites the same file instead of adding a copy. */
function mailFile(dir: string, message: OutboxMessage): string {
  const stamp = message.createdAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return path.join(dir, `${stamp}-${mailLabel(message)}-mail-${message.id}.eml`);
}

/** "…-quote-12-mail-34.eml", or a temporary "….eml.{pid}.tmp" of it: group 1 is the lead. */
const LEAD_MAIL_FILE = /-quote-(\d+)-mail-\d+\.eml(?:\.\d+\.tmp)?$/;

/** "…-mail-34.eml" (or a temporary file of it), whatever it is about: group 1 is the message. */
const MAIL_FILE = /-mail-(\d+)\.eml(?:\.\d+\.tmp)?$/;

/**
 * Deletes the .eml files (and temporary files) of these leads' notifications from
 * DATA_DIR/outbox, whichever process wrote them: erased or expired leads leave no copy
 * there. Returns how many files went.
 */
export async function removeLeadMailFiles(dataDir: string, quoteRequestIds: Iterable<number>): Promise<number> {
  const leads = new Set(quoteRequestIds);
  if (leads.size === 0) return 0;
  return removeMailFilesWhere(dataDir, (name) => {
    const m = LEAD_MAIL_FILE.exec(name);
    return m !== null && leads.has(Number(m[1]));
  });
}

/**
 * Deletes the .eml files (and temporary files) of these outbox messages from DATA_DIR/outbox
 * (a job application's mail, erased with it). Returns how many files went.
 */
export async function removeMailFiles(dataDir: string, mailIds: Iterable<number>): Promise<number> {
  const mails = new Set(mailIds);
  if (mails.size === 0) return 0;
  return removeMailFilesWhere(dataDir, (name) => {
    const m = MAIL_FILE.exec(name);
    return m !== null && mails.has(Number(m[1]));
  });
}

async function removeMailFilesWhere(dataDir: string, chosen: (name: string) => boolean): Promise<number> {
  const dir = mailFolder(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0; // no mail written here yet
    throw error;
  }
  const ours = names.filter(chosen);
  await Promise.all(ours.map((name) => rm(path.join(dir, name), { force: true })));
  return ours.length;
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
