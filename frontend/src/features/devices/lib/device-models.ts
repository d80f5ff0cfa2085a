// Hardware makers and device models (spec 03 §3 Device). The server accepts exactly the vocabulary's device types;
// every model is Teltonika's but Queclink's GL530MG. Trackers are TAT100 and GL530MG (the devices service's
// is_tracker rule).
import { DEVICE_TYPES } from '../../../api/vocabulary';
import type { DeviceType } from '../api/types';

export const HARDWARE = ['TELTONIKA', 'QUECLINK'] as const;
export type Hardware = (typeof HARDWARE)[number];

const QUECLINK_MODELS: readonly DeviceType[] = ['GL530MG'];

export const DEVICE_MODELS: Record<Hardware, readonly DeviceType[]> = {
  TELTONIKA: DEVICE_TYPES.filter((model) => !QUECLINK_MODELS.includes(model)),
  QUECLINK: QUECLINK_MODELS,
};

export const TRACKER_MODELS: readonly DeviceType[] = ['TAT100', 'GL530MG'];
export const ALL_DEVICE_MODELS: readonly DeviceType[] = Object.values(DEVICE_MODELS).flat();

export const isDeviceType = (value: string): value is DeviceType => (DEVICE_TYPES as readonly string[]).includes(value);

export const isTrackerModel = (deviceType: string): boolean =>
  (TRACKER_MODELS as readonly string[]).includes(deviceType);

export function hardwareOf(deviceType: string): Hardware | '' {
  return HARDWARE.find((h) => (DEVICE_MODELS[h] as readonly string[]).includes(deviceType)) ?? '';
}
