/**
 * The privacy rule of trips (spec 02 §5), the one every service applies: a private trip's times, places, path,
 * passages and description are its driver's alone. Everyone else (administrators and the superadmin included) gets
 * its day, distance and purpose only. The journal shapes its answers by it, the BFF's map hides a vehicle by it, and
 * tolls refuses to show or redo another driver's private passages by it.
 */

/** Purposes that make a trip private (PRIVATE_AUTO: set by the system, from the vehicle's default or a schedule). */
export const PRIVATE_PURPOSES: ReadonlySet<string> = new Set(['PRIVATE', 'PRIVATE_AUTO']);

export function isPrivatePurpose(purpose: string | null | undefined): boolean {
  return purpose !== null && purpose !== undefined && PRIVATE_PURPOSES.has(purpose);
}

/** A trip as the rule needs it: its purpose and its driver (null or 0: none). */
export interface TripOwnership {
  purpose: string | null | undefined;
  driverUserId: number | null | undefined;
}

/** Whether `viewerUserId` is kept from the trip's details: the trip is private and someone else's (or no one's). */
export function hidesPrivateTrip(viewerUserId: number, trip: TripOwnership): boolean {
  return isPrivatePurpose(trip.purpose) && Number(trip.driverUserId ?? 0) !== viewerUserId;
}
