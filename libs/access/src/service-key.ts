import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';

/** Metadata key that carries the internal service key on service-to-service calls (never a user's token). */
export const SERVICE_KEY_METADATA_KEY = 'x-service-key';

const MIN_KEY_LENGTH = 32;

/**
 * The secret shared by the platform's services (a file mounted from a secret; the local stack generates it next to
 * the JWT keys). It never appears in logs: the value is private and the object prints as redacted.
 */
export class ServiceKey {
  readonly #value: string;
  readonly #digest: Buffer;

  private constructor(value: string) {
    this.#value = value;
    this.#digest = digest(value);
  }

  static fromFile(path: string): ServiceKey {
    const value = readFileSync(path, 'utf8').trim();
    return ServiceKey.fromValue(value);
  }

  static fromValue(value: string): ServiceKey {
    if (value.length < MIN_KEY_LENGTH) {
      throw new Error(`internal service key must be at least ${MIN_KEY_LENGTH} characters`);
    }
    return new ServiceKey(value);
  }

  /** Metadata for a call made as the service itself. */
  metadata(): Metadata {
    const metadata = new Metadata();
    metadata.set(SERVICE_KEY_METADATA_KEY, this.#value);
    return metadata;
  }

  /** Constant-time check of the key a caller presented (digests first, so lengths leak nothing either). */
  matches(presented: string | undefined): boolean {
    if (presented === undefined || presented === '') return false;
    return timingSafeEqual(digest(presented), this.#digest);
  }

  /** UNAUTHENTICATED unless the metadata carries this key. */
  assertPresentedIn(metadata: Metadata | undefined): void {
    const value = metadata?.get(SERVICE_KEY_METADATA_KEY)[0];
    if (!this.matches(typeof value === 'string' ? value : undefined)) {
      throw new DomainError(ErrorCode.UNAUTHENTICATED, 'service credentials required');
    }
  }

  toJSON(): string {
    return '[redacted]';
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return 'ServiceKey([redacted])';
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
