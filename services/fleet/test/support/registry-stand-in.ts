import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RegistryStandIn {
  url: string;
  requests: Array<{ path: string; apiKey: string | undefined }>;
  close(): Promise<void>;
}

/**
 * A local vehicle registry speaking the HTTP contract fleet's client uses (README "Vehicle registry"):
 * GET {base}/vehicles/{REG} (base path /api) with an x-api-key header → 200 JSON, 401 without the key, 404 for unknown registrations.
 */
export async function startRegistryStandIn(
  apiKey: string,
  vehicles: Record<string, unknown>,
): Promise<RegistryStandIn> {
  const requests: RegistryStandIn['requests'] = [];
  const server: Server = createServer((request, response) => {
    const key = request.headers['x-api-key'];
    const path = request.url ?? '';
    requests.push({ path, apiKey: typeof key === 'string' ? key : undefined });
    const match = /^\/api\/vehicles\/([^/?]+)$/.exec(path);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' || !match) return send(404, { error: 'no such route' });
    if (key !== apiKey) return send(401, { error: 'bad api key' });
    const vehicle = vehicles[decodeURIComponent(match[1])];
    return vehicle ? send(200, vehicle) : send(404, { error: 'unknown registration' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A plug-in hybrid Volvo V60: the registry's answer for it, and the vehicle info fleet makes of that answer. */
export function plugInHybrid(registration: string, primaryFuelSharePercent: number) {
  return {
    answer: {
      registration_number: registration,
      make: 'Volvo',
      model: 'V60',
      model_year: 2021,
      hybrid: true,
      primary_fuel_share_percent: primaryFuelSharePercent,
      fuels: [
        { fuel: 'Bensin', unit: 'l/100km', consumption: 2.1, co2_g_km: 48 },
        { fuel: 'El', unit: 'kWh/100km', consumption: 18.5, co2_g_km: 0 },
      ],
    },
    info: {
      fuel1: { svName: 'Bensin', consumptionUnit: 'l/100km' },
      fuel2: { svName: 'El', consumptionUnit: 'kWh/100km' },
      consumption1: 2.1,
      consumption2: 18.5,
      co2GKm1: 48,
      co2GKm2: 0,
      proportion1: primaryFuelSharePercent,
      brand: 'Volvo',
      model: 'V60',
      modelYear: 2021,
      hybrid: true,
    },
  };
}
