import { join } from 'node:path';

import { useBeforeAll } from '@fleetlog/testing';

import { ApiClient } from './support/api-client';
import { startBff, useLoneBff } from './support/bff-app';

// What the edge decides on its own (authentication, validation, content type, documents, hosting) needs no
// service behind it: these tests point the BFF at a port where nothing listens.
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown> };
}

const EXPECTED_ROUTES = [
  'post /api/auth',
  'get /api/auth',
  'get /api/session',
  'get /api/control',
  'post /api/reset-password',
  'post /api/auth/validate-password-token',
  'patch /api/auth/reset-password',
  'get /api/user',
  'post /api/user',
  'get /api/user/simple',
  'get /api/user/{id}',
  'patch /api/user/{id}',
  'delete /api/user/{id}',
  'patch /api/user/{id}/archive',
  'patch /api/user/{id}/activate',
  'post /api/invite-user',
  'get /api/organization',
  'get /api/organization/{id}',
  'patch /api/organization/{id}',
  'get /api/organization-simple',
  'get /api/organization/no-map-view',
  'get /api/admin/organization',
  'post /api/admin/organization',
  'get /api/admin/organization/{id}',
  'patch /api/admin/organization/{id}',
  'delete /api/admin/organization/{id}',
  'post /api/admin/organization/settings',
  'delete /api/admin/organization/settings',
  'post /api/admin/user/settings',
  'delete /api/admin/user/settings',
  'get /version.json',
  'get /api/vehicles',
  'post /api/vehicles',
  'get /api/vehicles/simple',
  'get /api/vehicles/{id}',
  'patch /api/vehicles/{id}',
  'delete /api/vehicles/{id}',
  'post /api/admin/vehicles',
  'patch /api/vehicles/{id}/archive',
  'patch /api/vehicles/{id}/activate',
  'patch /api/vehicles/{id}/response-time',
  'patch /api/vehicles/{id}/frequency',
  'put /api/vehicles/{id}/current-driver',
  'put /api/vehicles/{id}/check-current-driver',
  'patch /api/vehicles/{id}/default-trip-type',
  'put /api/vehicles/{id}/odometer',
  'post /api/vehicles/{id}/reset-fuel-co2',
  'post /api/vehicles/set-flag',
  'patch /api/vehicles/{id}/change-organisation',
  'patch /api/vehicles/{id}/change-organization',
  'get /api/vehicleinfo/fetch',
  'delete /api/vehicleinfo/history/{id}',
  'get /api/vehicles/{id}/ecoscore',
  'get /api/vehicles/{id}/installations',
  'get /api/devices',
  'patch /api/devices/{id}',
  'get /api/device-vehicle/vehicle/{id}',
  'get /api/admin/devices',
  'post /api/admin/devices',
  'get /api/admin/devices/{id}',
  'patch /api/admin/devices/{id}',
  'delete /api/admin/devices/{id}/installed-vehicle',
  'post /api/admin/devices/{id}/connect',
  'get /api/admin/devices/{id}/installations',
  'post /api/admin/devices/{id}/sms',
  'get /api/admin/future-device',
  'post /api/admin/future-device',
  'delete /api/admin/future-device',
  'get /api/external/phone',
  'get /api/external/fota/device',
];

const PUBLIC_ROUTES = [
  'post /api/auth',
  'get /api/control',
  'post /api/reset-password',
  'post /api/auth/validate-password-token',
  'patch /api/auth/reset-password',
  // A mailed report too large to attach: its signed, expiring token is the recipient's credential.
  'get /api/report-files/{token}',
];

describe('BFF edge (no service needed)', () => {
  const { bff, dist } = useLoneBff();
  const api = useBeforeAll(() => new ApiClient(bff.baseUrl));
  const document = useBeforeAll(async () => (await api.get<OpenApiDocument>('/api/docs-json')).body);

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, path, method, operation })),
    );

  describe('OpenAPI', () => {
    it('lists every API route', () => {
      const routes = operations().map(({ route }) => route);
      expect(routes).toEqual(expect.arrayContaining(EXPECTED_ROUTES));
    });

    it('documents request bodies and response schemas with components', () => {
      expect(document.openapi).toBe('3.1.0');
      expect(document.paths['/api/auth'].post.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginBody' } } },
      });
      for (const name of ['User', 'Organization', 'CreateUserBody', 'Error', 'CurrentUser']) {
        expect(document.components.schemas[name]).toBeDefined();
      }
    });

    it('serves the Swagger UI', async () => {
      const response = await api.get('/api/docs');
      expect(response.status).toBe(200);
      expect(response.text).toContain('swagger');
    });
  });

  describe('authentication', () => {
    it('answers 401 UNAUTHENTICATED without a token on every protected route', async () => {
      const protectedOps = operations().filter(
        ({ route, path }) => path.startsWith('/api/') && !PUBLIC_ROUTES.includes(route),
      );
      expect(protectedOps.length).toBeGreaterThanOrEqual(62);
      for (const { route, method, path } of protectedOps) {
        const response = await api.request(method.toUpperCase(), path.replace('{id}', '1'), {
          body: ['post', 'patch', 'delete'].includes(method) ? {} : undefined,
        });
        expect({ route, status: response.status, body: response.body }).toEqual({
          route,
          status: 401,
          body: { code: 'UNAUTHENTICATED', message: expect.any(String) },
        });
      }
    });

    it('answers 401 for a garbage token', async () => {
      const response = await api.get('/api/user', { token: 'not.a.jwt' });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('documents protected routes with bearer security and public ones without', () => {
      const byRoute = new Map(operations().map((op) => [op.route, op.operation]));
      expect(byRoute.get('get /api/user')?.security).toEqual([{ bearer: [] }]);
      expect(byRoute.get('post /api/auth')?.security).toBeUndefined();
    });
  });

  describe('input at the edge', () => {
    it('refuses a non-JSON body with 415', async () => {
      const response = await api.post('/api/auth', 'username=a&password=b', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ code: 'MISFORMATTED_FIELDS' });
    });

    it('answers 400 MISSING_FIELDS naming the missing field', async () => {
      const response = await api.post('/api/auth', { username: 'anna@demo-akeri.se' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'MISSING_FIELDS', message: 'Missing fields: password' });
    });

    it('answers 400 MISFORMATTED_FIELDS for a wrong type, an unknown field or broken JSON', async () => {
      const wrongType = await api.post('/api/reset-password', { email: 42 });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body).toMatchObject({ code: 'MISFORMATTED_FIELDS', message: expect.stringContaining('email') });

      const unknownField = await api.post('/api/auth', { username: 'a', password: 'b', admin: true });
      expect(unknownField.body).toMatchObject({
        code: 'MISFORMATTED_FIELDS',
        message: expect.stringContaining('admin'),
      });

      const broken = await api.post('/api/auth', '{"username":', { headers: { 'content-type': 'application/json' } });
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ code: 'MISFORMATTED_FIELDS' });
    });

    it('answers the missing reset token with MISSING_TOKEN', async () => {
      const response = await api.post('/api/auth/validate-password-token');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'MISSING_TOKEN' });
    });

    it('answers 404 NOT_FOUND for unknown API routes', async () => {
      const response = await api.get('/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers 500 with an error id and no internals when the service is unreachable', async () => {
      const response = await api.post('/api/auth', { username: 'anna@demo-akeri.se', password: 'x' });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        code: 'INTERNAL',
        message: 'Internal Server Error',
        errorId: expect.any(String),
      });
    });
  });

  describe('hosting', () => {
    it('serves index.html for app routes (SPA fallback) and static assets as files', async () => {
      for (const path of ['/', '/app/journey', '/auth/reset-password?token=abc']) {
        const response = await api.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(response.text).toContain('<div id="root"></div>');
      }
      const asset = await api.get('/assets/app.js');
      expect(asset.text).toBe('console.info("app")');
      expect((await api.get('/assets/missing.js')).status).toBe(404);
    });

    it('serves the version document, health and control', async () => {
      const version = await api.get<{ version: string; date: string }>('/version.json');
      expect(version.status).toBe(200);
      expect(version.body).toEqual({ version: expect.any(String), date: expect.any(String) });
      expect(Number.isNaN(Date.parse(version.body.date))).toBe(false);
      expect((await api.get('/health/live')).status).toBe(200);
      expect((await api.get('/health/ready')).status).toBe(503);
      expect((await api.get('/api/control')).body).toMatchObject({ status: 'ok' });
    });

    it('answers 503 with an explanation when the web app is not built', async () => {
      const bare = await startBff({ authGrpcUrl: '127.0.0.1:1', frontendDist: join(dist, 'nope') });
      try {
        const response = await new ApiClient(bare.baseUrl).get('/app/journey');
        expect(response.status).toBe(503);
        expect(response.text).toContain('not built');
      } finally {
        await bare.close();
      }
    });
  });
});
