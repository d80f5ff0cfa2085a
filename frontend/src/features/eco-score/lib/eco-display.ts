// How the eco score's figures read (spec 02 §2.9, §3): in the language's number format, with the one decimal the
// server rounds to, and whether a vehicle drove at all in the period.
import type { EcoScore } from '../api/types';

const numberLocale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'sv-SE');

/** A score, distance or CO2 figure with at most one decimal: 70.9 → "70,9", 100 → "100". */
export function formatFigure(value: number, lang: string): string {
  return new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 1 }).format(value);
}

/** One fixed decimal, for figures read side by side (kilometres, kilograms): 10.8 → "10,8", 12 → "12,0". */
export function formatOneDecimal(value: number, lang: string): string {
  return new Intl.NumberFormat(numberLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** No trips in the period: nothing to score, the card says so instead. */
export const hasTrips = (score: Pick<EcoScore, 'tripCount'>): boolean => score.tripCount > 0;
