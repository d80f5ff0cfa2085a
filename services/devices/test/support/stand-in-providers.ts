import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY = 'stand-in-key';

export interface ReceivedRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: unknown;
}

/**
 * Local stand-ins for the SIM, SMS and firmware providers, speaking the HTTP shapes the clients document:
 * GET /sims/{iccid} → { iccid, msisdn } (404 for unknown), POST /messages {to, text} → { id },
 * GET /devices/{imei} → { current_firmware, current_configuration } (404 for unknown). A wrong API key → 401.
 */
export interface StandInProviders {
  url: string;
  requests: ReceivedRequest[];
  sims: Map<string, string>;
  firmware: Map<string, { current_firmware: string; current_configuration: string }>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

export async function startStandInProviders(): Promise<StandInProviders> {
  const requests: ReceivedRequest[] = [];
  const sims = new Map<string, string>();
  const firmware = new Map<string, { current_firmware: string; current_configuration: string }>();
  let messageCount = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const apiKey = request.headers['x-api-key'] as string | undefined;
      const body = await readBody(request);
      requests.push({ method: request.method ?? '', path, apiKey, body });
      const reply = (status: number, json?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (apiKey !== STAND_IN_KEY) return reply(401, { error: 'unauthorized' });
      const sim = /^\/sims\/([0-9]+)$/.exec(path);
      if (request.method === 'GET' && sim) {
        const phone = sims.get(sim[1]);
        return phone ? reply(200, { iccid: sim[1], msisdn: phone }) : reply(404, { error: 'unknown iccid' });
      }
      const device = /^\/devices\/([0-9]+)$/.exec(path);
      if (request.method === 'GET' && device) {
        const info = firmware.get(device[1]);
        return info ? reply(200, info) : reply(404, { error: 'unknown imei' });
      }
      if (request.method === 'POST' && path === '/messages') {
        messageCount += 1;
        return reply(202, { id: `msg-${messageCount}` });
      }
      return reply(404, { error: 'no such route' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sims,
    firmware,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
