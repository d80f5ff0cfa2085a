import { Param } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

import { PositiveIdPipe } from './positive-id.pipe';

/** `:id` path parameter: a positive integer, documented as such. */
export const IdParam = (): ParameterDecorator => Param('id', PositiveIdPipe);

export const ApiIdParam = (description = 'Id'): MethodDecorator =>
  ApiParam({ name: 'id', description, schema: { type: 'integer', minimum: 1 } });
