import { VersionGuard } from './version-guard';

describe(VersionGuard.name, () => {
  it('accepts only versions newer than the newest applied per key', () => {
    const guard = new VersionGuard();
    expect(guard.accept('7', 3)).toBe(true);
    expect(guard.accept('7', 2)).toBe(false);
    expect(guard.accept('7', 3)).toBe(false);
    expect(guard.accept('8', 1)).toBe(true);
    expect(guard.accept('7', '4')).toBe(true);
    expect(guard.versionOf('7')).toBe(4);
  });

  it('always applies unversioned events', () => {
    const guard = new VersionGuard();
    expect(guard.accept('7', 5)).toBe(true);
    expect(guard.accept('7', 0)).toBe(true);
    expect(guard.versionOf('7')).toBe(5);
  });
});
