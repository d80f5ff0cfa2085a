import { describe, expect, it } from 'vitest';

import { journalEntry } from './journal-entry.testing';
import { formatSek, passageKind, type TollPassage, taxTotal, tollStations } from './toll-passages';

const passage = (changes: Partial<TollPassage>): TollPassage => ({
  passageId: 1,
  station: { name: 'Danvikstull', geometry: { coordinates: [18.103, 59.313] } },
  isotime: '2026-11-10T06:05:00.000Z',
  price: 45,
  priceInfra: 0,
  overridePrice: null,
  overridePriceInfra: null,
  isActive: true,
  tax: 'congestion',
  ...changes,
});

describe('toll passages', () => {
  it('tells a bridge fee from a congestion tax passage by the tax tolls classed it under, not by its amount', () => {
    expect(passageKind(passage({}))).toBe('congestion');
    // Outside the charged hours a congestion tax passage costs nothing.
    expect(passageKind(passage({ price: 0 }))).toBe('congestion');
    expect(passageKind(passage({ price: 0, priceInfra: 9, tax: 'infrastructure' }))).toBe('infrastructure');
    // An exempt vehicle's bridge passage bears nothing and is still an infrastructure-fee passage.
    expect(passageKind(passage({ price: 0, priceInfra: 0, tax: 'infrastructure' }))).toBe('infrastructure');
  });

  it('names each station passed once, on the map', () => {
    const entry = journalEntry({
      congestionData: {
        passages: [
          passage({ passageId: 1 }),
          passage({ passageId: 2 }),
          passage({ passageId: 3, station: { name: 'Unknown', geometry: { coordinates: [0, 0] } } }),
          passage({ passageId: 4, station: { name: 'Sundsvallsbron', geometry: { coordinates: [17.33, 62.38] } } }),
        ],
      },
    });
    expect(tollStations(entry)).toEqual([
      { name: 'Danvikstull', at: [18.103, 59.313] },
      { name: 'Sundsvallsbron', at: [17.33, 62.38] },
    ]);
  });

  it('gives the sum and an override only when it differs', () => {
    const entry = journalEntry({ congestionTaxSek: 45, congestionTaxSekOverride: 45, congestionTaxCount: 1 });
    expect(taxTotal(entry, 'congestion')).toEqual({ amount: 45, override: null, count: 1 });
    expect(formatSek(1350, 'en')).toBe('1,350 kr');
  });
});
