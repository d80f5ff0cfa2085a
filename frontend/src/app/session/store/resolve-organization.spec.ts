import { describe, expect, it } from 'vitest';

import type { CurrentUser } from '../../../api/types';
import { resolveOrganization } from './session-store';

const current = {
  user: { userId: 7, organizationId: 2, organizations: [] },
  organizations: [
    { organizationId: 2, fullName: 'Demo Åkeri AB', modules: {}, parentOrganization: 0 },
    { organizationId: 3, fullName: 'Demo Åkeri Syd AB', modules: {}, parentOrganization: 2 },
  ],
} as unknown as CurrentUser;

describe('resolveOrganization', () => {
  it('keeps a stored organisation the user knows', () => {
    expect(resolveOrganization(3, current)).toBe(3);
  });

  it('falls back to the user organisation for an unknown or missing stored one', () => {
    expect(resolveOrganization(99, current)).toBe(2);
    expect(resolveOrganization(null, current)).toBe(2);
  });
});
