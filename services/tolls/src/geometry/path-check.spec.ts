import { trackCharges } from '../cli/track-lines';
import { CONTROL_POINTS, type ControlPoint } from '../stations/stations';
import type { TrackPoint } from './passage-detection';
import { CHECK_RADIUS_M, checkPath, metres } from './path-check';
import { stationGeometries, stationId, type StationOverride } from './station-geometry';
import { fromSweref99tm, toSweref99tm } from './sweref99tm';

// Paths in metres around real control points of the seed data; times UTC (Stockholm is UTC+1 in November).

const STATIONS = stationGeometries(CONTROL_POINTS);
const CAR = { class: 'car', exempt: false } as const;

function gantry(city: string, cpNumber: string | null): ControlPoint {
  const found = CONTROL_POINTS.find((point) => point.city === city && point.cpNumber === cpNumber);
  if (!found) throw new Error(`no control point ${city} ${cpNumber}`);
  return found;
}

function at(point: ControlPoint, east: number, north: number, utc: string): TrackPoint {
  const grid = toSweref99tm(point.lat, point.lon);
  return { timestampMs: Date.parse(utc), ...fromSweref99tm({ e: grid.e + east, n: grid.n + north }) };
}

const danvikstull = gantry('stockholm', '271');
const skanstull = gantry('stockholm', '292');

const rowsOf = (result: ReturnType<typeof checkPath>, name: string) =>
  result.passages.filter((row) => row.station.point.name === name);

describe('checkPath: detection explained station by station', () => {
  it('counts the first gantry of Danvikstull, merges the other carriageway, prices the hit as the rules do', () => {
    const track = [at(danvikstull, -400, 0, '2026-11-24T06:04:00Z'), at(danvikstull, 800, 0, '2026-11-24T06:07:00Z')];
    const result = checkPath(CAR, track, STATIONS);
    const rows = rowsOf(result, 'Danvikstull');
    expect(rows.map((row) => [row.station.id, row.hit, row.amountSek])).toEqual([
      ['stockholm-272', true, 45],
      ['stockholm-271', false, 0],
    ]);
    expect(rows[0].reason).toMatch(/^crossed the line across the vehicle's direction \d+(\.\d)? m from the gantry$/);
    expect(rows[0].offsetM).toBeLessThan(25);
    expect(rows[1].reason).toBe('merged with gantry stockholm-272 of the same station, crossed 0.5 s before');
    expect(new Date(rows[0].timestampMs).toISOString()).toBe('2026-11-24T06:04:59.518Z');
    // The totals are the rules' on the same track.
    const { output } = trackCharges(CAR, track, STATIONS);
    expect([result.congestionTaxSek, result.infraTaxSek]).toEqual([output.congestionTaxSek, output.infraTaxSek]);
    expect(result.congestionTaxSek).toBe(45);
  });

  it('lists a near miss with its closest approach: beyond 25 m, nothing charged', () => {
    const track = [at(skanstull, -300, 38, '2026-11-24T06:39:00Z'), at(skanstull, 300, 38, '2026-11-24T06:41:00Z')];
    const result = checkPath(CAR, track, STATIONS);
    const row = result.passages.find((candidate) => candidate.station.id === 'stockholm-292')!;
    expect(row).toMatchObject({ hit: false, amountSek: 0, reason: 'closest approach 38 m: beyond 25 m' });
    expect(row.offsetM).toBeCloseTo(38, 3);
    // The closest approach is straight north of the gantry, half way along the segment: its time and place.
    expect(new Date(row.timestampMs).toISOString()).toBe('2026-11-24T06:40:00.000Z');
    const grid = toSweref99tm(row.latitude, row.longitude);
    const g = toSweref99tm(skanstull.lat, skanstull.lon);
    expect(grid.n - g.n).toBeCloseTo(38, 3);
    expect(grid.e - g.e).toBeCloseTo(0, 3);
    expect(result.congestionTaxSek).toBe(0);
  });

  it('says when the path only starts or ends at a gantry', () => {
    const ends = checkPath(
      CAR,
      [at(skanstull, -300, 0, '2026-11-24T06:39:00Z'), at(skanstull, -5, 0, '2026-11-24T06:40:00Z')],
      STATIONS,
    );
    expect(ends.passages.find((row) => row.station.id === 'stockholm-292')!.reason).toBe(
      'path only ends here: 5 m from the gantry',
    );
    const starts = checkPath(
      CAR,
      [at(skanstull, 5, 0, '2026-11-24T06:40:00Z'), at(skanstull, 300, 0, '2026-11-24T06:41:00Z')],
      STATIONS,
    );
    expect(starts.passages.find((row) => row.station.id === 'stockholm-292')!.reason).toBe(
      'path only starts here: 5 m from the gantry',
    );
  });

  it("explains a gantry with a heading: a path across the road's heading is refused, one along it counts", () => {
    const override: StationOverride = { nudgeAngle: 0 }; // the road runs north–south under gantry 292
    const stations = stationGeometries(CONTROL_POINTS, new Map([[stationId(skanstull), override]]));
    const eastward = checkPath(
      CAR,
      [at(skanstull, -300, 3, '2026-11-24T06:39:00Z'), at(skanstull, 300, -3, '2026-11-24T06:41:00Z')],
      stations,
    );
    expect(eastward.passages.find((row) => row.station.id === 'stockholm-292')).toMatchObject({
      hit: false,
      reason: 'heading 0°: path crosses at 89° to the road (more than 70°)',
    });
    const northward = checkPath(
      CAR,
      [at(skanstull, 4, -300, '2026-11-24T06:39:00Z'), at(skanstull, 4, 300, '2026-11-24T06:41:00Z')],
      stations,
    );
    const hit = northward.passages.find((row) => row.station.id === 'stockholm-292')!;
    expect(hit).toMatchObject({ hit: true, amountSek: 45 });
    expect(hit.reason).toBe(
      "crossed the line across the road (heading 0°) 4 m from the gantry, 0° off the road's direction",
    );
  });

  it('lists only stations within 100 m of the path, in time order', () => {
    const track = [at(danvikstull, -400, 0, '2026-11-24T06:04:00Z'), at(danvikstull, 800, 0, '2026-11-24T06:07:00Z')];
    const result = checkPath(CAR, track, STATIONS);
    expect(result.passages.length).toBeGreaterThan(0);
    for (const row of result.passages) expect(row.offsetM).toBeLessThanOrEqual(CHECK_RADIUS_M);
    const times = result.passages.map((row) => row.timestampMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(checkPath(CAR, [], STATIONS).passages).toEqual([]);
  });

  it('writes metres with one decimal below 10 m', () => {
    expect([metres(7.24), metres(38.4), metres(0)]).toEqual(['7.2 m', '38 m', '0 m']);
  });
});
