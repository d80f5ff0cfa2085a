import { day, POINTS } from '../../test/support/passages';
import { dayCharges, type Vehicle } from './day-charges';

const CAR: Vehicle = { class: 'car', exempt: false };
const HEAVY: Vehicle = { class: 'heavy', exempt: false };
const { danvikstull, skanstullsbron, liljeholmsbron, solnabron, kristineberg } = POINTS;
const { fredhallEssingeleden, fredhallInner, ringomotet, gibraltargatan } = POINTS;
const { backadalenRamp, tingstadsvagenRamp, deltavagenControl, sundsvallsbron, motalabron } = POINTS;

// 2026-11-24 is a Tuesday in the high season; 2026-12-01 a Tuesday in the low season.
describe(dayCharges.name, () => {
  describe('Stockholm', () => {
    it('charges every passage by the table, with no multi-passage discount', () => {
      const passages = day('2026-11-24', [danvikstull, '07:05'], [skanstullsbron, '07:05'], [solnabron, '12:00']);
      expect(dayCharges(CAR, passages)).toEqual([45, 45, 11]);
    });

    it('caps a high-season rush-hour day at 135, the passage reaching it bearing the rest', () => {
      // 45 + 30 + 20 = 95; 16:10 bears 40 of its 45; 17:40 bears nothing.
      const passages = day(
        '2026-11-24',
        [danvikstull, '07:05'],
        [skanstullsbron, '08:45'],
        [liljeholmsbron, '09:10'],
        [solnabron, '16:10'],
        [danvikstull, '17:40'],
      );
      expect(dayCharges(CAR, passages)).toEqual([45, 30, 20, 40, 0]);
    });

    it('caps a low-season day at 105', () => {
      // 35 + 35 + 35 = 105; 17:35 (25) is absorbed.
      const passages = day(
        '2026-12-01',
        [danvikstull, '07:05'],
        [solnabron, '16:10'],
        [liljeholmsbron, '16:40'],
        [skanstullsbron, '17:35'],
      );
      expect(dayCharges(CAR, passages)).toEqual([35, 35, 35, 0]);
    });

    it('uses the season of the day: 28 February low, 2 March high', () => {
      expect(dayCharges(CAR, day('2026-02-27', [danvikstull, '07:30']))).toEqual([35]);
      expect(dayCharges(CAR, day('2026-03-02', [danvikstull, '07:30']))).toEqual([45]);
      // 18 June 2026 is the day before Midsummer Eve (high); 14 and 17 August around the high season's start.
      expect(dayCharges(CAR, day('2026-06-18', [danvikstull, '16:00']))).toEqual([45]);
      expect(dayCharges(CAR, day('2026-08-14', [danvikstull, '16:00']))).toEqual([35]);
      expect(dayCharges(CAR, day('2026-08-17', [danvikstull, '16:00']))).toEqual([45]);
    });

    it('charges nothing on holidays, weekends, untaxed eves and July after its fifth weekday', () => {
      for (const date of ['2026-04-03', '2026-11-28', '2026-12-24', '2026-06-19', '2026-07-08']) {
        expect([date, dayCharges(CAR, day(date, [danvikstull, '07:30']))]).toEqual([date, [0]]);
      }
      // Charged eves and July's first weekdays (low season: July is after Midsummer Eve).
      expect(dayCharges(CAR, day('2026-04-02', [danvikstull, '07:30']))).toEqual([45]);
      expect(dayCharges(CAR, day('2026-10-30', [danvikstull, '07:30']))).toEqual([45]);
      expect(dayCharges(CAR, day('2026-07-07', [danvikstull, '07:30']))).toEqual([35]);
    });

    it('counts Fredhäll and Kristineberg within 10 minutes as one Essingeleden passage', () => {
      const pair = day('2026-11-24', [fredhallEssingeleden, '07:05'], [kristineberg, '07:12']);
      expect(dayCharges(CAR, pair)).toEqual([40, 0]);
      // Kristineberg first (inner city alone): the pair is still one Essingeleden passage at the first's time.
      const reversed = day('2026-12-01', [kristineberg, '06:28'], [fredhallEssingeleden, '06:31']);
      expect(dayCharges(CAR, reversed)).toEqual([15, 0]);
      // Eleven minutes apart: two passages at their own classes.
      const apart = day('2026-11-24', [fredhallEssingeleden, '07:05'], [kristineberg, '07:16']);
      expect(dayCharges(CAR, apart)).toEqual([40, 45]);
      // Drottningholmsvägen (inner city) is not part of the pair.
      const inner = day('2026-11-24', [fredhallInner, '07:05'], [kristineberg, '07:08']);
      expect(dayCharges(CAR, inner)).toEqual([45, 45]);
    });

    it('shares the cap between the inner city and Essingeleden', () => {
      // 40 + 45 + 45 = 130; 16:20 bears the last 5.
      const passages = day(
        '2026-11-24',
        [fredhallEssingeleden, '07:05'],
        [danvikstull, '07:40'],
        [solnabron, '16:05'],
        [liljeholmsbron, '16:20'],
      );
      expect(dayCharges(CAR, passages)).toEqual([40, 45, 45, 5]);
    });
  });

  describe('Göteborg', () => {
    it('charges an hour with three passages once, at its highest amount', () => {
      const passages = day('2026-11-24', [ringomotet, '06:20'], [gibraltargatan, '06:50'], [ringomotet, '07:15']);
      expect(dayCharges(CAR, passages)).toEqual([0, 0, 22]);
    });

    it('caps the day at 60 across windows', () => {
      // Windows from 06:00 (9), 07:05 (22), 08:10 (16), 15:35 (22): 9 + 22 + 16 = 47, 15:35 bears 13, 16:40 none.
      const passages = day(
        '2026-11-24',
        [ringomotet, '06:00'],
        [ringomotet, '07:05'],
        [ringomotet, '08:10'],
        [ringomotet, '15:35'],
        [ringomotet, '16:40'],
      );
      expect(dayCharges(CAR, passages)).toEqual([9, 22, 16, 13, 0]);
    });

    it('charges nothing the day before a holiday, in July or on a Saturday', () => {
      for (const date of ['2026-04-02', '2026-10-30', '2026-07-07', '2026-11-28']) {
        expect([date, dayCharges(CAR, day(date, [ringomotet, '07:30']))]).toEqual([date, [0]]);
      }
    });

    it('frees a Backa ramp passage unless a control point is passed within 30 minutes', () => {
      expect(dayCharges(CAR, day('2026-11-24', [backadalenRamp, '07:10']))).toEqual([0]);
      const withControl = day('2026-11-24', [backadalenRamp, '07:10'], [deltavagenControl, '07:35']);
      expect(dayCharges(CAR, withControl)).toEqual([22, 0]);
      const controlBefore = day('2026-11-24', [deltavagenControl, '15:00'], [tingstadsvagenRamp, '15:30']);
      expect(dayCharges(CAR, controlBefore)).toEqual([0, 22]);
      const tooLate = day('2026-11-24', [backadalenRamp, '07:10'], [deltavagenControl, '07:45']);
      expect(dayCharges(CAR, tooLate)).toEqual([0, 0]);
      expect(dayCharges(CAR, day('2026-11-24', [deltavagenControl, '07:10']))).toEqual([0]);
    });

    it('lets a free Backa ramp open no window', () => {
      // The free ramp at 06:40 opens nothing (else 07:15 would fall in its window and 08:10 open another): 07:15
      // opens a window of its own and 08:10 is within it.
      const passages = day('2026-11-24', [backadalenRamp, '06:40'], [ringomotet, '07:15'], [ringomotet, '08:10']);
      expect(dayCharges(CAR, passages)).toEqual([0, 22, 0]);
    });
  });

  describe('infrastructure fees', () => {
    it('charges every passage by vehicle class, every day and hour, with no cap', () => {
      const sundays = day('2026-11-29', [sundsvallsbron, '03:00'], [sundsvallsbron, '03:01'], [motalabron, '23:00']);
      expect(dayCharges(CAR, sundays)).toEqual([9, 9, 5]);
      expect(dayCharges(HEAVY, sundays)).toEqual([20, 20, 11]);
      const many = day(
        '2026-12-25',
        ...Array.from({ length: 10 }, (): [typeof motalabron, string] => [motalabron, '12:00']),
      );
      expect(dayCharges(HEAVY, many).reduce((sum, amount) => sum + amount, 0)).toBe(110);
    });

    it('leaves the congestion tax of the same day alone', () => {
      const passages = day('2026-11-24', [danvikstull, '07:30'], [sundsvallsbron, '12:00']);
      expect(dayCharges(HEAVY, passages)).toEqual([45, 20]);
    });
  });

  it('charges an exempt vehicle nothing at all', () => {
    const passages = day('2026-11-24', [danvikstull, '07:30'], [ringomotet, '07:30'], [sundsvallsbron, '12:00']);
    expect(dayCharges({ class: 'heavy', exempt: true }, passages)).toEqual([0, 0, 0]);
  });

  it('answers in the order given and refuses passages of several days', () => {
    const passages = day('2026-11-24', [solnabron, '16:10'], [danvikstull, '07:05']);
    expect(dayCharges(CAR, passages)).toEqual([45, 45]);
    const twoDays = [...day('2026-11-24', [danvikstull, '07:05']), ...day('2026-11-25', [danvikstull, '07:05'])];
    expect(() => dayCharges(CAR, twoDays)).toThrow(/one calendar day/);
  });
});
