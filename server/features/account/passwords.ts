import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** Argon2id cost: memory in KiB, passes over it, lanes. */
export interface Argon2Cost {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/**
 * OWASP's password storage minimum for Argon2id (m=19 MiB, t=2, p=1). Production always hashes
 * with at least this; only tests pass a cheaper cost, through BuildOptions, never the environment.
 */
export const OWASP_ARGON2_COST: Argon2Cost = { memoryKiB: 19456, passes: 2, parallelism: 1 };

const SALT_BYTES = 16;
const HASH_BYTES = 32;
const VERSION = 19; // Argon2 1.3, the only version Node implements
const ENCODED = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{11,})$/;

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** The PHC string format every Argon2 library reads: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
function encode(cost: Argon2Cost, salt: Buffer, hash: Buffer): string {
  return `$argon2id$v=${VERSION}$m=${cost.memoryKiB},t=${cost.passes},p=${cost.parallelism}$${b64(salt)}$${b64(hash)}`;
}

function decode(encoded: string): { cost: Argon2Cost; salt: Buffer; hash: Buffer } | null {
  const match = ENCODED.exec(encoded);
  if (!match) return null;
  return {
    cost: { memoryKiB: Number(match[1]), passes: Number(match[2]), parallelism: Number(match[3]) },
    salt: Buffer.from(match[4], 'base64'),
    hash: Buffer.from(match[5], 'base64'),
  };
}

/** The same text typed on different keyboards (composed or decomposed letters) is the same password. */
const normalize = (password: string) => password.normalize('NFC');

async function derive(password: string, salt: Buffer, cost: Argon2Cost, length: number): Promise<Buffer> {
  return argon2Async('argon2id', {
    message: normalize(password),
    nonce: salt,
    memory: cost.memoryKiB,
    passes: cost.passes,
    parallelism: cost.parallelism,
    tagLength: length,
  });
}

export interface PasswordHasher {
  readonly cost: Argon2Cost;
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches the stored hash. With no stored hash (unknown address) it still
   * runs the hasher once at the same cost and answers false, so the two cases take the same time.
   */
  verify(password: string, encoded: string | null | undefined): Promise<boolean>;
  /** A hash made at a lower cost than today's, to be replaced after the next successful login. */
  needsRehash(encoded: string): boolean;
}

export function createPasswordHasher(cost: Argon2Cost = OWASP_ARGON2_COST): PasswordHasher {
  // Stands in for the stored hash of an address nobody registered.
  let decoy: Promise<string> | undefined;

  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    return encode(cost, salt, await derive(password, salt, cost, HASH_BYTES));
  };

  return {
    cost,
    hash,
    async verify(password, encoded) {
      const stored = encoded ? decode(encoded) : null;
      if (!stored) {
        decoy ??= hash(randomBytes(16).toString('hex'));
        const target = decode(await decoy)!;
        await derive(password, target.salt, target.cost, target.hash.length);
        return false;
      }
      const actual = await derive(password, stored.salt, stored.cost, stored.hash.length);
      return timingSafeEqual(actual, stored.hash);
    },
    needsRehash(encoded) {
      const stored = decode(encoded);
      if (!stored) return true;
      return (
        stored.cost.memoryKiB < cost.memoryKiB ||
        stored.cost.passes < cost.passes ||
        stored.hash.length < HASH_BYTES ||
        stored.salt.length < SALT_BYTES
      );
    },
  };
}
