import type { fleetV1 } from '@fleetlog/contracts';
import { z } from 'zod';

/**
 * The registry's answer for GET {VEHICLE_REGISTRY_URL}/vehicles/{REG} (the contract the stand-in server of the
 * integration tests implements; see README). Unknown fields are ignored.
 */
export const registryVehicleSchema = z.object({
  registration_number: z.string(),
  make: z.string().default(''),
  model: z.string().default(''),
  model_year: z.number().int().nullish(),
  hybrid: z.boolean().default(false),
  // Percentage of driving on the first fuel (plug-in hybrids); absent means 100 for one fuel, 50 for two.
  primary_fuel_share_percent: z.number().min(0).max(100).nullish(),
  fuels: z
    .array(
      z.object({
        fuel: z.string(),
        unit: z.string().default(''),
        consumption: z.number().nonnegative().nullish(),
        co2_g_km: z.number().nonnegative().nullish(),
      }),
    )
    .max(2)
    .default([]),
});

export type RegistryVehicle = z.infer<typeof registryVehicleSchema>;

export function toVehicleInfo(vehicle: RegistryVehicle): fleetV1.VehicleInfo {
  const [first, second] = vehicle.fuels;
  const share = vehicle.primary_fuel_share_percent ?? (second ? 50 : 100);
  return {
    fuel1: first ? { svName: first.fuel, consumptionUnit: first.unit } : undefined,
    fuel2: second ? { svName: second.fuel, consumptionUnit: second.unit } : undefined,
    consumption1: first?.consumption ?? 0,
    consumption2: second?.consumption ?? 0,
    co2GKm1: first?.co2_g_km ?? 0,
    co2GKm2: second?.co2_g_km ?? 0,
    proportion1: Math.round(share),
    brand: vehicle.make,
    model: vehicle.model,
    modelYear: vehicle.model_year ?? 0,
    hybrid: vehicle.hybrid || vehicle.fuels.length > 1,
  };
}

// Standard plates (ABC123, ABC12A) and personal plates (2–7 letters or digits with at least one letter).
const SWEDISH_STANDARD = /^[A-Z]{3}[0-9]{2}[A-Z0-9]$/;
const SWEDISH_PERSONAL = /^(?=.*[A-ZÅÄÖ])[A-ZÅÄÖ0-9]{2,7}$/;

export function isSwedishRegistry(registry: string): boolean {
  return SWEDISH_STANDARD.test(registry) || SWEDISH_PERSONAL.test(registry);
}
