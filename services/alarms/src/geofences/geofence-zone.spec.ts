import { GEOFENCE_MESSAGES, type GeofenceValidation, validateGeofence } from './geofence-zone';
import { type Metres, place, settingsOf, square, YARD } from './test-builders';

// The zone checks of spec 03 §3 "Geofence alarm", as the API and `npm run alarms -- geofence` refuse a zone.

const refused = (result: GeofenceValidation) => (result.ok ? 'accepted' : [result.code, result.message]);
const TOO_FEW = ['GEOFENCE_TOO_FEW_POINTS', 'need to select at least 3 points on the map'];
const CROSSING = ['GEOFENCE_SELF_INTERSECTING', "the zone's edges cross each other"];
const DISTORTION = ['GEOFENCE_BAD_DISTORTION', 'distortion must be between 0 and 100'];

describe(validateGeofence.name, () => {
  it('needs 3 distinct points, however many are given', () => {
    const [a, b, c] = square(100);
    expect(refused(validateGeofence(settingsOf([])))).toEqual(TOO_FEW);
    expect(refused(validateGeofence(settingsOf([a, b])))).toEqual(TOO_FEW);
    expect(refused(validateGeofence(settingsOf([a, b, a])))).toEqual(TOO_FEW);
    expect(refused(validateGeofence(settingsOf([a, b, b, a])))).toEqual(TOO_FEW);
    expect(validateGeofence(settingsOf([a, b, c])).ok).toBe(true);
  });

  it('refuses a point that is not on the map rather than drawing the zone without it', () => {
    const settings = settingsOf(square(100));
    const offTheMap = [
      { latitude: 91, longitude: YARD.longitude },
      { latitude: Number.NaN, longitude: 0 },
    ];
    for (const point of offTheMap) {
      expect(refused(validateGeofence({ ...settings, zoneCoords: [...settings.zoneCoords, point] }))).toEqual(TOO_FEW);
    }
  });

  it('drops the closing point and points repeated in a row, keeping the polygon', () => {
    const corners = square(100);
    const open = validateGeofence(settingsOf(corners));
    const closed = validateGeofence(settingsOf([...corners, corners[0]]));
    const stuttering = validateGeofence(
      settingsOf([corners[0], corners[0], ...corners.slice(1), corners[0], corners[0]]),
    );
    if (!open.ok || !closed.ok || !stuttering.ok) throw new Error('refused');
    expect(open.zone.ring).toHaveLength(4);
    expect(closed.zone).toEqual(open.zone);
    expect(stuttering.zone).toEqual(open.zone);
  });

  it('refuses edges that cross, touch or fold back over each other', () => {
    const bowTie: Metres[] = [
      [-100, -100],
      [100, 100],
      [100, -100],
      [-100, 100],
    ];
    // Two squares meeting at one corner: a figure of eight through (0, 0).
    const figureOfEight: Metres[] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 0],
      [-100, 0],
      [-100, -100],
    ];
    const onALine: Metres[] = [
      [0, 0],
      [50, 50],
      [100, 100],
    ];
    const spike: Metres[] = [...square(100).slice(0, 2), [100, 300], [100, 200], ...square(100).slice(2)];
    for (const corners of [bowTie, figureOfEight, onALine, spike]) {
      expect(refused(validateGeofence(settingsOf(corners)))).toEqual(CROSSING);
    }
    // A concave zone and a straight run through a corner are fine.
    const withStraightCorner: Metres[] = [[-100, -100], [0, -100], ...square(100).slice(1)];
    expect(validateGeofence(settingsOf(withStraightCorner)).ok).toBe(true);
  });

  it('takes a distortion from 0 to 100, 50 by default, as half as many metres of margin', () => {
    const margin = (distortion?: number | null) => {
      const result = validateGeofence(settingsOf(square(100), { distortion }));
      return result.ok ? result.zone.marginM : result.code;
    };
    expect([margin(), margin(null), margin(0), margin(33.3), margin(100)]).toEqual([25, 25, 0, 16.65, 50]);
    for (const distortion of [-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refused(validateGeofence(settingsOf(square(100), { distortion })))).toEqual(DISTORTION);
    }
  });

  it('grows its bounds by the margin, at the scale the margin is measured in', () => {
    const result = validateGeofence(settingsOf(square(100), { distortion: 100 }));
    if (!result.ok) throw new Error(result.message);
    const { bounds } = result.zone;
    const north = place([0, 150]).latitude;
    const east = place([150, 0]).longitude;
    expect(bounds.maxLatitude).toBeGreaterThanOrEqual(north);
    expect(bounds.maxLatitude - north).toBeLessThan(1e-7);
    expect(bounds.maxLongitude).toBeGreaterThanOrEqual(east);
    expect(bounds.maxLongitude - east).toBeLessThan(1e-7);
  });

  it('says what the spec says', () => {
    expect(GEOFENCE_MESSAGES).toEqual({
      GEOFENCE_TOO_FEW_POINTS: TOO_FEW[1],
      GEOFENCE_SELF_INTERSECTING: CROSSING[1],
      GEOFENCE_BAD_DISTORTION: DISTORTION[1],
    });
  });
});
