/** The auth remote has no routes of its own; its harness shows the sign-in panel at /. */
export const AUTH_PATHS: readonly string[] = ['/'];
