import { useBrowserPlatform } from './support/browser-platform';

// System test of the platform as the start command runs it (@fleetlog/testing startPlatform, which the browser run's
// platform is): separate processes talking gRPC, the demo seed, the BFF in front, telemetry endpoints on every service.
describe('startPlatform', () => {
  const platform = useBrowserPlatform();

  it('logs a demo user in through the BFF and the auth service', async () => {
    const login = await fetch(`${platform.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo-akeri.se', password: 'Fleetlog-demo-1' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${platform.baseUrl}/api/auth`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await me.json()) as { user: { displayEmail: string }; organizations: Array<{ fullName: string }> };
    expect(body.user.displayEmail).toBe('admin@demo-akeri.se');
    expect(body.organizations.map((o) => o.fullName).sort()).toEqual(['Demo Åkeri AB', 'Demo Åkeri Syd AB']);
  });

  it('exposes Prometheus metrics on the BFF and on the auth service', async () => {
    // The public port does not serve /metrics (issue 6, finding 6); the BFF's own metrics port does.
    expect((await fetch(`${platform.baseUrl}/metrics`)).status).toBe(404);
    const bff = await (await fetch(`http://127.0.0.1:${platform.ports.bffMetrics}/metrics`)).text();
    expect(bff).toContain('service_name="bff"');
    expect(bff).toMatch(/http_server_duration/);
    const auth = await (await fetch(`http://127.0.0.1:${platform.ports.http.auth}/metrics`)).text();
    expect(auth).toContain('service_name="auth"');
    expect(auth).toMatch(/db_client_operation_duration_count\{db_system="postgresql"/);
  });

  it('answers readiness on every service', async () => {
    expect((await fetch(`${platform.baseUrl}/health/ready`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${platform.ports.http.auth}/health/ready`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${platform.ports.journal}/health/ready`)).status).toBe(200);
    const journal = await (await fetch(`http://127.0.0.1:${platform.ports.journal}/metrics`)).text();
    expect(journal).toContain('service_name="journal"');
  });
});
