import { describe, expect, it } from 'vitest';

import { formatFigure, formatOneDecimal, hasTrips } from './eco-display';

describe(formatFigure.name, () => {
  it('shows at most one decimal in the language of the page', () => {
    expect(formatFigure(70.9, 'sv')).toBe('70,9');
    expect(formatFigure(100, 'sv')).toBe('100');
    expect(formatFigure(12.64, 'sv')).toBe('12,6');
    expect(formatFigure(70.9, 'en')).toBe('70.9');
  });
});

describe(formatOneDecimal.name, () => {
  it('keeps one decimal', () => {
    expect(formatOneDecimal(12, 'sv')).toBe('12,0');
    expect(formatOneDecimal(10.8, 'en')).toBe('10.8');
    expect(formatOneDecimal(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('hasTrips', () => {
  it('is false without trips in the period', () => {
    expect(hasTrips({ tripCount: 0 })).toBe(false);
    expect(hasTrips({ tripCount: 2 })).toBe(true);
  });
});
