import { reportTrip } from '../journal/testing/journal-builders';
import { purposeTable, purposeTotals } from './purpose-totals';
import { summaryTexts } from './summary-texts';
import { renderCsv, renderPdf } from './testing/render-table';

const trips = [
  reportTrip({ journalId: 1, purpose: 'BUSINESS', distanceM: 30_000 }),
  reportTrip({ journalId: 2, purpose: 'BUSINESS_CUSTOMER_VISIT', distanceM: 10_000 }),
  reportTrip({ journalId: 3, purpose: 'PRIVATE', distanceM: 5_000 }),
  reportTrip({ journalId: 4, purpose: 'PRIVATE_AUTO', distanceM: 5_000, driverName: 'Bo Ek', privateHidden: true }),
  reportTrip({ journalId: 5, purpose: '', distanceM: 50_000, driverName: '' }),
];

describe(purposeTotals.name, () => {
  it('counts per purpose (no purpose as business, the automatic private one as private) and per driver', () => {
    const totals = purposeTotals(trips);
    expect(totals.byPurpose).toEqual([
      { purpose: 'BUSINESS', trips: 2, distanceM: 80_000 },
      { purpose: 'BUSINESS_CUSTOMER_VISIT', trips: 1, distanceM: 10_000 },
      { purpose: 'PRIVATE', trips: 2, distanceM: 10_000 },
    ]);
    expect(totals.byDriver.map((row) => [row.driverName, row.purpose, row.trips])).toEqual([
      ['Bo Ek', 'PRIVATE', 1],
      ['Åsa Öberg', 'BUSINESS', 1],
      ['Åsa Öberg', 'BUSINESS_CUSTOMER_VISIT', 1],
      ['Åsa Öberg', 'PRIVATE', 1],
      ['', 'BUSINESS', 1],
    ]);
  });

  it('prints the shares per purpose and per driver in the PDF, and one CSV row per driver and purpose', async () => {
    const table = purposeTable(purposeTotals(trips), summaryTexts('sv'), 'sv');
    const { lines } = await renderPdf(table, { title: 'Ändamål' });
    expect(lines[0]).toEqual(
      expect.arrayContaining([
        'Per ändamål',
        'Tjänsteresa | 2 | 80,00 | 80,0',
        'Tjänsteresa (customer visit) | 1 | 10,00 | 10,0',
        'Privat resa | 2 | 10,00 | 10,0',
        'Totalt | 5 | 100,00 | 100,0',
        'Per förare och ändamål',
        'Åsa Öberg | Privat resa | 1 | 5,00 | 11,1',
        'Ingen förare | Tjänsteresa | 1 | 50,00 | 100,0',
      ]),
    );
    const { header, rows } = await renderCsv(table, ',');
    expect(header).toEqual(['Förare', 'Ändamål', 'Resor', 'Sträcka (km)']);
    expect(rows[0]).toEqual(['Bo Ek', 'Privat resa', '1', '5.00']);
    expect(rows).toHaveLength(5);
  });
});
