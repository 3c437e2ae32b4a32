import { createHash } from 'node:crypto';
import { leadingZeroBits } from '../lib/proof-of-work.js';

export interface ChallengeAnswer {
  challenge: string;
  difficulty: number;
}

/** The 428 answer's challenge, as a client reads it. */
export function challengeOf(res: { statusCode: number; json(): unknown }): ChallengeAnswer {
  if (res.statusCode !== 428) throw new Error(`expected a challenge (428), got ${res.statusCode}`);
  return (res.json() as { proof_of_work: ChallengeAnswer }).proof_of_work;
}

/** The X-Proof-Of-Work header that answers the challenge (`solves: false`: one that does not). */
export function answer({ challenge, difficulty }: ChallengeAnswer, solves = true): string {
  for (let nonce = 0; ; nonce += 1) {
    const value = `${challenge}:${nonce}`;
    const bits = leadingZeroBits(createHash('sha256').update(value).digest());
    if (bits >= difficulty === solves) return value;
  }
}
