import { day, POINTS } from '../../test/support/passages';
import { computeCharges } from './charges';

const { danvikstull, solnabron, sundsvallsbron } = POINTS;

describe(computeCharges.name, () => {
  it('caps each calendar day on its own and sums the two taxes apart', () => {
    const tuesday = day(
      '2026-11-24',
      [danvikstull, '07:05'],
      [solnabron, '07:35'],
      [danvikstull, '08:05'],
      [solnabron, '16:05'],
    );
    const wednesday = day('2026-11-25', [danvikstull, '07:05'], [sundsvallsbron, '22:00']);
    // Tuesday: 45 + 45 + 45 = 135, 16:05 absorbed; Wednesday 45 and Sundsvall's 9.
    const charges = computeCharges({ class: 'car', exempt: false }, [...wednesday, ...tuesday.reverse()]);
    expect(charges.congestionTaxSek).toBe(180);
    expect(charges.infraTaxSek).toBe(9);
    expect(charges.passages.map((passage) => [passage.time.date, passage.time.hour, passage.amountSek])).toEqual([
      ['2026-11-24', 7, 45],
      ['2026-11-24', 7, 45],
      ['2026-11-24', 8, 45],
      ['2026-11-24', 16, 0],
      ['2026-11-25', 7, 45],
      ['2026-11-25', 22, 9],
    ]);
  });

  it('answers nothing for no passages', () => {
    expect(computeCharges({ class: 'car', exempt: false }, [])).toEqual({
      congestionTaxSek: 0,
      infraTaxSek: 0,
      passages: [],
    });
  });
});
