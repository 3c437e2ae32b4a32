export const USER_TYPES = ['Individual', 'Agent', 'Corporate', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface SessionUser {
  id: number | string;
  name: string;
  email: string;
  user_type: UserType;
  [k: string]: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns whatever sits in storage (or comes from the server) into a user, or null when it cannot be one.
 * Only an id is indispensable; missing texts become empty and an unknown user type becomes
 * 'Individual', the type with the fewest rights, so bad data can never grant more.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  let candidate = value;
  if (typeof candidate === 'string') {
    try {
      candidate = JSON.parse(candidate);
    } catch {
      return null;
    }
  }
  if (!isPlainObject(candidate)) return null;
  const { id } = candidate;
  const validId = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');
  if (!validId) return null;
  const userType = USER_TYPES.find((t) => t === candidate.user_type) ?? 'Individual';
  return {
    ...candidate,
    id: id as number | string,
    name: typeof candidate.name === 'string' ? candidate.name : '',
    email: typeof candidate.email === 'string' ? candidate.email : '',
    user_type: userType,
  };
}
