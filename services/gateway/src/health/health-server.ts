import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MetricsHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface ReadinessSource {
  /** Name → up; readiness answers 200 only when every check is up. */
  readiness(): Record<string, boolean>;
}

/**
 * The gateway's internal HTTP port: `/health/live` (the process answers), `/health/ready` (the allow-list has caught
 * up, the listeners are bound) and `/metrics` when the process serves them here. Plain node:http: the gateway has no
 * Nest application, and probes must stay cheap next to thousands of tracker sockets. The body has the shape of the
 * kit's terminus answers (`status`, `info`/`error` by check), so dashboards read every service alike.
 */
export async function startHealthServer(
  host: string,
  port: number,
  source: ReadinessSource,
  metrics?: MetricsHandler,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return answer(response, 405, { status: 'error' });
    if (path === '/health/live') return answer(response, 200, { status: 'ok', info: {}, error: {}, details: {} });
    if (path === '/health/ready') {
      const checks = Object.entries(source.readiness());
      const up = Object.fromEntries(checks.filter(([, ok]) => ok).map(([name]) => [name, { status: 'up' }]));
      const down = Object.fromEntries(checks.filter(([, ok]) => !ok).map(([name]) => [name, { status: 'down' }]));
      const ready = Object.keys(down).length === 0;
      return answer(response, ready ? 200 : 503, {
        status: ready ? 'ok' : 'error',
        info: up,
        error: down,
        details: { ...up, ...down },
      });
    }
    if (path === '/metrics' && metrics) return metrics(request, response);
    answer(response, 404, { status: 'error' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export function boundPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
