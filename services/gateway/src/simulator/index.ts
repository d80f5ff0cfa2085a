// The simulated tracker fleet: `npm run simulate` (cli.ts), the demo platform (deploy/local/run-demo.ts) and the
// gateway's tests drive the gateway through it.
export {
  type BenchOptions,
  type FleetOptions,
  type FleetTrackerSpec,
  imeiRange,
  imeiWithCheckDigit,
  type RunningFleet,
  startFleet,
} from './fleet';
export { FleetStats, type FleetReport } from './fleet-stats';
export { DEMO_TIMING, SimulatedTracker, type TrackerTiming } from './simulated-tracker';
export { type Endpoint, LinkError, QueclinkLink, TeltonikaLink, type TrackerLink } from './tracker-link';
