import { isKontekActive, type KontekFields } from './kontek';

function aKontekSetup(overrides: Partial<KontekFields> = {}): KontekFields {
  return {
    kontekEnabled: true,
    kontekCompanyNumber: 4711,
    kontekUrlDomain: 'demo.kontek.se',
    instance: 'prod',
    username: 'fleetlog',
    passwordSet: true,
    ...overrides,
  };
}

describe(isKontekActive.name, () => {
  it('is active when enabled and every field is present', () => {
    expect(isKontekActive(aKontekSetup())).toBe(true);
  });

  it.each<[string, Partial<KontekFields>]>([
    ['not enabled', { kontekEnabled: false }],
    ['no company number', { kontekCompanyNumber: 0 }],
    ['null company number', { kontekCompanyNumber: null }],
    ['no url domain', { kontekUrlDomain: '' }],
    ['blank instance', { instance: '   ' }],
    ['no username', { username: null }],
    ['no password', { passwordSet: false }],
  ])('is inactive with %s', (_label, overrides) => {
    expect(isKontekActive(aKontekSetup(overrides))).toBe(false);
  });
});
