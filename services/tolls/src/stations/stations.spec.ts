import { CONTROL_POINTS, findControlPoint, parseControlPoints } from './stations';

describe('the control points', () => {
  it('load all 158 points of the seed data', () => {
    expect(CONTROL_POINTS).toHaveLength(158);
    const count = (city: string) => CONTROL_POINTS.filter((point) => point.city === city).length;
    expect([count('stockholm'), count('goteborg'), count('sundsvall'), count('motala')]).toEqual([61, 95, 1, 1]);
  });

  it('carry the Backa roles: stations 17–21 are ramps, the backaTransitOnly points control points', () => {
    const role = (backaRole: string) =>
      CONTROL_POINTS.filter((point) => point.backaRole === backaRole).map((point) => point.cpNumber);
    expect(role('ramp')).toEqual(['561', '562', '571', '572', '581', '582', '591', '601', '602']);
    expect(role('control')).toEqual(['915', '916', '925', '926', '935', '936', '945', '946', '955', '956']);
  });

  it('carry the Essingeleden pair: Fredhäll 345–348 and Kristineberg 351–354', () => {
    const side = (pair: string) =>
      CONTROL_POINTS.filter((point) => point.essingeledenPair === pair).map((point) => point.cpNumber);
    expect(side('fredhall')).toEqual(['345', '346', '347', '348']);
    expect(side('kristineberg')).toEqual(['351', '352', '353', '354']);
  });

  it('refuse a seed entry with an unknown tariff or role', () => {
    const entry = { city: 'goteborg', name: 'X', cpNumber: '1', tariff: 'gothenburg', lat: 57, lon: 12 };
    expect(parseControlPoints([entry])[0]).toMatchObject({ name: 'X', cpNumber: '1' });
    expect(() => parseControlPoints([{ ...entry, tariff: 'oslo' }])).toThrow(/unknown tariff oslo/);
    expect(() => parseControlPoints([{ ...entry, backaRole: 'gate' }])).toThrow(/unknown backaRole gate/);
  });
});

describe(findControlPoint.name, () => {
  it('finds a station by name, and by cpNumber where given', () => {
    expect(findControlPoint(CONTROL_POINTS, 'stockholm', 'Danvikstull')).toMatchObject({
      point: { cpNumber: '271', tariff: 'stockholm-inner' },
    });
    expect(findControlPoint(CONTROL_POINTS, 'goteborg', 'Ringömotet', '614c')).toMatchObject({
      point: { cpNumber: '614c' },
    });
  });

  it('asks for the cpNumber of a name with several tariffs', () => {
    const name = 'Tpl Fredhäll/Drottningsholmsvägen';
    expect(findControlPoint(CONTROL_POINTS, 'stockholm', name)).toEqual({
      error: expect.stringMatching(/bills several tariffs: give its cpNumber \(341 stockholm-inner, .*348/),
    });
    expect(findControlPoint(CONTROL_POINTS, 'stockholm', name, '346')).toMatchObject({
      point: { tariff: 'stockholm-essingeleden', essingeledenPair: 'fredhall' },
    });
  });

  it('finds a station named loosely, a bridge by its short name, and a point by its number, but never guesses', () => {
    const find = (city: 'stockholm' | 'goteborg' | 'sundsvall' | 'motala', station: string, cpNumber?: string) =>
      findControlPoint(CONTROL_POINTS, city, station, cpNumber);
    expect(find('stockholm', 'kristineberg')).toMatchObject({ point: { name: 'Tpl Kristineberg', cpNumber: '351' } });
    expect(find('goteborg', 'Sodra  Tagenevagen')).toMatchObject({ point: { name: 'Södra Tagenevägen' } });
    expect(find('sundsvall', 'Sundsvallsbron')).toMatchObject({ point: { tariff: 'sundsvall-infra' } });
    expect(find('motala', 'Motalabron')).toMatchObject({ point: { tariff: 'motala-infra' } });
    expect(find('stockholm', 'Essingeleden', '347')).toMatchObject({ point: { tariff: 'stockholm-essingeleden' } });
    // "Karlavagnsgatan" begins two stations (västra, östra): ambiguous, so unknown.
    expect(find('goteborg', 'Karlavagnsgatan')).toEqual({ error: 'unknown station "Karlavagnsgatan" in goteborg' });
    expect(find('goteborg', 'Tingstad')).toEqual({ error: 'unknown station "Tingstad" in goteborg' });
    expect(find('stockholm', 'Fredhäll')).toEqual({ error: expect.stringMatching(/bills several tariffs/) });
    expect(find('sundsvall', '')).toEqual({ error: 'unknown station "" in sundsvall' });
  });

  it('names an unknown station, a station of another city and a cpNumber not of the station', () => {
    expect(findControlPoint(CONTROL_POINTS, 'stockholm', 'Slussen')).toEqual({
      error: 'unknown station "Slussen" in stockholm',
    });
    expect(findControlPoint(CONTROL_POINTS, 'goteborg', 'Danvikstull')).toEqual({
      error: 'unknown station "Danvikstull" in goteborg',
    });
    expect(findControlPoint(CONTROL_POINTS, 'stockholm', 'Danvikstull', '281')).toEqual({
      error: 'station "Danvikstull" in stockholm has no control point 281 (it has 271, 272)',
    });
  });
});
