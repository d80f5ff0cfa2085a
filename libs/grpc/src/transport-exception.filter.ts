import { GrpcExceptionFilter } from './grpc-exception.filter';
import { type ArgumentsHost, Catch } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';

/**
 * The hybrid app shares one global filter list between HTTP and gRPC (inheritAppConfig); gRPC calls go to the
 * shared GrpcExceptionFilter, the health endpoints keep Nest's HTTP handling.
 */
@Catch()
export class TransportExceptionFilter extends BaseExceptionFilter {
  private readonly grpc = new GrpcExceptionFilter();

  override catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType() === 'rpc') return this.grpc.catch(exception);
    return super.catch(exception, host);
  }
}
