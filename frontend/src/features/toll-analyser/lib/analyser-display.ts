import { readViewSetting, removeViewSetting, writeViewSetting } from '../../../lib/local-settings';

// The analyser's display choices, remembered in localStorage (spec 03 §2): a stored state with a version under
// DISPLAY_VERSION is dropped (its shape is older than the screen's), as is anything that is not a state at all.

export const DISPLAY_VERSION = 2;
export const DISPLAY_SETTING = 'tollAnalyser';

export const DISPLAY_TOGGLES = [
  'coordinates',
  'stations',
  'originalPath',
  'selectedCoordinates',
  'smoothedPath',
  'allStations',
] as const;
export type DisplayToggle = (typeof DISPLAY_TOGGLES)[number];

export interface AnalyserDisplay {
  version: number;
  toggles: Record<DisplayToggle, boolean>;
  /** Spec 03 §9: the list hides stations with a cp_id number below 100000 when debug is on. */
  debug: boolean;
}

export const DEFAULT_DISPLAY: AnalyserDisplay = {
  version: DISPLAY_VERSION,
  toggles: {
    coordinates: false,
    stations: true,
    originalPath: true,
    selectedCoordinates: true,
    smoothedPath: false,
    allStations: false,
  },
  debug: false,
};

/** A stored value as the display state: the defaults for an older version or anything malformed. */
export function parseDisplay(stored: unknown): AnalyserDisplay {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_DISPLAY;
  const { version, toggles, debug } = stored as Partial<AnalyserDisplay>;
  if (typeof version !== 'number' || version < DISPLAY_VERSION) return DEFAULT_DISPLAY;
  const saved = typeof toggles === 'object' && toggles !== null ? toggles : {};
  const merged = Object.fromEntries(
    DISPLAY_TOGGLES.map((key) => {
      const value = (saved as Partial<Record<DisplayToggle, unknown>>)[key];
      return [key, typeof value === 'boolean' ? value : DEFAULT_DISPLAY.toggles[key]];
    }),
  ) as Record<DisplayToggle, boolean>;
  return { version: DISPLAY_VERSION, toggles: merged, debug: debug === true };
}

export function loadDisplay(): AnalyserDisplay {
  const stored = readViewSetting<unknown>(DISPLAY_SETTING);
  const display = parseDisplay(stored);
  if (stored !== undefined && display === DEFAULT_DISPLAY) removeViewSetting(DISPLAY_SETTING);
  return display;
}

export function saveDisplay(display: AnalyserDisplay): void {
  writeViewSetting(DISPLAY_SETTING, { ...display, version: DISPLAY_VERSION });
}
