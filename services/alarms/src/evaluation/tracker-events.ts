import { alarmsEventsV1, type telemetryV1 } from '@fleetlog/contracts';

const { AlarmName } = alarmsEventsV1;

/** A condition a tracker reports itself: it starts (a period opens), ends (it closes), or is a moment (both). */
export interface TrackerCondition {
  alarm: alarmsEventsV1.AlarmName;
  change: 'START' | 'END' | 'MOMENT';
  detail: string;
}

// Teltonika's event IO elements (FMB/FMC/FMM/FMT "AVL ID" list), each reported with event_io_id = its id when it
// changes: 246 towing (1 towing, 0 steady), 247 crash detection (1 crash, 2 limited crash trace, 3..6 full traces:
// every non-zero value is a crash), 249 jamming (1 started, 0 stopped), 252 unplug (1 unplugged, 0 plugged in).
const TELTONIKA = new Map<number, (value: number) => TrackerCondition | undefined>([
  [
    246,
    (v: number) => ({ alarm: AlarmName.TOWING, change: v ? ('START' as const) : ('END' as const), detail: 'IO 246' }),
  ],
  [
    247,
    (v: number) => (v ? { alarm: AlarmName.CRASH, change: 'MOMENT' as const, detail: `IO 247 = ${v}` } : undefined),
  ],
  [
    249,
    (v: number) => ({ alarm: AlarmName.JAMMING, change: v ? ('START' as const) : ('END' as const), detail: 'IO 249' }),
  ],
  [
    252,
    (v: number) => ({ alarm: AlarmName.UNPLUG, change: v ? ('START' as const) : ('END' as const), detail: 'IO 252' }),
  ],
]);

// Queclink @Track reports (GL530MG and kin) that are alarms in themselves, by report type: GTJDR jamming detected,
// GTTOW motion while the ignition is off (towing), GTCRA crash; GTPFA/GTPNA power off/on of an external supply.
const QUECLINK: Readonly<Record<string, TrackerCondition>> = {
  GTJDR: { alarm: AlarmName.JAMMING, change: 'MOMENT', detail: 'GTJDR' },
  GTTOW: { alarm: AlarmName.TOWING, change: 'MOMENT', detail: 'GTTOW' },
  GTCRA: { alarm: AlarmName.CRASH, change: 'MOMENT', detail: 'GTCRA' },
  GTPFA: { alarm: AlarmName.UNPLUG, change: 'START', detail: 'GTPFA' },
  GTPNA: { alarm: AlarmName.UNPLUG, change: 'END', detail: 'GTPNA' },
};

/** The conditions a record reports itself: its Teltonika event element, or the Queclink report it is. */
export function trackerConditions(codec: string, record: telemetryV1.PositionRecord): TrackerCondition[] {
  const queclink = QUECLINK[codec];
  if (queclink) return [queclink];
  const eventId = record.eventIoId;
  const interpret = eventId ? TELTONIKA.get(eventId) : undefined;
  if (!interpret) return [];
  const raw = record.rawIo?.[eventId];
  const value = raw === undefined ? NaN : Number(raw);
  if (!Number.isFinite(value)) return [];
  const condition = interpret(value);
  return condition ? [condition] : [];
}
