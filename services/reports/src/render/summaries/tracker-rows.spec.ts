import { summaryTexts } from './summary-texts';
import { renderCsv, renderPdf } from './testing/render-table';
import { TrackerMovesBuilder, trackerRows, trackerTable, type TrackerVehicle } from './tracker-rows';

function vehicle(fields: Partial<TrackerVehicle> = {}): TrackerVehicle {
  return {
    id: 21,
    registry: '',
    displayName: 'Släpvagn 4',
    deviceType: 'TAT100',
    isTracker: true,
    lastSeen: Date.parse('2026-11-29T06:30:00Z'),
    batteryPercentage: 83,
    state: { imei: '350000000000037' },
    ...fields,
  };
}

const T = Date.parse('2026-11-10T09:00:00Z');

describe(trackerRows.name, () => {
  it('keeps TAT100 trackers only, with their moves, distance and the latest move’s end', () => {
    const moves = new TrackerMovesBuilder();
    moves.add(21, { distanceM: 12_000, stopMs: T + 3_600_000, stop: { latitude: 59.334_2, longitude: 18.063_2 } });
    moves.add(21, { distanceM: 3_000, stopMs: T, stop: { latitude: 57.7, longitude: 11.97 } });
    moves.add(5, { distanceM: 50_000, stopMs: T });
    const rows = trackerRows(
      [
        vehicle(),
        vehicle({ id: 22, displayName: 'Container 9', lastSeen: 0, batteryPercentage: undefined, state: undefined }),
        vehicle({ id: 5, registry: 'ABC123', displayName: 'Volvo V60', deviceType: 'FMC130', isTracker: false }),
      ],
      moves,
    );
    expect(rows.map((row) => [row.vehicle.displayName, row.moves.moves, row.moves.distanceM])).toEqual([
      ['Container 9', 0, 0],
      ['Släpvagn 4', 2, 15_000],
    ]);
    expect(rows[1].moves.lastPosition).toEqual({ latitude: 59.334_2, longitude: 18.063_2, atMs: T + 3_600_000 });
  });

  it('prints the position with decimal points in the PDF and as numbers of the delimiter in the CSV', async () => {
    const moves = new TrackerMovesBuilder();
    moves.add(21, { distanceM: 12_345, stopMs: T, stop: { latitude: 59.334_2, longitude: 18.063_2 } });
    const rows = trackerRows(
      [
        vehicle(),
        vehicle({ id: 22, displayName: 'Container 9', lastSeen: 0, state: undefined, batteryPercentage: undefined }),
      ],
      moves,
    );
    const table = trackerTable(rows, summaryTexts('sv'), 'Europe/Stockholm');
    const { lines } = await renderPdf(table, { title: 'Spårarrapport' });
    expect(lines[0]).toEqual(
      expect.arrayContaining([
        'Container 9 | – | – | – | – | – | 0 | 0,00',
        'Släpvagn 4 | 350000000000037 | 2026-11-29 07:30 | 83 | 59.33420, 18.06320 | 2026-11-10 10:00 | 1 | 12,35',
      ]),
    );
    const { header, rows: csv } = await renderCsv(table, ';');
    expect(header.slice(4, 6)).toEqual(['Latitud', 'Longitud']);
    expect(csv[1]).toEqual([
      'Släpvagn 4',
      '350000000000037',
      '2026-11-29 07:30',
      '83',
      '59,33420',
      '18,06320',
      '2026-11-10 10:00',
      '1',
      '12,35',
    ]);
  });
});
