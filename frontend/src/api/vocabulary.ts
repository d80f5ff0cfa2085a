// The platform's vocabularies (proto/fleetlog/common/v1/vocabulary.proto, through the BFF's schemas) as the BFF's
// OpenAPI document lists them: the value arrays openapi-typescript generates, in their declaration order, under the
// names the app uses. A screen that shows a vocabulary in another order says that order with `inDisplayOrder`.
import {
  addDeviceBodyDeviceTypeValues,
  createVehicleBodyBenefitTypeValues,
  createVehicleBodyDefaultTripTypeValues,
  deviceTabValues,
  frequencyBodyValueValues,
  userRolesValues,
} from './generated/bff-api';

export const BENEFIT_TYPES = createVehicleBodyBenefitTypeValues;
export const TRIP_TYPES = createVehicleBodyDefaultTripTypeValues;
export const DEVICE_TYPES = addDeviceBodyDeviceTypeValues;
export const ROLES = userRolesValues;
/** '24-h' … '1-h', as the frequency route takes them. */
export const FREQUENCY_VALUES = frequencyBodyValueValues;
/** The devices screen's tabs, in the order the devices service classifies them. */
export const DEVICE_TABS = deviceTabValues;

/**
 * The values of a vocabulary in a screen's order. Values the order does not name follow in their own order, so a
 * value added to the vocabulary still shows; each screen's spec checks that its order names every value.
 */
export function inDisplayOrder<T>(values: readonly T[], order: readonly T[]): readonly T[] {
  const rank = (value: T) => {
    const index = order.indexOf(value);
    return index < 0 ? order.length : index;
  };
  return [...values].sort((a, b) => rank(a) - rank(b));
}
