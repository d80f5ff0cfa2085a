export {
  DEFAULT_DETECTOR_PARAMETERS,
  DETECTOR_PARAMETERS,
  detectorParameters,
  type DetectorParameters,
} from './detector-parameters';
export { detectTrips } from './detect-trips';
export { distanceM, isUsableFix, orderedFixes, type LatLon, type PositionFix } from './position-fix';
export { type DetectedTrip, type DetectorState, TripDetector } from './trip-detector';
