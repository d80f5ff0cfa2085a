import { randomUUID } from 'node:crypto';

import { ErrorCode } from '@fleetlog/contracts';
import { Metadata, status as GrpcStatus } from '@grpc/grpc-js';
import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';

import { DomainError } from './domain-error';
import { ERROR_CODE_METADATA_KEY, ERROR_DETAILS_METADATA_KEY, ERROR_ID_METADATA_KEY } from './error-metadata';
import { grpcStatusFor } from './grpc-status';

/** The shape grpc-js turns into a status (it reads code, details and metadata off the error). */
export interface GrpcStatusError {
  code: GrpcStatus;
  details: string;
  message: string;
  metadata: Metadata;
}

/**
 * Global filter of a gRPC server: a DomainError becomes its gRPC status with the code name in `x-error-code`;
 * anything else is logged with an error id and answered INTERNAL with only that id, never a stack.
 */
@Catch()
export class GrpcExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(GrpcExceptionFilter.name);

  catch(exception: unknown): Observable<never> {
    return throwError(() => toGrpcStatusError(exception, this.logger));
  }
}

export function toGrpcStatusError(exception: unknown, logger: Pick<Logger, 'error'>): GrpcStatusError {
  const metadata = new Metadata();
  if (exception instanceof DomainError) {
    metadata.set(ERROR_CODE_METADATA_KEY, exception.codeName);
    if (Object.keys(exception.details).length > 0) {
      metadata.set(ERROR_DETAILS_METADATA_KEY, JSON.stringify(exception.details));
    }
    if (exception.code === ErrorCode.INTERNAL) {
      logger.error(exception);
    }
    return { code: grpcStatusFor(exception.code), details: exception.message, message: exception.message, metadata };
  }
  const errorId = randomUUID();
  logger.error({ err: exception, errorId, msg: `unexpected error ${errorId}` });
  metadata.set(ERROR_CODE_METADATA_KEY, 'INTERNAL');
  metadata.set(ERROR_ID_METADATA_KEY, errorId);
  const details = `Internal error (id ${errorId})`;
  return { code: GrpcStatus.INTERNAL, details, message: details, metadata };
}
