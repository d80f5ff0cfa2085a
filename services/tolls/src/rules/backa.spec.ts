import { isChargedUnderBacka } from './backa';
import { parseLocalTime } from './local-time';

type Role = 'ramp' | 'control' | undefined;
const passages = (...entries: [string, Role][]) =>
  entries.map(([clock, backaRole]) => ({ time: parseLocalTime(`2026-11-24T${clock}`)!, backaRole }));
const charged = (list: ReturnType<typeof passages>) => list.map((_, i) => isChargedUnderBacka(list, i));

describe('isChargedUnderBacka', () => {
  it('frees a ramp passage without a control point', () => {
    expect(charged(passages(['07:10', 'ramp']))).toEqual([false]);
    expect(charged(passages(['07:10', 'ramp'], ['07:20', undefined]))).toEqual([false, true]);
  });

  it('charges a ramp passage with a control point up to 30 minutes before or after', () => {
    expect(charged(passages(['07:10', 'ramp'], ['07:40', 'control']))).toEqual([true, false]);
    expect(charged(passages(['06:40', 'control'], ['07:10', 'ramp']))).toEqual([false, true]);
    expect(charged(passages(['07:10', 'ramp'], ['07:41', 'control']))).toEqual([false, false]);
    expect(charged(passages(['06:39', 'control'], ['07:10', 'ramp']))).toEqual([false, false]);
  });

  it('never charges a control point', () => {
    expect(charged(passages(['07:10', 'control']))).toEqual([false]);
  });
});
