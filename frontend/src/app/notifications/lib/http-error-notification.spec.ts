import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { sv } from '../../../i18n/sv';
import { httpErrorNotification } from './http-error-notification';

// Looks keys up in the Swedish resources, like i18next would.
const t = ((key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], sv) ??
  key) as unknown as TFunction;

describe('httpErrorNotification', () => {
  it('asks the user to log in again on 401', () => {
    expect(httpErrorNotification({ status: 401, code: 'UNAUTHENTICATED' }, t, 'sv')).toEqual({
      title: 'Autentisering misslyckades',
      description: 'Logga in igen',
    });
  });

  it('maps the server code to translated text on 400 and 403', () => {
    expect(httpErrorNotification({ status: 400, code: 'PASSWORD_SHORT' }, t, 'sv')).toEqual({
      title: '400',
      description: 'Lösenordet måste vara minst 8 tecken.',
    });
    expect(httpErrorNotification({ status: 403, code: 'ROOT_REQUIRED' }, t, 'en').title).toBe('Forbidden');
  });

  it('shows only the title for 500 and Time Out for 508', () => {
    expect(httpErrorNotification({ status: 500, code: 'INTERNAL' }, t, 'sv')).toEqual({
      title: 'Internal Server Error',
    });
    expect(httpErrorNotification({ status: 508, code: '' }, t, 'sv').title).toBe('Time Out');
    expect(httpErrorNotification({ status: 0, code: '' }, t, 'sv').title).toBe('Error');
  });

  it('falls back to the default message for unknown codes on other statuses', () => {
    expect(httpErrorNotification({ status: 429, code: 'SOMETHING_NEW' }, t, 'sv').description).toBe(
      'No default message has been set/found.',
    );
    expect(httpErrorNotification({ status: 429, code: 'TOO_MANY_ATTEMPTS' }, t, 'en').description).toBe(
      'Too many attempts. Wait a while and try again.',
    );
  });
});
