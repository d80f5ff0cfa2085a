import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';

import type { JwtVerifier } from './jwt-verifier';
import type { Principal } from './principal';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The caller of a gRPC request, verified from `authorization: Bearer <jwt>`; UNAUTHENTICATED when absent or bad. */
export async function principalFromMetadata(metadata: Metadata, verifier: JwtVerifier): Promise<Principal> {
  const header = firstString(metadata, 'authorization');
  const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
  if (token === undefined) {
    throw new DomainError(ErrorCode.UNAUTHENTICATED, 'Missing bearer token');
  }
  return verifier.verify(token);
}

/** The organisation the caller selected (`x-organization-id`); whether they may act in it is the service's check. */
export function selectedOrganizationFromMetadata(metadata: Metadata): number | undefined {
  const value = firstString(metadata, 'x-organization-id');
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'x-organization-id must be a positive integer');
  }
  return id;
}

export function showArchivedFromMetadata(metadata: Metadata): boolean {
  return firstString(metadata, 'x-show-archived')?.toLowerCase() === 'true';
}

function firstString(metadata: Metadata, key: string): string | undefined {
  const value = metadata.get(key)[0];
  return typeof value === 'string' ? value : undefined;
}
