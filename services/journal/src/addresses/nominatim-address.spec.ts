import { coordinatesAddress, journalAddress, nominatimReverseSchema } from './nominatim-address';

// Shapes of real Nominatim jsonv2 answers (addressdetails=1, accept-language=sv), trimmed to what matters.
describe('journal addresses from Nominatim', () => {
  it('writes street, number, postcode and town', () => {
    const answer = nominatimReverseSchema.parse({
      display_name: '12, Kungsgatan, Norrmalm, Stockholm, Stockholms kommun, 111 43, Sverige',
      address: { house_number: '12', road: 'Kungsgatan', suburb: 'Norrmalm', city: 'Stockholm', postcode: '111 43' },
    });
    expect(journalAddress(answer)).toBe('Kungsgatan 12, 111 43 Stockholm');
  });

  it('takes a town or village where there is no city, and a road without a number', () => {
    expect(journalAddress({ address: { road: 'E4', village: 'Rotebro' } })).toBe('E4, Rotebro');
    expect(journalAddress({ address: { road: 'Storgatan', town: 'Motala', postcode: '591 30' } })).toBe(
      'Storgatan, 591 30 Motala',
    );
  });

  it('falls back to the display name, and names nothing for an answer without a place', () => {
    expect(journalAddress({ display_name: 'Hallandsåsen', address: {} })).toBe('Hallandsåsen');
    expect(journalAddress({ error: 'Unable to geocode' })).toBeUndefined();
    expect(journalAddress({})).toBeUndefined();
  });

  it('writes coordinates with five decimals (about a metre)', () => {
    expect(coordinatesAddress(59.332581, 18.064906)).toBe('59.33258, 18.06491');
  });
});
