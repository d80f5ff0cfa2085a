import { journalV1 } from '@fleetlog/contracts';

import { toJournalEntryJson } from './journal.controller';
import { JournalEntrySchema } from './journal.schemas';

const entry = (changes: Partial<journalV1.JournalEntry> = {}) =>
  journalV1.JournalEntry.fromPartial({
    journalId: 41,
    organizationId: 3,
    status: 'NONE',
    vehicle: { vehicleId: 11, registry: 'ABC123', displayName: 'Volvo V60' },
    timestampStartMs: Date.parse('2026-11-10T06:00:00Z'),
    timestampStopMs: Date.parse('2026-11-10T06:20:00Z'),
    purpose: 'BUSINESS',
    start: { latitude: 59.33, longitude: 18.06 },
    stop: { latitude: 59.35, longitude: 18.1 },
    ...changes,
  });

describe("the journal entry's toll charges (spec 02 §3 Trip)", () => {
  it('gives the sums, counts and passages under the spec names', () => {
    const json = toJournalEntryJson(
      entry({
        congestionTaxSek: 90,
        congestionTaxSekOverride: 45,
        congestionTaxCount: 2,
        infraTaxSek: 9,
        infraTaxCount: 1,
        tollPassages: [
          {
            passageId: 7,
            stationId: 'stockholm-12',
            stationName: 'Danvikstull',
            stationLatitude: 59.313,
            stationLongitude: 18.103,
            timestampMs: Date.parse('2026-11-10T06:05:00Z'),
            price: 45,
            priceInfra: 0,
            overridePrice: 0,
            isActive: true,
            tax: 'congestion',
          },
          {
            passageId: 8,
            stationId: 'sundsvall',
            stationName: 'Sundsvallsbron',
            stationLatitude: 62.38,
            stationLongitude: 17.33,
            timestampMs: Date.parse('2026-11-10T06:15:00Z'),
            price: 0,
            priceInfra: 9,
            isActive: false,
            tax: 'infrastructure',
          },
        ],
      }),
    );
    expect(json).toMatchObject({
      congestionTaxSek: 90,
      congestionTaxSekOverride: 45,
      congestionTaxCount: 2,
      infraTaxSek: 9,
      infraTaxSekOverride: null,
      infraTaxCount: 1,
    });
    expect(json.congestionData.passages).toEqual([
      {
        passageId: 7,
        station: { name: 'Danvikstull', geometry: { coordinates: [18.103, 59.313] } },
        isotime: '2026-11-10T06:05:00.000Z',
        price: 45,
        priceInfra: 0,
        overridePrice: 0,
        overridePriceInfra: null,
        isActive: true,
        tax: 'congestion',
      },
      {
        passageId: 8,
        station: { name: 'Sundsvallsbron', geometry: { coordinates: [17.33, 62.38] } },
        isotime: '2026-11-10T06:15:00.000Z',
        price: 0,
        priceInfra: 9,
        overridePrice: null,
        overridePriceInfra: null,
        isActive: false,
        tax: 'infrastructure',
      },
    ]);
    // What the OpenAPI document promises.
    expect(JournalEntrySchema.parse(json)).toEqual(json);
  });

  it('answers zeros and no passages for a trip without charges', () => {
    expect(toJournalEntryJson(entry())).toMatchObject({
      congestionTaxSek: 0,
      congestionTaxSekOverride: null,
      congestionTaxCount: 0,
      infraTaxSek: 0,
      infraTaxSekOverride: null,
      infraTaxCount: 0,
      congestionData: { passages: [] },
    });
  });
});
