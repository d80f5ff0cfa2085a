import { reportTrip, SCANIA, VOLVO } from '../journal/testing/journal-builders';
import { driverSummaryTable, vehicleSummaryTable } from './summary-tables';
import { summaryTexts } from './summary-texts';
import { renderCsv, renderPdf } from './testing/render-table';
import { totalsByDriver, totalsByVehicle } from './trip-totals';

const T0 = Date.parse('2026-11-03T07:00:00Z');
const MIN = 60_000;

const trips = [
  reportTrip({
    journalId: 1,
    startMs: T0,
    stopMs: T0 + 30 * MIN,
    odometerStartM: 12_000_000,
    odometerStopM: 12_010_000,
    distanceM: 10_000,
    congestionTaxSek: 45,
  }),
  reportTrip({
    journalId: 2,
    startMs: T0 + 60 * MIN,
    stopMs: T0 + 75 * MIN,
    odometerStartM: 12_010_000,
    odometerStopM: 12_015_500,
    distanceM: 5_500,
    purpose: 'PRIVATE',
  }),
  // Another driver's private trip: its day only (start = stop), its distance and odometers given.
  reportTrip({
    journalId: 3,
    startMs: T0 + 24 * 60 * MIN,
    stopMs: T0 + 24 * 60 * MIN,
    odometerStartM: 12_015_500,
    odometerStopM: 12_020_000,
    distanceM: 4_500,
    purpose: 'PRIVATE_AUTO',
    privateHidden: true,
    driverName: 'Bo Ek',
  }),
  reportTrip({
    journalId: 4,
    vehicleId: SCANIA.vehicleId,
    vehicleLabel: SCANIA.registry,
    vehicleName: SCANIA.full_name,
    startMs: T0,
    stopMs: T0 + 90 * MIN,
    odometerStartM: 0,
    odometerStopM: 0,
    distanceM: 120_000,
    purpose: 'BUSINESS_CUSTOMER',
    infraTaxSek: 22,
    driverName: '',
  }),
];

describe('trip totals', () => {
  it('adds up per vehicle: hidden private trips in km, not in drive time; odometers of the first and last trip', () => {
    const [volvo, scania] = totalsByVehicle(trips);
    expect(volvo).toMatchObject({ vehicleId: VOLVO.vehicleId, label: 'ABC123' });
    expect(volvo.totals).toMatchObject({
      trips: 3,
      businessM: 10_000,
      privateM: 10_000,
      congestionTaxSek: 45,
      driveMs: 45 * MIN,
      odometerFirstM: 12_000_000,
      odometerLastM: 12_020_000,
    });
    expect(scania.totals).toMatchObject({ trips: 1, businessM: 120_000, infraTaxSek: 22, odometerFirstM: 0 });
  });

  it('lists every known vehicle with zero rows when asked, by registration', () => {
    const known = [
      { vehicleId: 9, label: 'AAA111', name: 'Ford Transit' },
      { vehicleId: VOLVO.vehicleId, label: 'ABC123', name: 'Volvo V60' },
    ];
    expect(totalsByVehicle(trips, known).map((row) => row.label)).toEqual(['ABC123', 'XYZ789']);
    const all = totalsByVehicle(trips, known, true);
    expect(all.map((row) => [row.label, row.totals.trips])).toEqual([
      ['AAA111', 0],
      ['ABC123', 3],
      ['XYZ789', 1],
    ]);
  });

  it('adds up per driver in Swedish order (Å after Z), trips without a driver last', () => {
    expect(totalsByDriver(trips).map((row) => [row.driverName, row.totals.trips, row.vehicles])).toEqual([
      ['Bo Ek', 1, ['ABC123']],
      ['Åsa Öberg', 2, ['ABC123']],
      ['', 1, ['XYZ789']],
    ]);
  });
});

describe(vehicleSummaryTable.name, () => {
  it('prints a vehicle summary PDF with the grand totals, Swedish numbers and – for an unknown odometer', async () => {
    const { pages, lines } = await renderPdf(vehicleSummaryTable(totalsByVehicle(trips), summaryTexts('sv')));
    expect(pages).toBe(1);
    expect(lines[0]).toEqual(
      expect.arrayContaining([
        'Organisation: Demo Åkeri AB',
        'Tidszon: Europe/Stockholm',
        'ABC123 | Volvo V60 | 3 | 10,00 | 10,00 | 20,00 | 12\u00a0000 | 12\u00a0020 | 45 | 0 | 0:45',
        'XYZ789 | Scania R450 | 1 | 120,00 | 0,00 | 120,00 | – | – | 0 | 22 | 1:30',
        'Totalt | 4 | 130,00 | 10,00 | 140,00 | – | – | 45 | 22 | 2:15',
      ]),
    );
  });

  it('writes one CSV row per vehicle, no totals row, decimal commas with semicolons', async () => {
    const { header, rows } = await renderCsv(vehicleSummaryTable(totalsByVehicle(trips), summaryTexts('sv')));
    expect(header).toEqual([
      'Fordon',
      'Fordonsnamn',
      'Resor',
      'Tjänstekörning (km)',
      'Privat körning (km)',
      'Total körsträcka (km)',
      'Mätarställning första resan (km)',
      'Mätarställning sista resan (km)',
      'Trängselskatt (kr)',
      'Infrastrukturavgift (kr)',
      'Körtid (h:mm)',
    ]);
    expect(rows).toEqual([
      ['ABC123', 'Volvo V60', '3', '10,00', '10,00', '20,00', '12000', '12020', '45', '0', '0:45'],
      ['XYZ789', 'Scania R450', '1', '120,00', '0,00', '120,00', '', '', '0', '22', '1:30'],
    ]);
  });
});

describe(driverSummaryTable.name, () => {
  it('names trips without a driver, in English with decimal points', async () => {
    const table = driverSummaryTable(totalsByDriver(trips), summaryTexts('en'));
    const { rows } = await renderCsv(table, ',');
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['Bo Ek', 'ABC123', '1', '0.00', '4.50', '4.50'],
      ['Åsa Öberg', 'ABC123', '2', '10.00', '5.50', '15.50'],
      ['No driver', 'XYZ789', '1', '120.00', '0.00', '120.00'],
    ]);
    const { lines } = await renderPdf(table, { lang: 'en', title: 'Summary per driver' });
    expect(lines[0]).toEqual(expect.arrayContaining(['Total | 4 | 130.00 | 10.00 | 140.00 | 45 | 22 | 2:15']));
  });
});
