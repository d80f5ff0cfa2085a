// Generates the frontend's HTTP types from the BFF's OpenAPI document, without running anything: the Nest application
// is built in preview mode (modules and routes, no providers, no connections) and its document handed to
// openapi-typescript. `--check` fails when the committed file differs (npm run openapi:check, part of npm test).
//   node -r @swc-node/register services/bff/scripts/openapi-types.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { NestFactory } from '@nestjs/core';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

import packageJson from '../package.json';
import { AppModule } from '../src/app.module';
import { createOpenApiDocument } from '../src/common/openapi';
import { loadBffConfig } from '../src/config';

const ROOT = join(__dirname, '..', '..', '..');
export const GENERATED_FILE = join(ROOT, 'frontend', 'src', 'api', 'generated', 'bff-api.ts');

const HEADER =
  '// Generated from the BFF OpenAPI document by services/bff/scripts/openapi-types.ts (npm run openapi:generate).\n' +
  '// Do not edit: change the BFF schemas and generate again; npm test fails while this file is stale.\n';

// Placeholders for what the configuration requires; preview mode reads no file and opens no connection.
const PREVIEW_ENV = {
  NODE_ENV: 'production',
  JWT_PUBLIC_KEY_FILE: '/unused/jwt-public.pem',
  INTERNAL_SERVICE_KEY_FILE: '/unused/service-key',
  KAFKA_BROKERS: '127.0.0.1:9092',
  SERVICE_VERSION: packageJson.version,
};

export async function generateOpenApiTypes(): Promise<string> {
  const config = loadBffConfig(PREVIEW_ENV);
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  try {
    const document = createOpenApiDocument(app, config.version);
    const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
      alphabetize: true,
      exportType: true,
      // Each enum's values as an exported array too (e.g. createVehicleBodyBenefitTypeValues): the web app's lists
      // of benefit types, roles, device types… come from there (frontend/src/api/vocabulary.ts).
      enumValues: true,
      // A field with a default is one the client may leave out: optional, as the document's `required` says (the
      // schemas are written in zod's input form).
      defaultNonNullable: false,
    });
    const source = HEADER + astToString(ast);
    return format(source, { ...(await resolveConfig(GENERATED_FILE)), filepath: GENERATED_FILE });
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const generated = await generateOpenApiTypes();
  const name = relative(ROOT, GENERATED_FILE);
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(GENERATED_FILE, 'utf8');
    } catch {
      // Missing counts as stale.
    }
    if (committed !== generated) {
      process.stderr.write(`${name} is stale: run npm run openapi:generate and commit the result\n`);
      process.exit(1);
    }
    process.stdout.write(`${name} is up to date\n`);
    return;
  }
  writeFileSync(GENERATED_FILE, generated);
  process.stdout.write(`wrote ${name}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
