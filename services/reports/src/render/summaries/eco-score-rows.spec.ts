import { ecoScoreTable, type EcoScoreFigures, fleetScore } from './eco-score-rows';
import { summaryTexts } from './summary-texts';
import { renderCsv, renderPdf } from './testing/render-table';

function score(fields: Partial<EcoScoreFigures> = {}): EcoScoreFigures {
  return {
    tripCount: 12,
    distanceKm: 345.678,
    total: 87.25,
    acceleration: 90,
    braking: 80.04,
    cornering: 92.5,
    harshAccelerations: 3,
    harshBrakings: 5,
    sharpCorners: 1,
    vehicleCo2GKm: 121.4,
    totalCo2Kg: 41.96,
    ...fields,
  };
}

const rows = [
  { vehicleId: 7, label: 'XYZ789', name: 'Scania R450', score: score({ distanceKm: 100, total: 60 }) },
  { vehicleId: 3, label: 'ABC123', name: 'Volvo V60', score: score({ distanceKm: 300, total: 80 }) },
  {
    vehicleId: 9,
    label: 'AAA111',
    name: 'Ford Transit',
    score: score({ distanceKm: 0, tripCount: 0, total: undefined }),
  },
];

describe(ecoScoreTable.name, () => {
  it('weights the fleet score by distance and leaves out vehicles that did not drive', () => {
    expect(fleetScore(rows)).toBe(75);
    expect(fleetScore([rows[2]])).toBeUndefined();
  });

  it('prints each vehicle’s scores with one decimal, "–" for a vehicle without distance', async () => {
    const table = ecoScoreTable(
      [
        { ...rows[1], score: score() },
        rows[2],
        { vehicleId: 4, label: 'BBB222', name: '', score: score({ vehicleCo2GKm: undefined, totalCo2Kg: undefined }) },
      ],
      summaryTexts('sv'),
    );
    const { lines } = await renderPdf(table, { title: 'Eco score' });
    expect(lines[0]).toEqual(
      expect.arrayContaining([
        'AAA111 | Ford Transit | – | – | – | – | – | – | – | – | – | – | –',
        'ABC123 | Volvo V60 | 12 | 345,68 | 87,3 | 90,0 | 80,0 | 92,5 | 3 | 5 | 1 | 121 | 42,0',
        'BBB222 | 12 | 345,68 | 87,3 | 90,0 | 80,0 | 92,5 | 3 | 5 | 1 | – | –',
      ]),
    );
    const { header, rows: csv } = await renderCsv(table, ',');
    expect(header).toContain('CO₂ (g/km)');
    expect(csv[0]).toEqual(['AAA111', 'Ford Transit', '', '', '', '', '', '', '', '', '', '', '']);
    expect(csv[1].slice(2, 5)).toEqual(['12', '345.68', '87.3']);
  });
});
