import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { versionHealth } from '../remote-health/figures.js';
import type { FiguresSource } from './analysis.js';

/**
 * The figures of a remote version, read through `db` (the job's transaction: the embedded database is one
 * connection, so everything in a pass goes through it).
 */
export type FiguresFor = (db: Kysely<Database>) => FiguresSource;

/** The stored health reports' figures (remote-health/figures.ts). */
export const storedFigures: FiguresFor = (db) => (remote, version, from, to) =>
  versionHealth(db, remote, version, from, to);
