import { describe, expect, it } from 'vitest';

import { ROLES } from '../../../api/vocabulary';
import { assignableRoles, ROLES_ORDER } from './user-form';

describe('assignableRoles', () => {
  it('orders every role of the vocabulary', () => {
    expect([...ROLES_ORDER].sort()).toEqual([...ROLES].sort());
  });

  it('lets superadmins hand out any role and administrators ADMIN and DRIVER, least privileged first', () => {
    expect(assignableRoles(['ROOT'])).toEqual(['DRIVER', 'ADMIN', 'HEXA', 'ROOT']);
    expect(assignableRoles(['HEXA', 'DRIVER'])).toEqual(['DRIVER', 'ADMIN', 'HEXA', 'ROOT']);
    expect(assignableRoles(['ADMIN'])).toEqual(['DRIVER', 'ADMIN']);
  });
});
