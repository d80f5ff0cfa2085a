import type { QueclinkPosition, RecordToEncode } from '../protocols';
import type { DriveSample } from './drive-model';

// The IO elements a Teltonika FMB/FMC device sends in its default configuration, by their AVL ids.
const IO = {
  gsmSignal: 21,
  externalVoltage: 66,
  batteryVoltage: 67,
  batteryLevel: 113,
  totalOdometer: 16,
  ignition: 239,
  movement: 240,
  greenDrivingType: 253,
  greenDrivingValue: 254,
} as const;

/** A sample as a Codec 8 record; an ignition change is the record's event (as the device reports it). */
export function teltonikaRecord(sample: DriveSample, ignitionChanged = false): RecordToEncode {
  const green = sample.greenDriving;
  return {
    timestampMs: sample.timestampMs,
    priority: ignitionChanged || green ? 1 : 0,
    longitude: sample.longitude,
    latitude: sample.latitude,
    altitudeM: sample.altitudeM,
    angleDeg: sample.headingDeg,
    satellites: sample.satellites,
    speedKmh: sample.speedKmh,
    eventIoId: ignitionChanged ? IO.ignition : green ? IO.greenDrivingType : 0,
    io: [
      { id: IO.ignition, size: 1, value: sample.ignition ? 1 : 0 },
      { id: IO.movement, size: 1, value: sample.movement ? 1 : 0 },
      { id: IO.gsmSignal, size: 1, value: sample.gsmSignal },
      { id: IO.batteryLevel, size: 1, value: sample.batteryLevelPct },
      { id: IO.externalVoltage, size: 2, value: sample.externalVoltageMv },
      { id: IO.batteryVoltage, size: 2, value: sample.batteryVoltageMv },
      { id: IO.totalOdometer, size: 4, value: sample.odometerM },
      // Green driving: the record of a harsh manoeuvre's onset, its type and its acceleration in hundredths of g.
      ...(green
        ? [
            { id: IO.greenDrivingType, size: 1 as const, value: green.type },
            { id: IO.greenDrivingValue, size: 1 as const, value: Math.min(255, green.valueCentiG) },
          ]
        : []),
    ],
  };
}

/** A sample as one position of an @Track report (accuracy 0 means no fix). */
export function queclinkPosition(sample: DriveSample): QueclinkPosition {
  return {
    timestampMs: sample.timestampMs,
    latitude: sample.latitude,
    longitude: sample.longitude,
    altitudeM: sample.altitudeM,
    angleDeg: sample.headingDeg,
    speedKmh: sample.speedKmh,
    accuracy: sample.satellites === 0 ? 0 : Math.max(1, Math.round(sample.hdop)),
  };
}
