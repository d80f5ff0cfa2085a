import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { UniqueConstraintViolationException } from '@mikro-orm/core';

import { IDENTITY_LOOKUP } from '../access/scope';
import type { UsersRepository } from './users.repository';

// The unique index of the migration that added iButton ids; every other unique index of users is the e-mail's.
const IBUTTON_INDEX = 'users_ibutton_id_unique';

/** Fields unique among all users (of every organisation): the e-mail address and the iButton id. */
export async function assertEmailFree(users: UsersRepository, email: string, exceptUserId?: number): Promise<void> {
  const holder = await users.findByEmail(IDENTITY_LOOKUP, email);
  if (holder && holder.id !== exceptUserId) {
    throw new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 'email already exists');
  }
}

export async function assertIbuttonFree(
  users: UsersRepository,
  ibuttonId: string | null,
  exceptUserId?: number,
): Promise<void> {
  if (ibuttonId === null) return;
  const holder = await users.findByIbuttonId(IDENTITY_LOOKUP, ibuttonId);
  if (holder && holder.id !== exceptUserId) {
    throw new DomainError(ErrorCode.IBUTTON_ALREADY_EXISTS, 'another user has this iButton id', {
      field: 'ibuttonId',
    });
  }
}

/**
 * A concurrent write of the same e-mail or iButton id loses on the unique index; it is reported like the pre-checks
 * report it. Anything else is returned as it is.
 */
export function asDuplicateError(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  if (error.message.includes(IBUTTON_INDEX)) {
    return new DomainError(ErrorCode.IBUTTON_ALREADY_EXISTS, 'another user has this iButton id', {
      field: 'ibuttonId',
    });
  }
  return new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 'email already exists');
}
