// Password hashing with argon2id, OWASP's first choice, at the parameters the
// OWASP Password Storage Cheat Sheet recommends. Hashes are PHC strings
// ("$argon2id$v=19$m=19456,t=2,p=1$salt$hash") so the parameters travel with them
// and can be raised later (see needsRehash).
import { hash, parseOptions, verify, type Options } from "@node-rs/argon2";

// The package's Algorithm and Version are ambient const enums (and empty objects at
// run time), so the numeric values are spelled out here.
const ARGON2ID = 2;
const VERSION_0x13 = 1;

const PARAMS = {
  algorithm: ARGON2ID,
  version: VERSION_0x13,
  memoryCost: 19456, // KiB, i.e. 19 MiB
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await verify(hash, password);
  } catch {
    // A malformed or truncated hash in the database means "no", not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

// Sign-in with an unknown e-mail address verifies against this instead, so that the
// response time does not tell which addresses have an account.
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password for unknown accounts");
  await verifyPassword(await dummyHash, password);
  return false;
}

export function needsRehash(hash: string): boolean {
  try {
    const p = parseOptions(hash);
    return (
      p.algorithm !== PARAMS.algorithm ||
      p.version !== PARAMS.version ||
      p.memoryCost !== PARAMS.memoryCost ||
      p.timeCost !== PARAMS.timeCost ||
      p.parallelism !== PARAMS.parallelism ||
      p.outputLen !== PARAMS.outputLen
    );
  } catch {
    // Unreadable hashes cannot be verified either; callers only rehash after a successful verify.
    return true;
  }
}
