import { describe, expect, it } from 'vitest';

import { applySearch, isSearchActive } from './search';

const rows = [
  { name: 'Anna Åberg', email: 'anna@demo-akeri.se' },
  { name: 'Bertil Berg', email: 'bertil@demo-akeri.se' },
];
const text = (r: (typeof rows)[number]) => [r.name, r.email];

describe('applySearch', () => {
  it('ignores terms shorter than 2 characters', () => {
    expect(isSearchActive('a')).toBe(false);
    expect(applySearch(rows, 'a', text)).toHaveLength(2);
  });

  it('matches any field case-insensitively, including Swedish letters', () => {
    expect(applySearch(rows, 'åB', text)).toEqual([rows[0]]);
    expect(applySearch(rows, 'BERTIL@', text)).toEqual([rows[1]]);
  });

  it('returns nothing when no field matches', () => {
    expect(applySearch(rows, 'zz', text)).toEqual([]);
  });
});
