import { distanceM } from '../route-path';
import { loadTollPoints } from '../toll-stations';
import { ROUTES } from '.';

const CITY_BOUNDS = {
  stockholm: { minLat: 59.25, maxLat: 59.42, minLon: 17.85, maxLon: 18.25 },
  goteborg: { minLat: 57.62, maxLat: 57.8, minLon: 11.8, maxLon: 12.1 },
};

describe('simulator routes', () => {
  const tolls = loadTollPoints();

  it.each(ROUTES.map((route) => [route.id, route] as const))(
    '%s stays in its city, dense enough for a street map',
    (_id, route) => {
      const points = route.legs.flatMap((leg) => leg.points.map(([latitude, longitude]) => ({ latitude, longitude })));
      const bounds = CITY_BOUNDS[route.city];
      for (const point of points) {
        expect(point.latitude).toBeGreaterThan(bounds.minLat);
        expect(point.latitude).toBeLessThan(bounds.maxLat);
        expect(point.longitude).toBeGreaterThan(bounds.minLon);
        expect(point.longitude).toBeLessThan(bounds.maxLon);
      }
      const gaps = points.slice(1).map((point, i) => distanceM(points[i]!, point));
      expect(Math.max(...gaps)).toBeLessThan(450);
      expect(points.length).toBeGreaterThanOrEqual(20);
    },
  );

  it.each(ROUTES.map((route) => [route.id, route] as const))(
    '%s passes a control point of its city within 20 m',
    (_id, route) => {
      const points = route.legs.flatMap((leg) => leg.points.map(([latitude, longitude]) => ({ latitude, longitude })));
      const passed = tolls.filter(
        (toll) =>
          toll.city === route.city &&
          points.some((point) => distanceM(point, { latitude: toll.lat, longitude: toll.lon }) <= 20),
      );
      expect(passed.length).toBeGreaterThan(0);
    },
  );

  it('covers both cities with the named roads of the brief', () => {
    const roads = ROUTES.flatMap((route) => route.legs.map((leg) => leg.road)).join(' | ');
    for (const road of [
      'Essingeleden',
      'E18',
      'Valhallavägen',
      'E6',
      'E20',
      'Götaälvbron',
      'Hisingsbron',
      'Tingstadstunneln',
    ]) {
      expect(roads).toContain(road);
    }
  });
});
