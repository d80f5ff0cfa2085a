import { describe, expect, it } from 'vitest';

import { isMissingListError } from './global-error';

describe('isMissingListError', () => {
  it('recognises the Chromium and Firefox messages', () => {
    expect(isMissingListError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(true);
    expect(isMissingListError(new TypeError('can\'t access property "map", e is undefined'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isMissingListError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isMissingListError('boom')).toBe(false);
    expect(isMissingListError(undefined)).toBe(false);
  });
});
