import { arrayLiteral, textArrayLiteral } from './positions-writer';
import { UnstorableValueError } from './row-isolation';

describe(arrayLiteral.name, () => {
  it('writes numbers in their shortest round-trip form, booleans as t/f and null as NULL', () => {
    expect(arrayLiteral([1, -2.5, 59.3293235, 1e21, 1e-7, null])).toBe('{1,-2.5,59.3293235,1e+21,1e-7,NULL}');
    expect(arrayLiteral([true, false, null])).toBe('{t,f,NULL}');
    expect(arrayLiteral([])).toBe('{}');
  });

  it('refuses a number PostgreSQL would not read back as the same value', () => {
    expect(() => arrayLiteral([1, Number.NaN])).toThrow(UnstorableValueError);
    expect(() => arrayLiteral([Number.POSITIVE_INFINITY])).toThrow('not a finite number');
  });
});

describe(textArrayLiteral.name, () => {
  it('quotes every element and escapes backslashes and double quotes', () => {
    expect(textArrayLiteral(['00000B1A2C3D', null, 'a"b\\c', '', 'x,y}'])).toBe(
      '{"00000B1A2C3D",NULL,"a\\"b\\\\c","","x,y}"}',
    );
  });
});
