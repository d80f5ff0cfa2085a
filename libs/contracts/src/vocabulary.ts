import {
  BenefitType_Value,
  DeviceType_Value,
  ResponseFrequency_Value,
  Role_Value,
  TripType_Value,
} from './generated/fleetlog/common/v1/vocabulary';

// The allowed names of each vocabulary, read from the generated enums of proto/fleetlog/common/v1/vocabulary.proto
// (the one place they are written). Messages carry the names as strings; the zero value is never one of them.

type NumericEnum = Record<string, string | number>;
/** The member names of a proto enum but its zero value (named `…_UNSPECIFIED` by convention, checked by a test). */
export type EnumNames<E extends NumericEnum> = Exclude<Extract<keyof E, string>, `${string}_UNSPECIFIED`>;
/** A non-empty list, as zod's `z.enum` wants it. */
export type NameList<N extends string> = readonly [N, ...N[]];

/** The names of a proto enum in declaration order, without the zero value. */
export function enumNames<E extends NumericEnum>(values: E): NameList<EnumNames<E>> {
  // A TypeScript numeric enum also maps numbers back to names; those keys are the numeric ones.
  const names = Object.keys(values).filter((key) => Number.isNaN(Number(key)) && values[key] !== 0);
  if (names.length === 0) throw new Error('a vocabulary enum without values');
  return names as unknown as NameList<EnumNames<E>>;
}

export type BenefitTypeName = EnumNames<typeof BenefitType_Value>;
export const BENEFIT_TYPES = enumNames(BenefitType_Value);

export type TripTypeName = EnumNames<typeof TripType_Value>;
export const TRIP_TYPES = enumNames(TripType_Value);

export type DeviceTypeName = EnumNames<typeof DeviceType_Value>;
export const DEVICE_TYPES = enumNames(DeviceType_Value);

export type RoleName = EnumNames<typeof Role_Value>;
export const ROLE_NAMES = enumNames(Role_Value);

/** A tracker's update frequency in hours: the numbers of the ResponseFrequency values, ascending. */
export type ResponseFrequencyHours = (typeof ResponseFrequency_Value)[EnumNames<typeof ResponseFrequency_Value>];
export const RESPONSE_FREQUENCY_HOURS: readonly ResponseFrequencyHours[] = enumNames(ResponseFrequency_Value).map(
  (name) => ResponseFrequency_Value[name],
);

export {
  BenefitType_Value,
  DeviceType_Value,
  ResponseFrequency_Value,
  Role_Value,
  TripType_Value,
} from './generated/fleetlog/common/v1/vocabulary';
