import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

// OWASP's Argon2id minimum (19 MiB, 2 passes, 1 lane): safe and cheap enough for 2-core machines.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  /**
   * Verifies against the stored hash, or against a throw-away hash when there is none, so an unknown account costs
   * the same time as a wrong password and login timing reveals nothing.
   */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      this.dummyHash ??= argon2.hash('fleetlog-timing-equaliser', OPTIONS);
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(storedHash, password);
    } catch {
      return false;
    }
  }
}
