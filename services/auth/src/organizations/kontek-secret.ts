import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for the payroll-integration password: it has to be readable again (the export calls Kontek with it),
 * so it cannot be hashed, but it is never stored or returned in clear text.
 */
export class KontekSecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromBase64Key(base64: string): KontekSecretBox {
    const key = Buffer.from(base64, 'base64');
    if (key.length !== 32) throw new Error('KONTEK_ENCRYPTION_KEY must be 32 bytes (base64)');
    return new KontekSecretBox(key);
  }

  /** Derives a stable key from other key material (the JWT private key) when no dedicated key is configured. */
  static derivedFrom(material: string | Buffer): KontekSecretBox {
    const ikm = createHash('sha256').update(material).digest();
    return new KontekSecretBox(Buffer.from(hkdfSync('sha256', ikm, 'fleetlog-auth', 'kontek-password', 32)));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}
