/** What a redirect to the sign-in page carries, so the user comes back where they were. */
export interface ReturnState {
  from: string;
}

export function returnStateFor(location: { pathname: string; search: string; hash: string }): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Only a path inside this app is followed; anything else (another origin, `//host`) goes home. */
export function returnPathFrom(state: unknown): string {
  const from = (state as Partial<ReturnState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (from.startsWith('/sign-in') || from.startsWith('/magic-link')) return '/';
  return from;
}
