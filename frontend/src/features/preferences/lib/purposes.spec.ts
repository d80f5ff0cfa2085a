import { describe, expect, it } from 'vitest';

import { INPUT_LIMITS } from '../../../lib/input-limits';
import { addPurpose, removePurpose } from './purposes';

describe(addPurpose.name, () => {
  it('adds the text trimmed, after the saved ones', () => {
    expect(addPurpose(['Kundbesök'], '  Leverans   Bromma ')).toEqual({ purposes: ['Kundbesök', 'Leverans Bromma'] });
  });

  it('requires a text', () => {
    expect(addPurpose([], '')).toEqual({ problem: 'REQUIRED' });
    expect(addPurpose(['Kundbesök'], '   ')).toEqual({ problem: 'REQUIRED' });
  });

  it('refuses a purpose already there, whatever its case or spaces', () => {
    expect(addPurpose(['Kundbesök'], 'Kundbesök')).toEqual({ problem: 'DUPLICATE' });
    expect(addPurpose(['Kundbesök'], ' kundbesök ')).toEqual({ problem: 'DUPLICATE' });
  });

  it("refuses a purpose beyond the server's limit of 50", () => {
    const full = Array.from({ length: INPUT_LIMITS.purposes }, (_, index) => `Syfte ${index}`);
    expect(addPurpose(full, 'Ett till')).toEqual({ problem: 'TOO_MANY' });
    expect(addPurpose(full.slice(1), 'Ett till')).toEqual({ purposes: [...full.slice(1), 'Ett till'] });
  });

  it('keeps purposes that differ by their letters', () => {
    expect(addPurpose(['Kundbesök'], 'Kundbesok')).toEqual({ purposes: ['Kundbesök', 'Kundbesok'] });
  });
});

describe(removePurpose.name, () => {
  it('removes the one purpose and keeps the order of the others', () => {
    expect(removePurpose(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
    expect(removePurpose(['A'], 'X')).toEqual(['A']);
  });
});
