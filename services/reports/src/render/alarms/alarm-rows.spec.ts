import { alarmsEventsV1 } from '@fleetlog/contracts';

import { tableCsv } from '../summaries/table-report';
import { type AlarmReportRow, alarmEventsTable, discrepancyTable } from './alarm-rows';

const { AlarmName } = alarmsEventsV1;
const at = (iso: string) => Date.parse(iso);

function row(fields: Partial<alarmsEventsV1.AlarmPeriod>, vehicle = 'ABC123'): AlarmReportRow {
  return {
    period: alarmsEventsV1.AlarmPeriod.fromPartial({
      alarmName: AlarmName.GEO_ZONE,
      alarmSettingName: 'Depå',
      priority: 'MEDIUM',
      timestampStartMs: at('2026-11-23T07:00:00Z'),
      timestampStopMs: at('2026-11-23T07:30:00Z'),
      latitude: 59.33,
      longitude: 18.06,
      detail: 'ENTRY',
      ...fields,
    }),
    vehicle,
    acknowledgedBy: '',
  };
}

async function csv(report: ReturnType<typeof alarmEventsTable>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of tableCsv(report, ';')) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

describe('the alarm reports', () => {
  it('lists alarm events in time order, in Stockholm time, hiding a private trip’s position', async () => {
    const rows = [
      row({
        timestampStartMs: at('2026-11-23T09:00:00Z'),
        timestampStopMs: undefined,
        alarmName: AlarmName.CRASH,
        detail: 'IO 247 = 1',
        positionHidden: true,
        latitude: undefined,
        longitude: undefined,
      }),
      row({ acknowledged: true, comment: 'Kontrollerat' }),
    ];
    rows[1]!.acknowledgedBy = 'Admin Demo';
    const text = await csv(alarmEventsTable(rows, 'sv', 'Europe/Stockholm', at('2026-11-23T10:00:00Z')));
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Larm;Larminställning;Fordon/enhet;Start;Slut;Varaktighet;Detalj;Prioritet;Latitud;Longitud;Kvitterat;Kvitterat av;Kommentar',
    );
    expect(lines[1]).toBe(
      'Geozon;Depå;ABC123;2026-11-23 08:00;2026-11-23 08:30;0:30;ENTRY;MEDIUM;59.33000;18.06000;ja;Admin Demo;Kontrollerat',
    );
    expect(lines[2]).toBe('Krock;Depå;ABC123;2026-11-23 10:00;pågår;1:00;IO 247 = 1;MEDIUM;;;nej;;');
  });

  it('totals the periods per vehicle and alarm for the discrepancy report', async () => {
    const rows = [
      row({}),
      row({ timestampStartMs: at('2026-11-24T07:00:00Z'), timestampStopMs: at('2026-11-24T08:00:00Z') }),
      row({}, 'XYZ789'),
    ];
    const text = await csv(discrepancyTable(rows, 'en', 'Europe/Stockholm', at('2026-11-30T00:00:00Z')));
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Vehicle/tracker;Alarm;Count;Duration;First;Latest');
    expect(lines[1]).toBe('ABC123;Geofence;2;1:30;2026-11-23 08:00;2026-11-24 08:00');
    expect(lines[2]).toBe('XYZ789;Geofence;1;0:30;2026-11-23 08:00;2026-11-23 08:00');
  });
});
