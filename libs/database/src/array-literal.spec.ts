import { arrayLiteral } from './array-literal';

describe(arrayLiteral.name, () => {
  it('quotes every element, escaping quotes and backslashes', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral([1, 22])).toBe('{"1","22"}');
    expect(arrayLiteral(['a@b.se', 'x"y\\z', 'k,l'])).toBe('{"a@b.se","x\\"y\\\\z","k,l"}');
  });
});
