/** The remotes the shell composes; the registry names no others. */
export const REMOTES = ['auth', 'property', 'auto', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value);
}
