import {
  applyDecorators,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  HttpCode,
  SetMetadata,
} from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { Request } from 'express';
import { z } from 'zod/v4';

import { SuperadminOnly } from './access.decorators';
import { ApiIdParam } from './api-id-param';
import {
  ApiAuthenticated,
  ApiErrors,
  ApiJsonArrayResponse,
  ApiJsonBody,
  ApiJsonResponse,
  ApiNoContent,
} from './openapi';
import { validate, type ValidationOptions } from './validation';

/** What a route takes and answers; `@Endpoint` documents it, `@ValidBody()` and `@ValidQuery()` enforce it. */
export interface EndpointSpec {
  description?: string;
  /** Description of the `:id` path parameter (read with `@IdParam()`): the route may answer 400 and 404. */
  id?: string;
  /** Schema of the JSON body (read with `@ValidBody()`): the route may answer 400 and 415. */
  body?: z.ZodType;
  /** Schema of the query (read with `@ValidQuery()`; its parameters are documented with `@ApiQuery`): 400. */
  query?: z.ZodType;
  /** 200 with this body: a schema, `[schema]` for an array of it, or an OpenAPI schema. */
  ok?: z.ZodType | [z.ZodType] | SchemaObject | ReferenceObject;
  /** 201 with this body. */
  created?: z.ZodType;
  /** 204, described so. */
  noContent?: string;
  /** Further error statuses (those that id, body and query bring are added). */
  errors?: number[];
}

const ROUTE_INPUT = 'fleetlog:route-input';

export type RouteInput = Pick<EndpointSpec, 'body' | 'query'>;

/**
 * One route's OpenAPI operation, success status and error statuses, and the schemas its input is validated with.
 * Goes with Nest's route decorator (`@Get(path)` …).
 */
export function Endpoint(summary: string, spec: EndpointSpec = {}): MethodDecorator {
  const { description, id, body, query, created, noContent } = spec;
  const errors = ascending([
    ...(spec.errors ?? []),
    ...(id || body || query ? [400] : []),
    ...(id ? [404] : []),
    ...(body ? [415] : []),
  ]);
  return applyDecorators(
    SetMetadata(ROUTE_INPUT, { body, query } satisfies RouteInput),
    HttpCode(created ? 201 : noContent !== undefined ? 204 : 200),
    ApiOperation(description === undefined ? { summary } : { summary, description }),
    ...(id === undefined ? [] : [ApiIdParam(id)]),
    ...(body ? [ApiJsonBody(body)] : []),
    ...responseDecorators(spec),
    ...(errors.length > 0 ? [ApiErrors(...errors)] : []),
  );
}

function responseDecorators({ ok, created, noContent }: EndpointSpec): MethodDecorator[] {
  if (created) return [ApiJsonResponse(created, 201, 'Created')];
  if (noContent !== undefined) return [ApiNoContent(noContent)];
  if (ok === undefined) return [];
  if (Array.isArray(ok)) return [ApiJsonArrayResponse(ok[0])];
  if (ok instanceof z.ZodType) return [ApiJsonResponse(ok)];
  return [ApiResponse({ status: 200, description: 'OK', schema: ok })];
}

function ascending(statuses: number[]): number[] {
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/** The body and query schemas `@Endpoint` declared on a route handler (none: undefined). */
export function declaredInput(handler: object): RouteInput | undefined {
  return Reflect.getMetadata(ROUTE_INPUT, handler) as RouteInput | undefined;
}

function routeInput(context: ExecutionContext, part: keyof RouteInput): z.ZodType {
  const schema = declaredInput(context.getHandler())?.[part];
  // A programming error (no schema declared on the route), not a client error.
  if (!schema) throw new Error(`No ${part} schema declared with @Endpoint on this route`);
  return schema;
}

/** The JSON body, validated with the route's `body` schema (MISSING_FIELDS, MISFORMATTED_FIELDS or a coded error). */
export const ValidBody = createParamDecorator(
  (options: ValidationOptions | undefined, context: ExecutionContext): unknown =>
    validate(routeInput(context, 'body'), context.switchToHttp().getRequest<Request>().body, options),
);

/** The query, validated with the route's `query` schema. */
export const ValidQuery = createParamDecorator(
  (options: ValidationOptions | undefined, context: ExecutionContext): unknown =>
    validate(routeInput(context, 'query'), context.switchToHttp().getRequest<Request>().query, options),
);

/** A controller of routes that need a token, at `path`, under `tag` in the document; `errors` apply to every route. */
export function AuthenticatedController(tag: string, path: string, ...errors: number[]): ClassDecorator {
  const statuses = ascending(errors);
  return applyDecorators(
    ApiTags(tag),
    ApiAuthenticated(),
    ...(statuses.length > 0 ? [ApiErrors(...statuses)] : []),
    Controller(path),
  );
}

/** A controller of the superadmin back office (ROOT, HEXA): anyone else gets 403. */
export const SuperadminController = (tag: string, path: string, ...errors: number[]): ClassDecorator =>
  applyDecorators(AuthenticatedController(tag, path, 403, ...errors), SuperadminOnly());
