import { alarmsEventsV1, telemetryV1 } from '@fleetlog/contracts';

import { trackerConditions } from './tracker-events';

const { AlarmName } = alarmsEventsV1;

function record(eventIoId: number, rawIo: Record<number, string>): telemetryV1.PositionRecord {
  return telemetryV1.PositionRecord.fromPartial({ timestampMs: 1, latitude: 59, longitude: 18, eventIoId, rawIo });
}

describe("the trackers' own alarms", () => {
  it("reads Teltonika's event IO elements: towing, crash, jamming, unplug", () => {
    expect(trackerConditions('8E', record(246, { 246: '1' }))).toEqual([
      { alarm: AlarmName.TOWING, change: 'START', detail: 'IO 246' },
    ]);
    expect(trackerConditions('8E', record(246, { 246: '0' }))[0]!.change).toBe('END');
    expect(trackerConditions('8E', record(247, { 247: '2' }))).toEqual([
      { alarm: AlarmName.CRASH, change: 'MOMENT', detail: 'IO 247 = 2' },
    ]);
    expect(trackerConditions('8E', record(247, { 247: '0' }))).toEqual([]);
    expect(trackerConditions('8', record(249, { 249: '1' }))[0]).toMatchObject({
      alarm: AlarmName.JAMMING,
      change: 'START',
    });
    expect(trackerConditions('8', record(252, { 252: '1' }))[0]).toMatchObject({
      alarm: AlarmName.UNPLUG,
      change: 'START',
    });
  });

  it('ignores a periodic report that carries the element without being caused by it', () => {
    expect(trackerConditions('8E', record(0, { 247: '1', 249: '1' }))).toEqual([]);
    expect(trackerConditions('8E', record(239, { 239: '1' }))).toEqual([]);
    expect(trackerConditions('8E', record(249, { 249: 'x' }))).toEqual([]);
  });

  it("reads Queclink's alarm reports by their type", () => {
    expect(trackerConditions('GTCRA', record(0, {}))[0]).toMatchObject({ alarm: AlarmName.CRASH, change: 'MOMENT' });
    expect(trackerConditions('GTJDR', record(0, {}))[0]).toMatchObject({ alarm: AlarmName.JAMMING });
    expect(trackerConditions('GTFRI', record(0, {}))).toEqual([]);
  });
});
