import type { ApiResponse } from '../api-client';
import { PROBE_WEEK } from './world';

export const DAY_MS = 24 * 3_600_000;
/** An id no object has: what a foreign id must answer exactly like. */
export const NO_SUCH_ID = 2_000_000_000;
/** The probe week as the journal's query and the eco score's take it. */
export const WEEK = `fromTsMs=${PROBE_WEEK}&toTsMs=${PROBE_WEEK + 7 * DAY_MS}`;
export const ECO_WEEK = `fromMs=${PROBE_WEEK}&toMs=${PROBE_WEEK + 7 * DAY_MS}`;

/** A's admin and driver; B's admin, who sees A (its child) and B; ROOT, who sees everything. */
export type Actor = 'adminA' | 'driverA' | 'adminB' | 'root';

export interface ProbeRequest {
  path: string;
  body?: unknown;
  /** The selected organisation (x-organization-id). */
  organizationId?: number;
}

/** A refusal: status and catalogue code; or a check of an answer that filters the id out. */
export type Expected = readonly [number, string] | ((response: ApiResponse) => void);

export interface Probe {
  /** The OpenAPI operation, `METHOD /api/path/{param}`. */
  op: string;
  /**
   * The input swapped (`path:id`, `query:vehicleIds`, `body:permittedDrivers` …); `*` when the caller's role is
   * refused before any id is read.
   */
  input: string;
  as: Actor;
  /** Whose object the swapped id names, for the test's name. */
  of: string;
  id(): number;
  /** The request with `id` in the swapped input, everything else valid and the caller's own. */
  request(id: number): ProbeRequest;
  expect: Expected;
  /**
   * Whether an id that does not exist must answer the same (default: yes). A driver's colleague is in the driver's
   * own organisation, where a role's refusal (USER_FORBIDDEN …) may say that the colleague exists; B's admin and ROOT
   * see both organisations, so the rule relating two of their objects may say so too.
   */
  sameAsAbsent?: boolean;
  /** A hole in code another engineer owns: kept in the table, skipped, for them to turn on with their fix. */
  todo?: string;
}

export const missing = (code: string) => [404, code] as const;
export const refused = (code: string) => [403, code] as const;
export const ROOT_REQUIRED = refused('ROOT_REQUIRED');
export const ADMIN_REQUIRED = refused('ROOT_OR_ADMIN_REQUIRED');
/**
 * The rule that relates two objects (a driver to a vehicle, a user to an organisation) refuses any id that is not of
 * the organisation, one that does not exist included, so it tells nothing either (fleet's and auth's documented
 * answer, kept).
 */
export const NOT_OF_ORGANIZATION = (what: 'USER' | 'VEHICLE' | 'DEVICE') => refused(`DIFFERENT_ORGANIZATIONS_${what}`);
export const NOT_PERMITTED = [400, 'DRIVER_NOT_PERMITTED_FOR_VEHICLE'] as const;

/** A list or read that must leave the foreign trips out: 200, none of `ids` in the answer. */
export const withoutTrips =
  (ids: () => number[]) =>
  (response: ApiResponse): void => {
    expect(response.status).toBe(200);
    const listed = (response.body as Array<{ journal_id: number }>).map((entry) => entry.journal_id);
    expect(listed.filter((id) => ids().includes(id))).toEqual([]);
  };

/** A read of the trips named that must answer exactly `ids()`. */
export const onlyTrips =
  (ids: () => number[]) =>
  (response: ApiResponse): void => {
    expect(response.status).toBe(200);
    expect((response.body as Array<{ journal_id: number }>).map((entry) => entry.journal_id)).toEqual(ids());
  };

/** A vehicle's required fields, for the routes that create one. */
export const VEHICLE_BODY = {
  displayName: 'Probe van',
  defaultTripType: 'BUSINESS',
  benefitType: 'WORK',
  isoCountryCode: 'SE',
};

/** The path's `{id}` swapped; the body a value, or a function of the world when it names the world's objects. */
export function byId(op: string, as: Actor, of: string, id: () => number, expected: Expected, body?: unknown): Probe {
  return {
    op,
    input: 'path:id',
    as,
    of,
    id,
    request: (value) => ({
      path: op.split(' ')[1].replace('{id}', String(value)),
      body: typeof body === 'function' ? (body as () => unknown)() : body,
    }),
    expect: expected,
  };
}

/**
 * Two ids the caller may each see, of two organisations (B's admin sees A below it; ROOT sees everything), that the
 * route would relate: the rule relating them refuses (DIFFERENT_ORGANIZATIONS_* by default) and nothing changes.
 */
export function relation(
  op: string,
  input: string,
  as: Actor,
  of: string,
  id: () => number,
  request: (id: number) => ProbeRequest,
  expected: Expected = NOT_OF_ORGANIZATION('USER'),
): Probe {
  return { op, input, as, of, id, request, expect: expected, sameAsAbsent: false };
}

/** A route of the superadmin back office: A's admin is refused before any id is read (the request names B's). */
export function superadmin(op: string, request: () => ProbeRequest): Probe {
  return { op, input: '*', as: 'adminA', of: "B's objects", id: () => NO_SUCH_ID, request, expect: ROOT_REQUIRED };
}
