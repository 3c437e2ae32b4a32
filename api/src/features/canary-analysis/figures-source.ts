import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { FiguresSource } from './analysis.js';

/**
 * The figures of a remote version, read through `db` (the job's transaction: the embedded database is one
 * connection, so everything in a pass goes through it).
 */
export type FiguresFor = (db: Kysely<Database>) => FiguresSource;

/**
 * The stored health reports' figures. Until those are stored this answers no data at all, so the analysis only
 * ever waits; once they are, this is `(db) => (remote, version, from, to) => versionHealth(db, remote, version, from, to)`.
 */
export const storedFigures: FiguresFor = () => async (remote, version) => ({
  remote, version, browsers: 0, mounts: 0, failures: 0, failingBrowsers: 0, lcpP75Ms: null, clsP75: null, inpP75Ms: null,
});
