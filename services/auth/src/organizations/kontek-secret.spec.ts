import { randomBytes } from 'node:crypto';

import { KontekSecretBox } from './kontek-secret';

describe(KontekSecretBox.name, () => {
  const box = KontekSecretBox.fromBase64Key(randomBytes(32).toString('base64'));

  it('round-trips a password without storing it in clear text', () => {
    const sealed = box.encrypt('s3cret-kontek');
    expect(sealed).not.toContain('s3cret-kontek');
    expect(box.decrypt(sealed)).toBe('s3cret-kontek');
  });

  it('uses a fresh nonce each time', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses a value sealed with another key', () => {
    const other = KontekSecretBox.derivedFrom('other key material');
    expect(() => other.decrypt(box.encrypt('x'))).toThrow();
  });

  it('refuses keys of the wrong size', () => {
    expect(() => KontekSecretBox.fromBase64Key(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
