import { salaryRows, type SalaryMonth, salaryStatus, salaryTable } from './salary-rows';
import { summaryTexts } from './summary-texts';
import { renderCsv, renderPdf } from './testing/render-table';

function month(fields: Partial<SalaryMonth> = {}): SalaryMonth {
  return {
    attestationId: 0,
    year: 2026,
    month: 11,
    vehicleId: 3,
    driverUserId: 11,
    driverName: 'Åsa Öberg',
    registry: 'ABC123',
    vehicleName: 'Volvo V60',
    benefitType: 'BENEFIT',
    tripCount: 20,
    distanceBusinessM: 812_345,
    distancePrivateM: 120_005,
    attested: false,
    adminApproved: false,
    refused: false,
    ...fields,
  };
}

describe(salaryRows.name, () => {
  it('labels the attestation state: the decision wins over the attestation', () => {
    expect(salaryStatus(month())).toBe('notAttested');
    expect(salaryStatus(month({ attested: true }))).toBe('attested');
    expect(salaryStatus(month({ attested: true, adminApproved: true }))).toBe('approved');
    expect(salaryStatus(month({ attested: true, refused: true }))).toBe('denied');
  });

  it('keeps the scope’s months with trips, by driver, month and registration', () => {
    const rows = salaryRows(
      [
        month({ driverName: 'Åsa Öberg', month: 11 }),
        month({ driverName: 'Åsa Öberg', month: 10, registry: 'XYZ789', vehicleId: 7 }),
        month({ driverName: 'Åsa Öberg', month: 10 }),
        month({ driverName: 'Bo Ek', driverUserId: 12 }),
        month({ driverName: 'Cay Ny', driverUserId: 13, tripCount: 0 }),
        month({ driverName: 'Dan Ny', driverUserId: 14, vehicleId: 99 }),
      ],
      { vehicleIds: new Set([3, 7]) },
    );
    expect(rows.map((row) => [row.driverName, row.month, row.registry])).toEqual([
      ['Bo Ek', 11, 'ABC123'],
      ['Åsa Öberg', 10, 'ABC123'],
      ['Åsa Öberg', 10, 'XYZ789'],
      ['Åsa Öberg', 11, 'ABC123'],
    ]);
    expect(salaryRows([month(), month({ driverUserId: 12 })], { driverIds: new Set([12]) })).toHaveLength(1);
  });

  it('prints the payroll figures with the state labels in Swedish and English', async () => {
    const rows = [month({ attested: true, adminApproved: true }), month({ driverName: 'Bo Ek', refused: true })];
    const { lines } = await renderPdf(salaryTable(salaryRows(rows), summaryTexts('sv')), { title: 'Lönerapport' });
    expect(lines[0]).toEqual(
      expect.arrayContaining([
        'Bo Ek | 2026-11 | ABC123 | Volvo V60 | Förmånsbil | 20 | 812,35 | 120,01 | 932,35 | Nekad',
        'Åsa Öberg | 2026-11 | ABC123 | Volvo V60 | Förmånsbil | 20 | 812,35 | 120,01 | 932,35 | Godkänd',
        'Totalt | 40 | 1\u00a0624,69 | 240,01 | 1\u00a0864,70',
      ]),
    );
    const { header, rows: csv } = await renderCsv(
      salaryTable(salaryRows([month(), month({ attested: true })]), summaryTexts('en')),
      ',',
    );
    expect(header.at(-1)).toBe('Status');
    expect(csv.map((row) => row.at(-1))).toEqual(['not attested', 'attested']);
  });
});
