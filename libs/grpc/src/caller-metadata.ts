import { Metadata } from '@grpc/grpc-js';

export const ORGANIZATION_ID_METADATA_KEY = 'x-organization-id';
export const SHOW_ARCHIVED_METADATA_KEY = 'x-show-archived';

export interface CallerMetadataInput {
  token: string;
  organizationId?: number;
  showArchived?: boolean;
}

/** Metadata the BFF forwards on every call: the caller's token, the selected organisation and the archive switch. */
export function callerMetadata({ token, organizationId, showArchived }: CallerMetadataInput): Metadata {
  const metadata = new Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  if (organizationId !== undefined) metadata.set(ORGANIZATION_ID_METADATA_KEY, String(organizationId));
  if (showArchived !== undefined) metadata.set(SHOW_ARCHIVED_METADATA_KEY, String(showArchived));
  return metadata;
}
