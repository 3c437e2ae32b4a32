// The other half of the cycle: b imports a, which imports b.
import { a } from './a';

export const b = (): string => (a.length > 0 ? 'b' : '');
