// Hardware makers and device models (spec 03 §3 Device). The server accepts exactly these device types; trackers are
// TAT100 and GL530MG (the devices service's is_tracker rule).
export const HARDWARE = ['TELTONIKA', 'QUECLINK'] as const;
export type Hardware = (typeof HARDWARE)[number];

export const DEVICE_MODELS: Record<Hardware, readonly string[]> = {
  TELTONIKA: [
    'FMB001',
    'FMT100',
    'FMC001',
    'TAT100',
    'FMB920',
    'FMM001',
    'FMC800',
    'FMC230',
    'FMM800',
    'FMM230',
    'FMB010',
    'FMC100',
  ],
  QUECLINK: ['GL530MG'],
};

export const TRACKER_MODELS: readonly string[] = ['TAT100', 'GL530MG'];
export const ALL_DEVICE_MODELS: readonly string[] = Object.values(DEVICE_MODELS).flat();

export const isTrackerModel = (deviceType: string): boolean => TRACKER_MODELS.includes(deviceType);

export function hardwareOf(deviceType: string): Hardware | '' {
  return HARDWARE.find((h) => DEVICE_MODELS[h].includes(deviceType)) ?? '';
}
