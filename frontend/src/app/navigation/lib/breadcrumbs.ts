// Breadcrumbs are built from the path (spec 01 §2.3): /app/triptax-analyzer/42 → [triptax-analyzer, 42].

export interface Crumb {
  segment: string;
  path: string;
  // Screen key for translated labels; undefined for parameters such as ids.
  screenKey?: string;
}

export function buildCrumbs(pathname: string, knownScreens: readonly string[]): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'app') return [];
  return parts.slice(1).map((segment, i) => ({
    segment: decodeURIComponent(segment),
    path: '/' + parts.slice(0, i + 2).join('/'),
    screenKey: knownScreens.includes(segment) ? segment : undefined,
  }));
}

export function screenKeyFromPath(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return parts[0] === 'app' && parts[1] ? parts[1] : 'journey';
}
