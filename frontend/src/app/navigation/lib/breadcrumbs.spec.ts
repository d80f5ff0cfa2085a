import { describe, expect, it } from 'vitest';

import { buildCrumbs, screenKeyFromPath } from './breadcrumbs';

describe('buildCrumbs', () => {
  it('builds one crumb per segment under /app with cumulative paths', () => {
    expect(buildCrumbs('/app/triptax-analyzer/42', ['triptax-analyzer'])).toEqual([
      { segment: 'triptax-analyzer', path: '/app/triptax-analyzer', screenKey: 'triptax-analyzer' },
      { segment: '42', path: '/app/triptax-analyzer/42', screenKey: undefined },
    ]);
  });

  it('returns nothing outside the application area', () => {
    expect(buildCrumbs('/auth/login', ['login'])).toEqual([]);
  });

  it('finds the screen key of a path', () => {
    expect(screenKeyFromPath('/app/vehicles')).toBe('vehicles');
    expect(screenKeyFromPath('/app')).toBe('journey');
  });
});
