import { ALARM_NAME_LABELS, alarmsEventsV1 } from '@fleetlog/contracts';

import { DECIMAL_POINT_CELL } from '../format/numbers';
import { ZonedClock } from '../format/zoned-time';
import type { ReportLanguage } from '../journal/journal-texts';
import { type Cell, duration, formatDecimal, int, MISSING_CELL } from '../summaries/table-cells';
import type { TableReport } from '../summaries/table-report';

/** An alarm period as the alarm reports print it, with the names the report resolved (vehicle, acknowledger). */
export interface AlarmReportRow {
  period: alarmsEventsV1.AlarmPeriod;
  vehicle: string; // registration or name; '' for a tracker without a vehicle (its IMEI is shown)
  acknowledgedBy: string;
}

const TEXTS = {
  sv: {
    alarm: 'Larm',
    setting: 'Larminställning',
    vehicle: 'Fordon/enhet',
    start: 'Start',
    stop: 'Slut',
    duration: 'Varaktighet',
    ongoing: 'pågår',
    ongoingCount: 'Pågående',
    detail: 'Detalj',
    priority: 'Prioritet',
    position: 'Position',
    hidden: 'dold (privat resa)',
    acknowledged: 'Kvitterat',
    by: 'Kvitterat av',
    comment: 'Kommentar',
    count: 'Antal',
    first: 'Första',
    last: 'Senaste',
    total: 'Totalt',
    periods: 'Larmhändelser',
    vehicles: 'Fordon',
    yes: 'ja',
    no: 'nej',
    latitude: 'Latitud',
    longitude: 'Longitud',
  },
  en: {
    alarm: 'Alarm',
    setting: 'Alarm setting',
    vehicle: 'Vehicle/tracker',
    start: 'Start',
    stop: 'Stop',
    duration: 'Duration',
    ongoing: 'ongoing',
    ongoingCount: 'Ongoing',
    detail: 'Detail',
    priority: 'Priority',
    position: 'Position',
    hidden: 'hidden (private trip)',
    acknowledged: 'Acknowledged',
    by: 'Acknowledged by',
    comment: 'Comment',
    count: 'Count',
    first: 'First',
    last: 'Latest',
    total: 'Total',
    periods: 'Alarm events',
    vehicles: 'Vehicles',
    yes: 'yes',
    no: 'no',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
} as const;

const label = (name: alarmsEventsV1.AlarmName, lang: ReportLanguage) => ALARM_NAME_LABELS[name]?.[lang] ?? String(name);
const subject = (row: AlarmReportRow) => row.vehicle || row.period.imei || MISSING_CELL;

/** The period's length until its stop, or until the report's end while it is ongoing. */
function lengthMs(period: alarmsEventsV1.AlarmPeriod, untilMs: number): number {
  return Math.max(0, (period.timestampStopMs ?? untilMs) - period.timestampStartMs);
}

/**
 * ALARM_EVENTS (spec 03 §7 "Alarm event reports"): every period of the report's range, oldest first: the alarm, its
 * setting, the vehicle or tracker, start and stop in the report's time zone, duration, what was measured, priority,
 * the position (none where a private trip hides it), and the acknowledgement.
 */
export function alarmEventsTable(
  rows: readonly AlarmReportRow[],
  lang: ReportLanguage,
  timeZone: string,
  untilMs: number,
): TableReport {
  const t = TEXTS[lang];
  const clock = new ZonedClock(timeZone);
  const point = (value: number) => formatDecimal(value, 5, DECIMAL_POINT_CELL);
  const where = (period: alarmsEventsV1.AlarmPeriod): Cell =>
    period.positionHidden
      ? t.hidden
      : period.latitude === undefined || period.longitude === undefined
        ? MISSING_CELL
        : period.address || `${point(period.latitude)}, ${point(period.longitude)}`;
  const sorted = [...rows].sort((a, b) => a.period.timestampStartMs - b.period.timestampStartMs);
  const cells = (row: AlarmReportRow): Cell[] => [
    label(row.period.alarmName, lang),
    row.period.alarmSettingName,
    subject(row),
    clock.dateTimeText(row.period.timestampStartMs),
    row.period.timestampStopMs === undefined ? t.ongoing : clock.dateTimeText(row.period.timestampStopMs),
    duration(lengthMs(row.period, untilMs)),
    row.period.detail || MISSING_CELL,
    row.period.priority,
  ];
  const acknowledgement = (row: AlarmReportRow): Cell[] => [
    row.period.acknowledged ? t.yes : t.no,
    row.acknowledgedBy || MISSING_CELL,
    row.period.comment || MISSING_CELL,
  ];
  return {
    summary: [
      { label: t.periods, value: int(rows.length) },
      { label: t.ongoingCount, value: int(rows.filter((row) => row.period.timestampStopMs === undefined).length) },
    ],
    sections: [
      {
        columns: [
          { header: t.alarm, weight: 1.3, wrap: true },
          { header: t.setting, weight: 1.4, wrap: true },
          { header: t.vehicle, weight: 1.3, wrap: true },
          { header: t.start, weight: 1.2 },
          { header: t.stop, weight: 1.2 },
          { header: t.duration, weight: 0.8, align: 'right' as const },
          { header: t.detail, weight: 1, wrap: true },
          { header: t.priority, weight: 0.8 },
          { header: t.position, weight: 1.6, wrap: true },
          { header: t.acknowledged, weight: 0.8 },
          { header: t.comment, weight: 1.2, wrap: true },
        ],
        rows: sorted.map((row) => [
          ...cells(row),
          where(row.period),
          acknowledgement(row)[0]!,
          acknowledgement(row)[2]!,
        ]),
      },
    ],
    csv: {
      columns: [
        t.alarm,
        t.setting,
        t.vehicle,
        t.start,
        t.stop,
        t.duration,
        t.detail,
        t.priority,
        t.latitude,
        t.longitude,
        t.acknowledged,
        t.by,
        t.comment,
      ],
      rows: sorted.map((row) => {
        const hidden = row.period.positionHidden || row.period.latitude === undefined;
        return [
          ...cells(row),
          hidden ? MISSING_CELL : point(row.period.latitude!),
          hidden ? MISSING_CELL : point(row.period.longitude!),
          ...acknowledgement(row),
        ];
      }),
    },
  };
}

/**
 * DISCREPANCY (spec 02 §7, with alarmType and alarmName): the periods of the chosen alarms totalled per vehicle and
 * alarm: how many, how long in all, the first and the latest; the vehicles with the most first.
 */
export function discrepancyTable(
  rows: readonly AlarmReportRow[],
  lang: ReportLanguage,
  timeZone: string,
  untilMs: number,
): TableReport {
  const t = TEXTS[lang];
  const clock = new ZonedClock(timeZone);
  const groups = new Map<
    string,
    { vehicle: Cell; alarm: string; count: number; totalMs: number; first: number; last: number }
  >();
  for (const row of rows) {
    const key = `${row.vehicle || row.period.imei}\u0000${row.period.alarmName}`;
    const group = groups.get(key) ?? {
      vehicle: subject(row),
      alarm: label(row.period.alarmName, lang),
      count: 0,
      totalMs: 0,
      first: Number.POSITIVE_INFINITY,
      last: 0,
    };
    group.count += 1;
    group.totalMs += lengthMs(row.period, untilMs);
    group.first = Math.min(group.first, row.period.timestampStartMs);
    group.last = Math.max(group.last, row.period.timestampStartMs);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => b.count - a.count || String(a.vehicle).localeCompare(String(b.vehicle)),
  );
  const cells = (group: (typeof sorted)[number]): Cell[] => [
    group.vehicle,
    group.alarm,
    int(group.count),
    duration(group.totalMs),
    clock.dateTimeText(group.first),
    clock.dateTimeText(group.last),
  ];
  const headers = [t.vehicle, t.alarm, t.count, t.duration, t.first, t.last];
  return {
    summary: [
      { label: t.periods, value: int(rows.length) },
      { label: t.vehicles, value: int(new Set(sorted.map((group) => String(group.vehicle))).size) },
    ],
    sections: [
      {
        columns: [
          { header: t.vehicle, weight: 1.6, wrap: true },
          { header: t.alarm, weight: 1.6, wrap: true },
          { header: t.count, weight: 0.7, align: 'right' as const },
          { header: t.duration, weight: 0.9, align: 'right' as const },
          { header: t.first, weight: 1.2 },
          { header: t.last, weight: 1.2 },
        ],
        rows: sorted.map(cells),
        total: [t.total, '', int(rows.length), duration(sorted.reduce((sum, group) => sum + group.totalMs, 0)), '', ''],
      },
    ],
    csv: { columns: headers, rows: sorted.map(cells) },
  };
}
