import {
  GAZETTEER_ADDRESS_RADIUS_M,
  gazetteerAddress,
  loadGazetteer,
  type NominatimStandIn,
  standInAddress,
  startNominatimStandIn,
} from './nominatim-stand-in';

/** Metres north of a position, in degrees of latitude. */
const northM = (metres: number) => metres / 111_195;

async function reverse(standIn: NominatimStandIn, latitude: number, longitude: number) {
  const response = await fetch(
    `${standIn.url}/reverse?format=jsonv2&lat=${latitude}&lon=${longitude}&zoom=18&addressdetails=1`,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Nominatim stand-in', () => {
  describe('gazetteer mode', () => {
    let standIn: NominatimStandIn;
    beforeAll(async () => {
      standIn = await startNominatimStandIn({ mode: 'gazetteer' });
    });
    afterAll(() => standIn.close());

    it('names the nearest place with Nominatim jsonv2 address details', async () => {
      // 120 m north of Sveavägen 44: still its address (Sveavägen 65 is farther).
      const { status, body } = await reverse(standIn, 59.3394 + northM(120), 18.0588);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        display_name: '44, Sveavägen, Stockholm, 111 34, Sverige',
        address: { road: 'Sveavägen', house_number: '44', postcode: '111 34', city: 'Stockholm', country_code: 'se' },
      });
    });

    it('answers each place of the gazetteer at its own position', async () => {
      const places = loadGazetteer();
      for (const place of places) {
        const { body } = await reverse(standIn, place.latitude, place.longitude);
        const address = body.address as Record<string, string>;
        expect(`${address.road} ${address.house_number}, ${address.postcode} ${address.city}`).toBe(
          gazetteerAddress(place),
        );
      }
      expect(standIn.asked.length).toBeGreaterThanOrEqual(places.length);
    });

    it('names only the town beyond the address radius, and nothing far from every place', async () => {
      // Some 950 m north of Masthugget, across the river: nearest to a Göteborg place, but no address within reach.
      const town = await reverse(standIn, 57.702 + northM(GAZETTEER_ADDRESS_RADIUS_M + 700), 11.946);
      expect(town.body).toMatchObject({ address: { city: 'Göteborg' } });
      expect((town.body.address as Record<string, string>).road).toBeUndefined();
      const sea = await reverse(standIn, 58.5, 19.5);
      expect(sea).toEqual({ status: 200, body: { error: 'Unable to geocode' } });
    });

    it('refuses a request without a position', async () => {
      expect((await fetch(`${standIn.url}/reverse?format=jsonv2&lat=59.3`)).status).toBe(400);
      expect((await fetch(`${standIn.url}/search?q=Sveavägen`)).status).toBe(400);
    });
  });

  it('numbers Testgatan with the coordinates by default', async () => {
    const standIn = await startNominatimStandIn();
    try {
      const { body } = await reverse(standIn, 59.3394, 18.0588);
      const address = body.address as Record<string, string>;
      expect(`${address.road} ${address.house_number}, ${address.postcode} ${address.city}`).toBe(
        standInAddress({ latitude: 59.3394, longitude: 18.0588 }),
      );
    } finally {
      await standIn.close();
    }
  });
});

describe('the gazetteer', () => {
  const places = loadGazetteer();

  it('holds real-looking Swedish addresses of the two cities', () => {
    expect(places.length).toBeGreaterThanOrEqual(60);
    for (const place of places) {
      expect(place.postcode).toMatch(/^\d{3} \d{2}$/);
      expect(place.number).toMatch(/^\d+[A-Z]?$/);
      expect(place.street.length).toBeGreaterThan(2);
      const stockholm =
        place.latitude > 59.2 && place.latitude < 59.45 && place.longitude > 17.8 && place.longitude < 18.3;
      const goteborg =
        place.latitude > 57.6 && place.latitude < 57.8 && place.longitude > 11.8 && place.longitude < 12.15;
      expect(stockholm || goteborg).toBe(true);
      // Stockholm's postcodes begin 1, Göteborg's and its neighbours' 4.
      expect(place.postcode[0]).toBe(stockholm ? '1' : '4');
    }
    expect(new Set(places.map(gazetteerAddress)).size).toBe(places.length);
  });
});
