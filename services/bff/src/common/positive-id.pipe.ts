import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** Path ids are positive integers (database ids); anything else is a 400 before a service is asked. */
@Injectable()
export class PositiveIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id)) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${metadata.data ?? 'id'} must be a positive integer`);
    }
    return id;
  }
}
