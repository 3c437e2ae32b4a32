// Half of an import cycle, for the lint's own test (scripts/src/lint/architecture.test.ts).
import { b } from './b';

export const a = (): string => `a${b()}`;
