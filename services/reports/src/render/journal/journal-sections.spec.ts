import { groupJournalSections, journalRows, summarizeSection } from './journal-sections';
import { reportTrip, SCANIA, tripChain } from './testing/journal-builders';

const ZONE = 'Europe/Stockholm';

describe(groupJournalSections.name, () => {
  it('makes one section per vehicle and local month: vehicles by registration, the unknown vehicle last', async () => {
    const trips = [
      reportTrip({ journalId: 1, startMs: Date.parse('2026-10-31T23:30:00Z') }), // 1 November 00:30 in Stockholm (CET)
      reportTrip({ journalId: 2, vehicleId: 0, vehicleLabel: 'ignored', startMs: Date.parse('2026-11-02T08:00:00Z') }),
      reportTrip({
        journalId: 3,
        vehicleId: SCANIA.vehicleId,
        vehicleLabel: SCANIA.registry,
        startMs: Date.parse('2026-10-15T08:00:00Z'),
      }),
      reportTrip({ journalId: 4, startMs: Date.parse('2026-10-31T21:30:00Z') }), // 31 October 22:30
      reportTrip({ journalId: 5, startMs: Date.parse('2026-10-02T08:00:00Z') }),
    ];
    const sections = await groupJournalSections(trips, ZONE);
    expect(sections.map((s) => [s.vehicleId, s.vehicleLabel, s.monthKey, s.trips.map((t) => t.journalId)])).toEqual([
      [3, 'ABC123', 202610, [5, 4]],
      [3, 'ABC123', 202611, [1]],
      [7, 'XYZ789', 202610, [3]],
      [0, '', 202611, [2]],
    ]);
    // In UTC the first trip is October's.
    expect((await groupJournalSections(trips, 'UTC'))[0].trips.map((t) => t.journalId)).toEqual([5, 4, 1]);
  });

  it("carries the vehicle's last odometer of the month before into the next month's first gap", async () => {
    const october = tripChain(2, { startMs: Date.parse('2026-10-30T08:00:00Z') });
    const november = reportTrip({
      journalId: 9,
      startMs: Date.parse('2026-11-02T08:00:00Z'),
      odometerStartM: october[1].odometerStopM + 7_000,
      odometerStopM: october[1].odometerStopM + 17_000,
    });
    const [, novemberSection] = await groupJournalSections([...october, november], ZONE);
    expect(novemberSection.previousOdometerStopM).toBe(october[1].odometerStopM);
    expect([...journalRows(novemberSection, false)].map((row) => row.gapKm)).toEqual([7]);
  });
});

describe(summarizeSection.name, () => {
  it("totals business and private km and both taxes over all the trips, hidden ones included; the month's odometers", () => {
    const trips = [
      reportTrip({ journalId: 1, odometerStartM: 0, odometerStopM: 0, distanceM: 10_004, congestionTaxSek: 45 }),
      reportTrip({
        journalId: 2,
        purpose: 'BUSINESS_CUSTOMER',
        odometerStartM: 5_000_400,
        odometerStopM: 5_020_000,
        distanceM: 19_600,
        infraTaxSek: 22,
      }),
      reportTrip({
        journalId: 3,
        purpose: 'PRIVATE',
        privateHidden: true,
        odometerStartM: 5_020_000,
        odometerStopM: 5_030_000,
        distanceM: 10_000,
        congestionTaxSek: 30,
      }),
      reportTrip({
        journalId: 4,
        purpose: 'PRIVATE_AUTO',
        odometerStartM: 5_030_000,
        odometerStopM: 0,
        distanceM: 2_500,
      }),
    ];
    expect(
      summarizeSection({ vehicleId: 3, vehicleLabel: 'ABC123', vehicleName: '', monthKey: 202611, trips }),
    ).toEqual({
      trips: 4,
      businessM: 29_604,
      privateM: 12_500,
      congestionTaxSek: 75,
      infraTaxSek: 22,
      odometerStartM: 5_000_400,
      odometerEndM: 5_030_000,
    });
  });
});

describe(journalRows.name, () => {
  const section = (trips: ReturnType<typeof reportTrip>[]) => ({
    vehicleId: 3,
    vehicleLabel: 'ABC123',
    vehicleName: '',
    monthKey: 202611,
    trips,
  });

  it('hides private details without show-private, and hidden private trips whatever it says', () => {
    const trips = [
      reportTrip({ journalId: 1 }),
      reportTrip({ journalId: 2, purpose: 'PRIVATE' }),
      reportTrip({ journalId: 3, purpose: 'PRIVATE_AUTO' }),
      reportTrip({ journalId: 4, purpose: 'PRIVATE', privateHidden: true }),
      reportTrip({ journalId: 5, purpose: 'BUSINESS_X' }),
    ];
    const detail = (showPrivate: boolean) =>
      [...journalRows(section(trips), showPrivate)].map((row) => [row.private, row.detailed]);
    expect(detail(false)).toEqual([
      [false, true],
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(detail(true)).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, false],
      [false, true],
    ]);
  });

  it('marks a jump between printed odometers (whole km, half up) and not an unknown one', () => {
    const trips = [
      reportTrip({ journalId: 1, odometerStartM: 100_000, odometerStopM: 112_499 }), // prints 100 → 112
      reportTrip({ journalId: 2, odometerStartM: 112_000, odometerStopM: 120_000 }), // 112: no gap (499 m apart)
      reportTrip({ journalId: 3, odometerStartM: 120_600, odometerStopM: 130_000 }), // 121: 1 km
      reportTrip({ journalId: 4, odometerStartM: 0, odometerStopM: 0 }), // unknown: no gap either side
      reportTrip({ journalId: 5, odometerStartM: 200_000, odometerStopM: 210_000 }),
      reportTrip({ journalId: 6, odometerStartM: 205_000, odometerStopM: 215_000 }), // backwards 5 km
      reportTrip({ journalId: 7, odometerStartM: 215_000, odometerStopM: 216_000 }),
    ];
    expect([...journalRows(section(trips), true)].map((row) => row.gapKm)).toEqual([0, 0, 1, 0, 0, -5, 0]);
  });
});
