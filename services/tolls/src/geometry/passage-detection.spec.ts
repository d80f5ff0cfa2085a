import { trackCharges } from '../cli/track-lines';
import { CONTROL_POINTS, type ControlPoint } from '../stations/stations';
import { detectPassages, type TrackPoint } from './passage-detection';
import { stationGeometries, stationGeometry, stationId, type StationOverride } from './station-geometry';
import { fromSweref99tm, toSweref99tm } from './sweref99tm';

// Paths built in metres around real control points of the seed data; times in UTC (Stockholm is UTC+1 in November).

const STATIONS = stationGeometries(CONTROL_POINTS);
const CAR = { class: 'car', exempt: false } as const;

function gantry(city: string, cpNumber: string | null): ControlPoint {
  const found = CONTROL_POINTS.find((point) => point.city === city && point.cpNumber === cpNumber);
  if (!found) throw new Error(`no control point ${city} ${cpNumber}`);
  return found;
}

/** A point `east` and `north` metres from a gantry, at a UTC time. */
function at(point: ControlPoint, east: number, north: number, utc: string): TrackPoint {
  const grid = toSweref99tm(point.lat, point.lon);
  return { timestampMs: Date.parse(utc), ...fromSweref99tm({ e: grid.e + east, n: grid.n + north }) };
}

function names(track: TrackPoint[], stations = STATIONS): string[] {
  return detectPassages(track, stations).map((passage) => passage.station.point.name);
}

const danvikstull = gantry('stockholm', '271');

describe('passages from a path', () => {
  it('finds a crossing between two sparse points 1.2 km apart and times it by interpolation', () => {
    // 400 m west at 07:04:00 local, 800 m east at 07:07:00: gantry 271 is a third of the way, at 07:05:00.
    const track = [at(danvikstull, -400, 0, '2026-11-24T06:04:00Z'), at(danvikstull, 800, 0, '2026-11-24T06:07:00Z')];
    const alone = detectPassages(track, [stationGeometry(danvikstull)]);
    expect(alone).toHaveLength(1);
    expect(alone[0].timestampMs).toBe(Date.parse('2026-11-24T06:05:00Z'));
    expect(alone[0].offsetM).toBeLessThan(0.01);
    // With all stations: gantry 272 (3.7 m further west) is passed first, half a second earlier; one passage.
    const [passage, ...rest] = detectPassages(track, STATIONS);
    expect(rest).toEqual([]);
    expect(passage.station.id).toBe('stockholm-272');
    expect(Date.parse('2026-11-24T06:05:00Z') - passage.timestampMs).toBe(482);
    expect(trackCharges(CAR, track, STATIONS).output).toEqual({
      congestionTaxSek: 45, // high season (15 August–30 November), 07:00–08:29
      infraTaxSek: 0,
      passages: [{ station: 'Danvikstull', time: '2026-11-24T07:04:59', amountSek: 45 }],
    });
  });

  it('counts a crossing up to 25 m from the gantry (GPS error, the far lane), not 40 m', () => {
    const passing = (offset: number) => [
      at(danvikstull, -300, offset, '2026-11-24T06:04:00Z'),
      at(danvikstull, 300, offset, '2026-11-24T06:05:00Z'),
    ];
    expect(names(passing(20))).toEqual(['Danvikstull']);
    expect(names(passing(-24))).toEqual(['Danvikstull']);
    expect(names(passing(40))).toEqual([]);
  });

  it('finds nothing on a path running beside a station, however dense its points', () => {
    const beside = Array.from({ length: 61 }, (_, i) =>
      at(danvikstull, -300 + i * 10, 60, new Date(Date.parse('2026-11-24T06:04:00Z') + i * 1000).toISOString()),
    );
    expect(names(beside)).toEqual([]);
  });

  it('finds nothing for points near a station that the path does not pass: a trip starting or ending at it', () => {
    expect(
      names([at(danvikstull, 5, 0, '2026-11-24T06:04:00Z'), at(danvikstull, 600, 0, '2026-11-24T06:05:00Z')]),
    ).toEqual([]);
    expect(
      names([at(danvikstull, -600, 0, '2026-11-24T06:04:00Z'), at(danvikstull, -5, 0, '2026-11-24T06:05:00Z')]),
    ).toEqual([]);
  });

  it('counts both gantries of a station crossed in one drive once, and a queue jittering under one once', () => {
    // Danvikstull 271 and 272 are 12 m apart: a path between them passes both within 25 m.
    const queue = [
      at(danvikstull, -300, -6, '2026-11-24T06:00:00Z'),
      at(danvikstull, -2, -6, '2026-11-24T06:01:00Z'),
      at(danvikstull, 3, -5, '2026-11-24T06:01:30Z'),
      at(danvikstull, -1, -7, '2026-11-24T06:02:00Z'),
      at(danvikstull, 4, -6, '2026-11-24T06:02:30Z'),
      at(danvikstull, 300, -6, '2026-11-24T06:03:30Z'),
    ];
    expect(names(queue)).toEqual(['Danvikstull']);
  });

  it('counts a drive there and back again twice once the path has left the station', () => {
    const there = at(danvikstull, -500, 0, '2026-11-24T06:00:00Z');
    const beyond = at(danvikstull, 800, 0, '2026-11-24T06:03:00Z');
    const back = at(danvikstull, -500, 0, '2026-11-24T06:06:00Z');
    const track = [there, beyond, back];
    expect(names(track)).toEqual(['Danvikstull', 'Danvikstull']);
    const charges = trackCharges(CAR, track, STATIONS).output;
    expect(charges.passages.map((passage) => passage.amountSek)).toEqual([45, 45]);
  });

  it('follows a curved road between sparse points: a gantry mid-way on a curve of radius 800 m, points 500 m apart', () => {
    // The chord between the points passes 39 m inside the curve, beyond the 25 m; the curve through the points
    // passes the gantry. A road 60 m outside the curve passes nothing.
    const arc = (radius: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const angle = (i - 1.5) * (500 / 800); // the gantry at angle 0, half-way between points 1 and 2
        return at(
          danvikstull,
          radius * Math.sin(angle),
          800 - radius * Math.cos(angle),
          new Date(Date.parse('2026-11-24T06:00:00Z') + i * 30_000).toISOString(),
        );
      });
    const chordMiddle = 800 - 800 * Math.cos(500 / 1600);
    expect(chordMiddle).toBeGreaterThan(38);
    const [passage, ...rest] = detectPassages(arc(800), [stationGeometry(danvikstull)]);
    expect(rest).toEqual([]);
    expect(passage.offsetM).toBeLessThan(3);
    // Half-way in time between the two points around it (06:00:30 and 06:01:00).
    expect(Math.abs(passage.timestampMs - Date.parse('2026-11-24T06:00:45Z'))).toBeLessThan(1_000);
    expect(detectPassages(arc(860), [stationGeometry(danvikstull)])).toEqual([]);
  });

  it('counts a bend at the gantry (both segments point past it) once', () => {
    const track = [
      at(danvikstull, -300, -10, '2026-11-24T06:00:00Z'),
      at(danvikstull, 8, 0, '2026-11-24T06:01:00Z'),
      at(danvikstull, -300, 10, '2026-11-24T06:02:00Z'),
    ];
    expect(names(track)).toEqual(['Danvikstull']);
  });

  it('ignores a GPS jump (a segment faster than 300 km/h)', () => {
    const track = [at(danvikstull, -3000, 0, '2026-11-24T06:00:00Z'), at(danvikstull, 3000, 0, '2026-11-24T06:00:30Z')];
    expect(names(track)).toEqual([]);
  });

  it('takes points in time order and skips repeated timestamps and 0,0 fixes', () => {
    const track = [
      at(danvikstull, 300, 0, '2026-11-24T06:01:00Z'),
      { timestampMs: Date.parse('2026-11-24T06:00:30Z'), latitude: 0, longitude: 0 },
      at(danvikstull, -300, 0, '2026-11-24T06:00:00Z'),
      at(danvikstull, -250, 0, '2026-11-24T06:00:00Z'),
    ];
    const [passage, ...rest] = detectPassages(track, [stationGeometry(danvikstull)]);
    expect(rest).toEqual([]);
    expect(passage.timestampMs).toBe(Date.parse('2026-11-24T06:00:30Z'));
  });
});

describe('a station with a heading (set in the analyser)', () => {
  const north: StationOverride = { nudgeAngle: 0 };
  const station = stationGeometry(danvikstull, north);

  it('has a 50 m line across the road', () => {
    const [a, b] = station.line!;
    expect(Math.hypot(b.e - a.e, b.n - a.n)).toBeCloseTo(50, 6);
    expect(Math.abs(b.n - a.n)).toBeLessThan(1e-6);
  });

  it('counts a path along the road crossing the line, not one running across the road under the gantry', () => {
    const along = [at(danvikstull, 3, -200, '2026-11-24T06:00:00Z'), at(danvikstull, -3, 200, '2026-11-24T06:01:00Z')];
    const across = [at(danvikstull, -200, 2, '2026-11-24T06:00:00Z'), at(danvikstull, 200, 2, '2026-11-24T06:01:00Z')];
    expect(names(along, [station])).toEqual(['Danvikstull']);
    expect(names(across, [station])).toEqual([]);
  });

  it('moves with a nudged position', () => {
    const grid = toSweref99tm(danvikstull.lat, danvikstull.lon);
    const moved = stationGeometry(danvikstull, { nudgeAngle: 0, sweref99tmE: grid.e + 100 });
    const along = [at(danvikstull, 3, -200, '2026-11-24T06:00:00Z'), at(danvikstull, -3, 200, '2026-11-24T06:01:00Z')];
    expect(names(along, [moved])).toEqual([]);
    const alongMoved = [
      at(danvikstull, 103, -200, '2026-11-24T06:00:00Z'),
      at(danvikstull, 97, 200, '2026-11-24T06:01:00Z'),
    ];
    expect(names(alongMoved, [moved])).toEqual(['Danvikstull']);
  });

  it('bills the tariff class an override gives', () => {
    const track = [at(danvikstull, -300, 0, '2026-11-24T06:04:00Z'), at(danvikstull, 300, 0, '2026-11-24T06:05:00Z')];
    const essingeleden = stationGeometry(danvikstull, { tariff: 'stockholm-essingeleden' });
    expect(essingeleden.point.tariff).toBe('stockholm-essingeleden');
    // High season 07:04: Essingeleden 40 instead of the inner city's 45.
    expect(trackCharges(CAR, track, [essingeleden]).output.congestionTaxSek).toBe(40);
    expect(trackCharges(CAR, track, [stationGeometry(danvikstull)]).output.congestionTaxSek).toBe(45);
  });

  it('keys overrides by city and control point number', () => {
    expect(stationId(danvikstull)).toBe('stockholm-271');
    expect(stationId(gantry('sundsvall', null))).toBe('sundsvall');
    const overridden = stationGeometries(CONTROL_POINTS, new Map([['stockholm-271', north]]));
    expect(overridden.find((s) => s.id === 'stockholm-271')!.directionDeg).toBe(0);
    expect(overridden.find((s) => s.id === 'stockholm-272')!.directionDeg).toBeNull();
  });
});

describe('the bridges of the infrastructure fees (a line in the data)', () => {
  const sundsvall = gantry('sundsvall', null);

  it('charges a crossing of Sundsvallsbron by class, on a Sunday too, and nothing beside it', () => {
    // Along the E4 over the bridge, north to south, across the data's east–west line.
    const track = [at(sundsvall, 0, 1500, '2026-11-22T12:00:00Z'), at(sundsvall, 0, -1500, '2026-11-22T12:02:00Z')];
    const charges = trackCharges(CAR, track, STATIONS).output;
    expect(charges).toMatchObject({ congestionTaxSek: 0, infraTaxSek: 9 });
    expect(charges.passages).toEqual([
      { station: sundsvall.name, time: expect.stringMatching(/^2026-11-22T13:0[01]/), amountSek: 9 },
    ]);
    expect(trackCharges({ class: 'heavy', exempt: false }, track, STATIONS).output.infraTaxSek).toBe(20);
    expect(trackCharges({ class: 'heavy', exempt: true }, track, STATIONS).output.infraTaxSek).toBe(0);
    const north = [at(sundsvall, -800, 1500, '2026-11-22T12:00:00Z'), at(sundsvall, 800, 1500, '2026-11-22T12:02:00Z')];
    expect(names(north)).toEqual([]);
  });
});

describe('Essingeleden: Fredhäll and Kristineberg', () => {
  const fredhall348 = gantry('stockholm', '348');

  it('detects both stations where their gantries stand together and charges one Essingeleden passage', () => {
    // 348 (Fredhäll, Essingeleden) and 353 (Kristineberg) are 11 m apart over the E4.
    const track = [at(fredhall348, 0, -400, '2026-11-24T06:10:00Z'), at(fredhall348, 0, 400, '2026-11-24T06:11:00Z')];
    const detected = names(track);
    expect(detected).toEqual(expect.arrayContaining(['Tpl Fredhäll/Drottningsholmsvägen', 'Tpl Kristineberg']));
    const charges = trackCharges(CAR, track, STATIONS).output;
    // High season 07:10: Essingeleden 40, borne by the first of the pair; the second 0.
    expect(charges.congestionTaxSek).toBe(40);
    expect(charges.passages.map((passage) => passage.amountSek).sort()).toEqual([0, 40]);
  });
});

describe('Göteborg: several passages within an hour', () => {
  const fridkullagatan = gantry('goteborg', '401');
  const gibraltargatan = gantry('goteborg', '411');
  const doktorAllards = gantry('goteborg', '421');

  it('charges one 60-minute window once, at its highest amount, and a later passage in a new window', () => {
    // 06:50 (16), 07:20 (22) share a window: 22 borne at 07:20. 08:10 (16) is 80 minutes after 06:50: a new window.
    // Each gantry is driven through in a minute (the twin gantry a metre or two away may be passed a few seconds
    // earlier, still in the same minute); the slow legs between them are queues.
    const track = [
      at(fridkullagatan, 150, 0, '2026-11-24T05:50:00Z'),
      at(fridkullagatan, -150, 0, '2026-11-24T05:51:00Z'),
      at(gibraltargatan, 150, 0, '2026-11-24T06:20:00Z'),
      at(gibraltargatan, -150, 0, '2026-11-24T06:21:00Z'),
      at(doktorAllards, 150, 0, '2026-11-24T07:10:00Z'),
      at(doktorAllards, -150, 0, '2026-11-24T07:11:00Z'),
    ];
    const charges = trackCharges(CAR, track, STATIONS).output;
    expect(charges).toMatchObject({ congestionTaxSek: 38, infraTaxSek: 0 });
    expect(charges.passages.map((passage) => [passage.station, passage.time.slice(0, 16), passage.amountSek])).toEqual([
      ['Fridkullagatan', '2026-11-24T06:50', 0],
      ['Gibraltargatan', '2026-11-24T07:20', 22],
      ['Doktor Allards gata', '2026-11-24T08:10', 16],
    ]);
  });
});
