import type { EntityManager } from '@mikro-orm/postgresql';

import type { PlaceAtEnd, PlaceFields } from './place-rules';
import type { ScheduleTripType } from './schedule-rules';

export interface PlaceRow extends PlaceFields {
  placeId: number;
  userId: number;
  organizationId: number;
}

interface RawPlace {
  id: string;
  user_id: string;
  organization_id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  trip_type: ScheduleTripType | null;
  active_on_trip_start: boolean;
  active_on_trip_end: boolean;
  description: string;
}

const COLUMNS = `"id", "user_id", "organization_id", "name", "address", "latitude", "longitude", "radius_m", "trip_type",
  "active_on_trip_start", "active_on_trip_end", "description"`;

const placeOf = (raw: RawPlace): PlaceRow => ({
  placeId: Number(raw.id),
  userId: Number(raw.user_id),
  organizationId: Number(raw.organization_id),
  name: raw.name,
  address: raw.address,
  latitude: raw.latitude,
  longitude: raw.longitude,
  radiusM: raw.radius_m,
  tripType: raw.trip_type,
  activeOnTripStart: raw.active_on_trip_start,
  activeOnTripEnd: raw.active_on_trip_end,
  description: raw.description,
});

const values = (place: PlaceFields) => [
  place.name,
  place.address,
  place.latitude,
  place.longitude,
  place.radiusM,
  place.tripType,
  place.activeOnTripStart,
  place.activeOnTripEnd,
  place.description,
];

/** Users' saved places (table `places`). */
export class PlacesRepository {
  constructor(private readonly em: EntityManager) {}

  async list(userId: number): Promise<PlaceRow[]> {
    const rows = await this.em.execute<RawPlace[]>(
      `select ${COLUMNS} from "journal"."places" where "user_id" = ? order by lower("name"), "id"`,
      [userId],
    );
    return rows.map(placeOf);
  }

  /** One place of the user (any user's when userId is null); undefined when there is none. */
  async find(placeId: number, userId: number | null, forUpdate = false): Promise<PlaceRow | undefined> {
    const [row] = await this.em.execute<RawPlace[]>(
      `select ${COLUMNS} from "journal"."places" where "id" = ?${userId === null ? '' : ' and "user_id" = ?'}
       ${forUpdate ? 'for update' : ''}`,
      userId === null ? [placeId] : [placeId, userId],
    );
    return row && placeOf(row);
  }

  async create(userId: number, organizationId: number, place: PlaceFields, by: number): Promise<number> {
    const [row] = await this.em.execute<Array<{ id: string }>>(
      `insert into "journal"."places" ("user_id", "organization_id", "name", "address", "latitude", "longitude",
         "radius_m", "trip_type", "active_on_trip_start", "active_on_trip_end", "description", "updated_by")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"`,
      [userId, organizationId, ...values(place), by],
    );
    return Number(row.id);
  }

  async update(placeId: number, place: PlaceFields, by: number): Promise<void> {
    await this.em.execute(
      `update "journal"."places" set "name" = ?, "address" = ?, "latitude" = ?, "longitude" = ?, "radius_m" = ?,
         "trip_type" = ?, "active_on_trip_start" = ?, "active_on_trip_end" = ?, "description" = ?, "updated_by" = ?,
         "updated_at" = now()
       where "id" = ?`,
      [...values(place), by, placeId],
    );
  }

  async delete(placeId: number): Promise<void> {
    await this.em.execute(`delete from "journal"."places" where "id" = ?`, [placeId]);
  }
}

const containing = `"user_id" = ? and st_dwithin("centre", st_setsrid(st_makepoint(?, ?), 4326)::geography, "radius_m")`;
const nearest = `order by st_distance("centre", st_setsrid(st_makepoint(?, ?), 4326)::geography), "id" limit 1`;

/**
 * The nearest of the user's places that contains the point and gives a trip type at this end of a trip (active at
 * trip start, or at trip end).
 */
export async function placeGivingTripType(
  em: EntityManager,
  userId: number,
  latitude: number,
  longitude: number,
  end: 'start' | 'stop',
): Promise<PlaceAtEnd | undefined> {
  const active = end === 'start' ? '"active_on_trip_start"' : '"active_on_trip_end"';
  const [row] = await em.execute<Array<{ trip_type: ScheduleTripType; description: string }>>(
    `select "trip_type", "description" from "journal"."places"
     where ${containing} and ${active} and "trip_type" is not null ${nearest}`,
    [userId, longitude, latitude, longitude, latitude],
  );
  return row && { tripType: row.trip_type, description: row.description };
}

/** The name of the nearest of the user's places that contains the point (saved places name trip ends). */
export async function placeNameAt(
  em: EntityManager,
  userId: number,
  latitude: number,
  longitude: number,
): Promise<string | undefined> {
  const [row] = await em.execute<Array<{ name: string }>>(
    `select "name" from "journal"."places" where ${containing} ${nearest}`,
    [userId, longitude, latitude, longitude, latitude],
  );
  return row?.name;
}
