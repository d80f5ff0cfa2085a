import { essingeledenPairs } from './essingeleden-pair';
import { parseLocalTime } from './local-time';

type Side = 'fredhall' | 'kristineberg' | undefined;
const passages = (...entries: [string, Side][]) =>
  entries.map(([clock, pair]) => ({ time: parseLocalTime(`2026-11-24T${clock}`)!, pair }));

describe('essingeledenPairs', () => {
  it('pairs a Fredhäll and a Kristineberg passage up to 10 minutes apart, either way round', () => {
    expect(essingeledenPairs(passages(['07:05', 'fredhall'], ['07:15', 'kristineberg']))).toEqual([[0, 1]]);
    expect(essingeledenPairs(passages(['07:05', 'kristineberg'], ['07:09', 'fredhall']))).toEqual([[0, 1]]);
    expect(essingeledenPairs(passages(['07:05', 'fredhall'], ['07:16', 'kristineberg']))).toEqual([]);
  });

  it('never pairs one side with itself, nor a passage twice', () => {
    expect(essingeledenPairs(passages(['07:05', 'fredhall'], ['07:06', 'fredhall']))).toEqual([]);
    const outAndBack = passages(
      ['07:05', 'fredhall'],
      ['07:07', 'kristineberg'],
      ['07:09', 'kristineberg'],
      ['07:10', undefined],
      ['07:12', 'fredhall'],
    );
    expect(essingeledenPairs(outAndBack)).toEqual([
      [0, 1],
      [2, 4],
    ]);
  });
});
