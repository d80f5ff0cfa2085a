import type { tollsEventsV1 } from '@fleetlog/contracts';

/** A trip's passage as the journal keeps it (trips.toll_passages): what the journal screens show of it. */
export interface StoredTollPassage {
  passageId: number;
  stationId: string;
  stationName: string;
  stationLatitude: number;
  stationLongitude: number;
  /** The crossing, UTC epoch ms. */
  timestampMs: number;
  price: number;
  priceInfra: number;
  overridePrice: number | null;
  overridePriceInfra: number | null;
  isActive: boolean;
  /** congestion or infrastructure: the tax the passage bears, also when it bears 0. */
  tax: string;
}

/** The passages of a TripCharges as stored, in time order (a deleted trip's: none). */
export function storedPassages(event: tollsEventsV1.TripCharges): StoredTollPassage[] {
  if (event.deleted) return [];
  return (event.passages ?? [])
    .map((passage): StoredTollPassage => ({
      passageId: Number(passage.passageId),
      stationId: passage.stationId,
      stationName: passage.stationName,
      stationLatitude: passage.stationLatitude,
      stationLongitude: passage.stationLongitude,
      timestampMs: Number(passage.timestampMs),
      price: passage.price,
      priceInfra: passage.priceInfra,
      overridePrice: passage.overridePrice ?? null,
      overridePriceInfra: passage.overridePriceInfra ?? null,
      isActive: passage.isActive,
      tax: passage.tax,
    }))
    .sort(byTime);
}

export function byTime(a: StoredTollPassage, b: StoredTollPassage): number {
  return a.timestampMs - b.timestampMs || a.passageId - b.passageId;
}
