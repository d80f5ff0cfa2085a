// The trip's congestion tax and infrastructure fee as the route panel shows them (spec 02 §2.2, §9): a table per tax,
// amounts in whole kronor, an override beside the struck-through computed amount, times of day in Europe/Stockholm.
import type { JournalEntry } from '../api/types';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export type TollPassage = JournalEntry['congestionData']['passages'][number];
export type TaxKind = 'congestion' | 'infrastructure';

/** The tax a passage bears, as tolls classed it (a bridge's passage of an exempt vehicle bears 0 and is still one). */
export function passageKind(passage: TollPassage): TaxKind {
  return passage.tax;
}

export interface PassageRow {
  passageId: number;
  station: string;
  /** HH:mm in Europe/Stockholm. */
  time: string;
  /** As computed. */
  amount: number;
  /** The override, when it differs from the computed amount; else null. */
  override: number | null;
  /** false: removed by an override, counts for nothing. */
  active: boolean;
}

/** The passages of one tax, in time order. */
export function passageRows(entry: Pick<JournalEntry, 'congestionData'>, kind: TaxKind): PassageRow[] {
  return entry.congestionData.passages
    .filter((passage) => passageKind(passage) === kind)
    .sort((a, b) => Date.parse(a.isotime) - Date.parse(b.isotime))
    .map((passage) => {
      const amount = kind === 'congestion' ? passage.price : passage.priceInfra;
      const override = kind === 'congestion' ? passage.overridePrice : passage.overridePriceInfra;
      return {
        passageId: passage.passageId,
        station: passage.station.name,
        time: dayjs(passage.isotime).tz(APP_TIME_ZONE).format('HH:mm'),
        amount,
        override: override === null || override === amount ? null : override,
        active: passage.isActive,
      };
    });
}

export interface TaxTotal {
  /** As computed. */
  amount: number;
  /** After the passage overrides, when they changed the sum; else null. */
  override: number | null;
  count: number;
}

/** The trip's sum of one tax (a merged entry's trips together). */
export function taxTotal(
  entry: Pick<
    JournalEntry,
    | 'congestionTaxSek'
    | 'congestionTaxSekOverride'
    | 'congestionTaxCount'
    | 'infraTaxSek'
    | 'infraTaxSekOverride'
    | 'infraTaxCount'
  >,
  kind: TaxKind,
): TaxTotal {
  const [amount, override, count] =
    kind === 'congestion'
      ? [entry.congestionTaxSek, entry.congestionTaxSekOverride, entry.congestionTaxCount]
      : [entry.infraTaxSek, entry.infraTaxSekOverride, entry.infraTaxCount];
  return { amount, override: override === amount ? null : override, count };
}

/** Whole kronor in the language's number format: 1350 → "1 350 kr". */
export function formatSek(amount: number, lang: string): string {
  return `${new Intl.NumberFormat(lang.startsWith('en') ? 'en-GB' : 'sv-SE', { maximumFractionDigits: 0 }).format(amount)} kr`;
}

export interface TollStation {
  name: string;
  /** [longitude, latitude]. */
  at: readonly [number, number];
}

/** The stations the trip passed, each once (the map's markers). */
export function tollStations(entry: Pick<JournalEntry, 'congestionData'>): TollStation[] {
  const seen = new Map<string, TollStation>();
  for (const passage of entry.congestionData.passages) {
    const [longitude, latitude] = passage.station.geometry.coordinates;
    if (longitude === 0 && latitude === 0) continue;
    const key = `${passage.station.name}|${longitude}|${latitude}`;
    if (!seen.has(key)) seen.set(key, { name: passage.station.name, at: [longitude, latitude] });
  }
  return [...seen.values()];
}
