import {
  DECIMAL_COMMA_CELL,
  DECIMAL_POINT_CELL,
  ENGLISH_PRINT,
  formatInteger,
  formatKm,
  formatOdometer,
  SWEDISH_PRINT,
  wholeKm,
} from './numbers';

describe('report numbers', () => {
  it('rounds odometers to whole km half up, on the metres', () => {
    expect(wholeKm(12_499)).toBe(12);
    expect(wholeKm(12_500)).toBe(13);
    expect(wholeKm(1_234_500)).toBe(1_235);
    expect(formatOdometer(12_500, SWEDISH_PRINT)).toBe('13');
    expect(formatOdometer(0, SWEDISH_PRINT, '–')).toBe('–');
  });

  it('prints distances with two decimals rounded half up, where toFixed would round 1.005 down', () => {
    expect((1_005 / 1000).toFixed(2)).toBe('1.00');
    expect(formatKm(1_005, DECIMAL_POINT_CELL)).toBe('1.01');
    expect(formatKm(1_004, DECIMAL_POINT_CELL)).toBe('1.00');
    expect(formatKm(467_700, DECIMAL_COMMA_CELL)).toBe('467,70');
    expect(formatKm(0, DECIMAL_COMMA_CELL)).toBe('0,00');
  });

  it('groups thousands with a no-break space in Swedish, a comma in English, nothing in cells', () => {
    expect(formatKm(1_234_567, SWEDISH_PRINT)).toBe('1\u00a0234,57');
    expect(formatKm(1_234_567, ENGLISH_PRINT)).toBe('1,234.57');
    expect(formatKm(1_234_567, DECIMAL_COMMA_CELL)).toBe('1234,57');
    expect(formatInteger(1_500_000, SWEDISH_PRINT)).toBe('1\u00a0500\u00a0000');
    expect(formatInteger(-3, SWEDISH_PRINT)).toBe('-3');
    expect(formatInteger(999, ENGLISH_PRINT)).toBe('999');
  });
});
