// Default vehicle (spec 01 §9): the user's default, else checked-in, else permitted vehicle, else the first.
export function chooseDefaultVehicle(
  vehicleIds: readonly number[],
  user: { defaultVehicles?: number[]; currentVehicle?: number[]; permittedVehicles?: number[] } | null,
): number | null {
  const available = new Set(vehicleIds);
  const preferred = [
    ...(user?.defaultVehicles ?? []),
    ...(user?.currentVehicle ?? []),
    ...(user?.permittedVehicles ?? []),
  ];
  return preferred.find((id) => available.has(id)) ?? vehicleIds[0] ?? null;
}
