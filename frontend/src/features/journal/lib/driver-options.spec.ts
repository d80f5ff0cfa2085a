import { describe, expect, it } from 'vitest';

import { driverOptions } from './driver-options';

describe(driverOptions.name, () => {
  const users = [
    { userId: 5, displayName: 'Örjan Öst', isArchived: false },
    { userId: 3, displayName: 'Bertil Berg', isArchived: false },
    { userId: 4, displayName: 'Arkiverad Användare', isArchived: true },
    { userId: 1, displayName: 'Root Fleetlog', isArchived: false },
  ];

  it('offers no driver, the current user, then the others not archived by name', () => {
    expect(driverOptions(users, { userId: 1, displayName: 'Root Fleetlog' }, 'Ingen förare')).toEqual([
      { id: null, label: 'Ingen förare' },
      { id: 1, label: 'Root Fleetlog' },
      { id: 3, label: 'Bertil Berg' },
      { id: 5, label: 'Örjan Öst' },
    ]);
  });

  it('offers the current user even from another organisation', () => {
    expect(driverOptions([], { userId: 1, displayName: 'Root Fleetlog' }, 'Ingen').map((o) => o.id)).toEqual([null, 1]);
  });
});
