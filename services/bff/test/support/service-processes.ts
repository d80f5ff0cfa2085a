import {
  type ServiceProcess,
  startAuthProcess as startAuth,
  startDevicesProcess as startDevices,
  startFleetProcess as startFleet,
  startJournalProcess as startJournal,
  startTollsProcess as startTolls,
} from '@fleetlog/testing';

// The BFF must not import the services' code; its tests meet them as processes started by @fleetlog/testing, each
// consumer with a group of its own so parallel test files do not take each other's events.

/** auth with the demo seed (for root@fleetlog.se); the per-account login limit still applies. */
export function startAuthProcess(options: { smtpUrl: string; publicUrl: string }): Promise<ServiceProcess> {
  // Base of e-mailed links when a request carries none (the BFF sends its own PUBLIC_URL anyway).
  return startAuth({ smtpUrl: options.smtpUrl, env: { PUBLIC_BASE_URL: options.publicUrl } });
}

export function startFleetProcess(options: { authGrpcUrl: string }): Promise<ServiceProcess> {
  return startFleet(options.authGrpcUrl);
}

export function startDevicesProcess(options: { authGrpcUrl: string; fleetGrpcUrl: string }): Promise<ServiceProcess> {
  return startDevices(options.authGrpcUrl, options.fleetGrpcUrl);
}

export function startJournalProcess(options: { authGrpcUrl: string }): Promise<ServiceProcess> {
  return startJournal(options.authGrpcUrl);
}

/** tolls with its consumers off (never on here: on the shared test broker it would charge other suites' trips). */
export function startTollsProcess(options: { authGrpcUrl: string; devicesGrpcUrl: string }): Promise<ServiceProcess> {
  return startTolls(options.authGrpcUrl, options.devicesGrpcUrl);
}
