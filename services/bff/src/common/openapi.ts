import { applyDecorators } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiResponse,
  DocumentBuilder,
  type OpenAPIObject,
  SwaggerModule,
} from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorCode, errorCodeToJSON } from '@fleetlog/contracts';
import { z } from 'zod/v4';

/**
 * The zod schemas that validate requests and describe responses are also the OpenAPI components, so the document
 * cannot drift from what the edge accepts. OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod emits.
 */
export const apiSchemas = z.registry<{ id: string }>();

export function component<S extends z.ZodType>(id: string, schema: S): S {
  apiSchemas.add(schema, { id });
  return schema;
}

export function ref(schema: z.ZodType): ReferenceObject {
  const meta = apiSchemas.get(schema);
  if (!meta) throw new Error('Schema is not registered as an OpenAPI component');
  return { $ref: `#/components/schemas/${meta.id}` };
}

export function openApiComponents(): Record<string, SchemaObject> {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'input',
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest as SchemaObject];
    }),
  );
}

const errorCodeNames = Object.values(ErrorCode)
  .filter((value): value is ErrorCode => typeof value === 'number' && value >= 0)
  .map((code) => errorCodeToJSON(code));

export const ErrorBodySchema = component(
  'Error',
  z.object({
    code: z.enum(errorCodeNames as [string, ...string[]]),
    message: z.string(),
    errorId: z.string().optional().describe('Present on 5xx responses; quote it when reporting the problem'),
  }),
);

export const ApiJsonBody = (schema: z.ZodType): MethodDecorator => ApiBody({ schema: ref(schema) });

export const ApiJsonResponse = (schema: z.ZodType, status = 200, description = 'OK'): MethodDecorator =>
  ApiResponse({ status, description, schema: ref(schema) });

export const ApiJsonArrayResponse = (schema: z.ZodType, description = 'OK'): MethodDecorator =>
  ApiResponse({ status: 200, description, schema: { type: 'array', items: ref(schema) } });

export const ApiNoContent = (description = 'Done'): MethodDecorator => ApiResponse({ status: 204, description });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (MISFORMATTED_FIELDS, MISSING_FIELDS or a domain code)',
  401: 'Not authenticated (UNAUTHENTICATED, INVALID_LOGIN)',
  403: 'Not allowed (e.g. ROOT_REQUIRED, USER_FORBIDDEN, ORGANIZATION_FORBIDDEN)',
  404: 'Not found (e.g. USER_MISSING, ORGANIZATION_MISSING)',
  415: 'Body is not application/json',
  429: 'Too many attempts (TOO_MANY_ATTEMPTS)',
  503: 'The external service behind this call is not configured (SERVICE_NOT_CONFIGURED)',
};

export const ApiErrors = (...statuses: number[]): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ...[...statuses, 500].map((status) =>
      ApiResponse({
        status,
        description: ERROR_DESCRIPTIONS[status] ?? 'Internal error',
        schema: ref(ErrorBodySchema),
      }),
    ),
  );

/** A route that needs a token; documents the caller headers the BFF forwards to services. */
export const ApiAuthenticated = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiHeader({
      name: 'x-organization-id',
      required: false,
      description: 'Selected organisation (positive integer)',
      schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
    }),
    ApiHeader({
      name: 'x-show-archived',
      required: false,
      description: 'Include archived items',
      schema: { type: 'string', enum: ['true', 'false'] },
    }),
    ApiErrors(401),
  );

/** The document of every route the app serves; also what the frontend's HTTP types are generated from. */
export function createOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Fleetlog API')
    .setDescription(
      'REST API of the Fleetlog BFF. Authenticated requests carry `Authorization: Bearer <jwt>`, optionally ' +
        '`x-organization-id` (selected organisation) and `x-show-archived: true|false`. Errors are ' +
        '`{ code, message, errorId? }` with `code` from the error catalogue.',
    )
    .setVersion(version)
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .addCookieAuth('fleetlog_refresh', { type: 'apiKey', in: 'cookie' }, 'refreshCookie')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...openApiComponents() },
  };
  return document;
}

export function setupOpenApi(app: INestApplication, version: string): void {
  const document = createOpenApiDocument(app, version);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', raw: ['json'] });
}
