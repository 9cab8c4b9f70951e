import { availableParallelism } from 'node:os';
import { Semaphore } from '../lib/semaphore';

/** argon2id at the OWASP floor: 19 MiB, t=2, p=1. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** At most one hash per core at a time: a login burst queues instead of exhausting memory and CPU. */
const hashing = new Semaphore(Math.max(1, availableParallelism()));

/** argon2 (a native module) is loaded by the first hash or check, not by the server's start. */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export function hashPassword(password: string): Promise<string> {
  return hashing.run(async () => (await loadArgon2()).hash(password, OPTIONS));
}

/** A well-formed hash of a random password, verified against when the user does not exist (equal timing). */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  const target = stored ?? (await decoy);
  const { verify } = await loadArgon2();
  const ok = await hashing.run(() => verify(target, password).catch(() => false));
  return ok && stored !== undefined;
}
