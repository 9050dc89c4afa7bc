import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtp = {
  readonly port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  /** Every message received so far, parsed. */
  readonly messages: ParsedMail[];
  /** Stops listening (the port stays reserved for start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Answers DATA with this SMTP code (e.g. 550) instead of accepting; undefined accepts. */
  rejectWith: number | undefined;
  /** Resolves when `count` messages arrived; rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
};

/**
 * A real SMTP server on loopback (the `smtp-server` package), plain text without
 * authentication, that parses what it receives with `mailparser`.
 */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const state = {
    rejectWith: undefined as number | undefined,
  };

  const listen = async () => {
    if (server) return; // already listening
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 1000,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            if (state.rejectWith) {
              const error = Object.assign(new Error("Rejected by the test server"), { responseCode: state.rejectWith });
              callback(error);
              return;
            }
            messages.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    next.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    server = next;
    const address = next.server.address();
    if (address && typeof address === "object") port = address.port;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    get rejectWith() {
      return state.rejectWith;
    },
    set rejectWith(code) {
      state.rejectWith = code;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const s = server;
        server = undefined;
        s.close(() => resolve());
      }),
    start: listen,
    async waitForMessages(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${messages.length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return messages;
    },
  };
}
