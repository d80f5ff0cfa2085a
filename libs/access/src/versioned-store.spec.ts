import { VersionedStore } from './versioned-store';

describe(VersionedStore.name, () => {
  it('never lets an older event overwrite a newer one', () => {
    const store = new VersionedStore<string>();
    expect(store.applyEvent(1, 3, 'v3')).toBe(true);
    expect(store.applyEvent(1, 2, 'v2')).toBe(false);
    expect(store.get(1)).toBe('v3');
    expect(store.applyEvent(1, 4, 'v4')).toBe(true);
    expect(store.get(1)).toBe('v4');
  });

  it('keeps a deletion as a tombstone that only a newer version lifts', () => {
    const store = new VersionedStore<string>();
    store.applyEvent(1, 2, 'alive');
    store.applyEvent(1, 3, undefined);
    expect(store.get(1)).toBeUndefined();
    expect(store.applyEvent(1, 3, 'late replay')).toBe(false);
    expect(store.applyEvent(1, 2, 'older')).toBe(false);
    expect(store.get(1)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.applyEvent(1, 4, 'back')).toBe(true);
    expect(store.get(1)).toBe('back');
  });

  it('applies a later event of the same version (an owner that has not raised the version yet)', () => {
    const store = new VersionedStore<string>();
    store.applyEvent(1, 1, 'ADMIN');
    expect(store.applyEvent(1, 1, 'DRIVER')).toBe(true);
    expect(store.get(1)).toBe('DRIVER');
  });

  it('does not let a snapshot row overwrite a newer event', () => {
    const store = new VersionedStore<string>();
    const mark = store.mark();
    store.applyEvent(1, 5, 'event v5');
    store.applySnapshot([{ key: 1, version: 4, value: 'snapshot v4' }], mark);
    expect(store.get(1)).toBe('event v5');
  });

  it('prefers an event that arrived during the snapshot over a row of the same version', () => {
    const store = new VersionedStore<string>();
    store.applySnapshot([{ key: 1, version: 1, value: 'first' }], store.mark());
    const mark = store.mark();
    store.applyEvent(1, 1, 'changed while reading');
    store.applySnapshot([{ key: 1, version: 1, value: 'read before the change' }], mark);
    expect(store.get(1)).toBe('changed while reading');
  });

  it('repairs a missed event from a later snapshot (same or newer version)', () => {
    const store = new VersionedStore<string>();
    store.applySnapshot([{ key: 1, version: 1, value: 'stale' }], store.mark());
    store.applySnapshot([{ key: 1, version: 1, value: 'current' }], store.mark());
    expect(store.get(1)).toBe('current');
    store.applySnapshot([{ key: 1, version: 2, value: 'newer' }], store.mark());
    expect(store.get(1)).toBe('newer');
  });

  it('treats a key absent from a snapshot as deleted, unless an event wrote it after the mark', () => {
    const store = new VersionedStore<string>();
    store.applySnapshot(
      [
        { key: 1, version: 1, value: 'one' },
        { key: 2, version: 1, value: 'two' },
      ],
      store.mark(),
    );
    const mark = store.mark();
    store.applyEvent(3, 1, 'created while reading');
    const result = store.applySnapshot([{ key: 1, version: 1, value: 'one' }], mark);
    expect(result.removed).toBe(1);
    expect(store.get(2)).toBeUndefined();
    expect(store.get(3)).toBe('created while reading');
    expect([...store.values()].sort()).toEqual(['created while reading', 'one']);
  });

  it('does not resurrect a tombstone from a snapshot row of the same version', () => {
    const store = new VersionedStore<string>();
    store.applyEvent(1, 2, undefined);
    store.applySnapshot([{ key: 1, version: 2, value: 'stale row' }], store.mark());
    expect(store.get(1)).toBeUndefined();
  });
});
