import { type ServiceProcess, startServiceProcess } from '@fleetlog/testing';

/** auth with the demo seed (for root@fleetlog.se). The BFF must not import auth's code; this is how its tests meet it. */
export function startAuthProcess(options: { smtpUrl: string; publicUrl: string }): Promise<ServiceProcess> {
  return startServiceProcess({
    service: 'auth',
    seedDemo: true,
    env: {
      SMTP_URL: options.smtpUrl,
      // Base of e-mailed links when a request carries none (the BFF sends its own PUBLIC_URL anyway).
      PUBLIC_BASE_URL: options.publicUrl,
      // Every test logs in from 127.0.0.1 and failures count for 15 minutes in Redis; the per-account limit (5)
      // still applies and is what the rate-limit test exercises.
      RATE_LIMIT_LOGIN_ADDRESS_POINTS: '100000',
    },
  });
}

// fleet and devices get consumer groups of their own, so parallel test files do not take each other's events.

export function startFleetProcess(options: { authGrpcUrl: string }): Promise<ServiceProcess> {
  const group = `fleet.device-installations.bff-test-${process.pid}-${Date.now()}`;
  return startServiceProcess({
    service: 'fleet',
    env: { AUTH_GRPC_URL: options.authGrpcUrl, FLEET_INSTALLATIONS_GROUP_ID: group },
  });
}

export function startDevicesProcess(options: { authGrpcUrl: string; fleetGrpcUrl: string }): Promise<ServiceProcess> {
  const group = `devices.fleet-vehicles.bff-test-${process.pid}-${Date.now()}`;
  return startServiceProcess({
    service: 'devices',
    env: { AUTH_GRPC_URL: options.authGrpcUrl, FLEET_GRPC_URL: options.fleetGrpcUrl, FLEET_CONSUMER_GROUP: group },
  });
}
