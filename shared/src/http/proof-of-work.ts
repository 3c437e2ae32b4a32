// The puzzle the API asks of an address past its ceiling (a 428 answer; the API's lib/proof-of-work.ts): find a
// nonce so that SHA-256("<challenge>:<nonce>") begins with `difficulty` zero bits. Hashed with Web Crypto, whose
// digests run off the page's thread, a slice of them at a time with the page's own work in between.

export interface ProofOfWorkChallenge {
  challenge: string;
  difficulty: number;
}

/** The header the answer goes back in, on the same request. */
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';

const SLICE = 256;

/** The challenge in a 428 answer's body, or null when it carries none that can be worked on. */
export function challengeIn(body: unknown): ProofOfWorkChallenge | null {
  const proof = (body as { proof_of_work?: Partial<ProofOfWorkChallenge> } | null)?.proof_of_work;
  if (!proof || typeof proof.challenge !== 'string' || proof.challenge === '') return null;
  const difficulty = proof.difficulty;
  if (typeof difficulty !== 'number' || !Number.isInteger(difficulty) || difficulty < 1 || difficulty > 32) return null;
  return { challenge: proof.challenge, difficulty };
}

function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The header's value that answers the challenge. Rejects when `signal` aborts, or where Web Crypto is missing. */
export async function solveProofOfWork(
  { challenge, difficulty }: ProofOfWorkChallenge,
  signal?: AbortSignal,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  // Web Crypto is only given to secure pages (https, or localhost).
  if (!subtle) throw new Error('This page cannot compute the connection check (Web Crypto needs https).');
  const encoder = new TextEncoder();
  const prefix = `${challenge}:`;
  for (let start = 0; ; start += SLICE) {
    signal?.throwIfAborted();
    const hashes = await Promise.all(
      Array.from({ length: SLICE }, (_, i) => subtle.digest('SHA-256', encoder.encode(`${prefix}${start + i}`))),
    );
    const found = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= difficulty);
    if (found !== -1) return `${prefix}${start + found}`;
    // The digests' answers come back as tasks the browser may put before timers and painting: a timer's turn
    // between slices lets the page do what is due (the wait notice, an animation frame, a click).
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
