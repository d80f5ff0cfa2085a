import 'reflect-metadata';

import { createServer } from 'node:net';

import { authV1, commonV1, ErrorCode } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import { callGrpc } from './call-grpc';
import { callerMetadata } from './caller-metadata';
import { DomainError } from './domain-error';
import { GrpcExceptionFilter } from './grpc-exception.filter';
import { grpcClientOptions, grpcServerOptions } from './grpc-options';

// The testing lib depends on this one, so the spec picks its port itself (no dependency cycle).
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

@Controller()
@authV1.AuthServiceControllerMethods()
class FakeAuthController implements authV1.AuthServiceController {
  // The generated decorator registers every method of the service, so the fake implements them all.
  login(): authV1.LoginResponse {
    throw new DomainError(ErrorCode.INVALID_LOGIN);
  }

  requestPasswordReset(): commonV1.Empty {
    return {};
  }

  validatePasswordToken(): commonV1.Empty {
    throw new DomainError(ErrorCode.TOKEN_EXPIRED);
  }

  resetPassword(): commonV1.Empty {
    throw new DomainError(ErrorCode.TOKEN_USED);
  }

  refresh(): authV1.LoginResponse {
    throw new DomainError(ErrorCode.UNAUTHENTICATED);
  }

  logout(): commonV1.Empty {
    return {};
  }

  getVerificationKeys(): authV1.VerificationKeys {
    return { jwksJson: '{"keys":[]}' };
  }

  getCurrentUser(_request: commonV1.Empty, metadata?: Metadata): authV1.CurrentUser {
    if (metadata?.get('authorization')[0] === 'Bearer boom') throw new Error('unexpected');
    throw new DomainError(ErrorCode.USER_ARCHIVED, 'User is archived', { userId: '5' });
  }
}

@Module({ controllers: [FakeAuthController] })
class FakeAuthModule {}

describe(GrpcExceptionFilter.name, () => {
  let server: INestMicroservice;
  let client: authV1.AuthServiceClient;
  let close: () => void;

  beforeAll(async () => {
    const url = `127.0.0.1:${await freePort()}`;
    server = await NestFactory.createMicroservice(FakeAuthModule, {
      ...grpcServerOptions(['auth'], url),
      logger: false,
    });
    server.useGlobalFilters(new GrpcExceptionFilter());
    await server.listen();
    const proxy = ClientProxyFactory.create(grpcClientOptions('auth', url)) as unknown as ClientGrpc & {
      close(): void;
    };
    client = proxy.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME);
    close = () => proxy.close();
  });

  afterAll(async () => {
    close();
    await server.close();
  });

  it('serves a successful call', async () => {
    await expect(callGrpc(() => client.getVerificationKeys({}))).resolves.toEqual({ jwksJson: '{"keys":[]}' });
  });

  it('returns a DomainError with its code, message and details to the caller', async () => {
    const error = await callGrpc(() => client.getCurrentUser({}, callerMetadata({ token: 'x' }))).catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: ErrorCode.USER_ARCHIVED,
      message: 'User is archived',
      details: { userId: '5' },
    });
  });

  it('maps a second code through the same path', async () => {
    await expect(
      callGrpc(() => client.login(authV1.LoginRequest.fromPartial({ username: 'a', password: 'b' }))),
    ).rejects.toMatchObject({
      code: ErrorCode.INVALID_LOGIN,
    });
  });

  it('turns an unexpected error into INTERNAL with an error id', async () => {
    const error = await callGrpc(() => client.getCurrentUser({}, callerMetadata({ token: 'boom' }))).catch((e) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe(ErrorCode.INTERNAL);
    expect(error.details.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.message).not.toContain('unexpected');
  });
});
