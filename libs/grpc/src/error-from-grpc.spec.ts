import { ErrorCode } from '@fleetlog/contracts';
import { Metadata, status as GrpcStatus } from '@grpc/grpc-js';
import { of, throwError, NEVER } from 'rxjs';

import { callGrpc } from './call-grpc';
import { callerMetadata } from './caller-metadata';
import { DomainError } from './domain-error';
import { errorFromGrpc } from './error-from-grpc';
import { toGrpcStatusError } from './grpc-exception.filter';

const silentLogger = { error: jest.fn() };

describe(errorFromGrpc.name, () => {
  it('round-trips a DomainError through the status the filter produces', () => {
    const status = toGrpcStatusError(
      new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 'taken', { field: 'email' }),
      silentLogger,
    );
    expect(status.code).toBe(GrpcStatus.ALREADY_EXISTS);
    const error = errorFromGrpc(status);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe(ErrorCode.EMAIL_ALREADY_EXISTS);
    expect(error.message).toBe('taken');
    expect(error.details).toEqual({ field: 'email' });
  });

  it('hides unexpected errors behind an id', () => {
    const status = toGrpcStatusError(new Error('db password is hunter2'), silentLogger);
    expect(status.code).toBe(GrpcStatus.INTERNAL);
    expect(status.details).not.toContain('hunter2');
    const error = errorFromGrpc(status);
    expect(error.code).toBe(ErrorCode.INTERNAL);
    expect(status.details).toContain(error.details.errorId);
  });

  it('maps a transport failure without metadata to INTERNAL', () => {
    const error = errorFromGrpc({ code: GrpcStatus.UNAVAILABLE, details: 'No connection', metadata: new Metadata() });
    expect(error.code).toBe(ErrorCode.INTERNAL);
    expect(error.details.grpcStatus).toBe('UNAVAILABLE');
  });

  it('maps an unknown code name to INTERNAL', () => {
    const metadata = new Metadata();
    metadata.set('x-error-code', 'SOMETHING_NEW');
    expect(errorFromGrpc({ code: GrpcStatus.INVALID_ARGUMENT, details: 'x', metadata }).code).toBe(ErrorCode.INTERNAL);
  });
});

describe(callGrpc.name, () => {
  it('resolves the first value', async () => {
    await expect(callGrpc(() => of(42))).resolves.toBe(42);
  });

  it('rejects with a DomainError', async () => {
    await expect(callGrpc(() => throwError(() => new DomainError(ErrorCode.NOT_FOUND)))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('gives up after the timeout', async () => {
    await expect(callGrpc(() => NEVER, { timeoutMs: 20 })).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      details: { grpcStatus: 'DEADLINE_EXCEEDED' },
    });
  });
});

describe(callerMetadata.name, () => {
  it('carries token, organisation and archive switch', () => {
    const metadata = callerMetadata({ token: 't', organizationId: 7, showArchived: true });
    expect(metadata.get('authorization')).toEqual(['Bearer t']);
    expect(metadata.get('x-organization-id')).toEqual(['7']);
    expect(metadata.get('x-show-archived')).toEqual(['true']);
    expect(callerMetadata({ token: 't' }).get('x-organization-id')).toEqual([]);
  });
});
