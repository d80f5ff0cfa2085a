import { describe, expect, it } from 'vitest';

import { ROLES } from '../../../api/vocabulary';
import { assignableRoles, isValidIbuttonId, ROLES_ORDER, validateUserForm } from './user-form';

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

describe('the iButton id', () => {
  it('accepts none and up to 16 hex digits with spaces, colons and dashes', () => {
    for (const value of ['', '01A2B3C4D5E6F708', '01:a2:b3:c4:d5:e6:f7:08', '01-A2 B3', 'f']) {
      expect(isValidIbuttonId(value)).toBe(true);
    }
  });

  it('refuses more than 16 digits, other characters and an all-zero key', () => {
    for (const value of ['01a2b3c4d5e6f7089', 'g1', '01.a2', '0000']) expect(isValidIbuttonId(value)).toBe(false);
  });

  it('is checked with the form', () => {
    const values = { name: 'A', email: 'a@example.se', phone: '', roles: ['DRIVER' as const], sendInvite: false };
    expect(validateUserForm({ ...values, ibuttonId: '01:a2' })).toEqual({});
    expect(validateUserForm({ ...values, ibuttonId: 'nope' })).toEqual({ ibuttonId: 'ibutton' });
  });
});
