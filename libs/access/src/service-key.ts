import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Metadata } from '@grpc/grpc-js';

/** Metadata key that carries the internal service key on service-to-service calls (never a user's token). */
export const SERVICE_KEY_METADATA_KEY = 'x-service-key';

/**
 * With the service key: the user a service acts for (a scheduled report's owner); the callee resolves that user's
 * current rights from its read models (CallerResolver). Without the key it is refused.
 */
export const ON_BEHALF_OF_METADATA_KEY = 'x-on-behalf-of';

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

  /**
   * Metadata for a call made for a user by the service (no token): the callee checks the key and applies the user's
   * current rights; `organizationId` selects an organisation as the user's own `x-organization-id` would.
   */
  onBehalfOf(userId: number, organizationId?: number): Metadata {
    const metadata = this.metadata();
    metadata.set(ON_BEHALF_OF_METADATA_KEY, String(userId));
    if (organizationId !== undefined) metadata.set('x-organization-id', String(organizationId));
    return metadata;
  }

  /**
   * An HMAC-SHA256 of `data` under a key derived from this one for `purpose` (base64url): the platform's signature on
   * something it hands out and takes back (a report's download link), checkable by every instance.
   */
  sign(purpose: string, data: string): string {
    const key = createHmac('sha256', this.#value).update(`fleetlog:${purpose}`).digest();
    return createHmac('sha256', key).update(data).digest('base64url');
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
