// Map defaults of spec 01 §9.
export const DEFAULT_CENTER = { lat: 59.33, lon: 18.06 };
export const DEFAULT_ZOOM = 5;
export const SINGLE_VEHICLE_ZOOM = 17;
export const FIT_PADDING = 50;
