import { describe, expect, it } from 'vitest';

import { co2Band, scoreBand } from './eco-bands';

describe(co2Band.name, () => {
  it.each([
    [0, 'green'],
    [79.9, 'green'],
    [80, 'green'],
    [80.1, 'yellow'],
    [100, 'yellow'],
    [119.9, 'yellow'],
    [120, 'red'],
    [250, 'red'],
  ] as const)('%s g/km is %s', (gKm, band) => {
    expect(co2Band(gKm)).toBe(band);
  });
});

describe(scoreBand.name, () => {
  it.each([
    [0, 'red'],
    [29.9, 'red'],
    [30, 'yellow'],
    [54.9, 'yellow'],
    [55, 'blue'],
    [79.9, 'blue'],
    [80, 'green'],
    [100, 'green'],
  ] as const)('a score of %s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
