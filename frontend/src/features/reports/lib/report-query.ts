// The query string of GET /api/report/{type}/{format}: ids and recipients comma-separated, unset filters left out.
import type { ReportRequest } from '../api/types';

export type ReportQuery = Record<string, string | number | boolean | undefined>;

const list = (values: readonly (number | string)[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;

export function reportQuery(req: ReportRequest): ReportQuery {
  return {
    fromTsMs: req.fromTsMs,
    toTsMs: req.toTsMs,
    vehicleIds: list(req.vehicleIds),
    driverIds: list(req.driverIds),
    organizationIds: list(req.organizationIds),
    allVehicles: req.allVehicles || undefined,
    timeZone: req.timeZone,
    showPrivate: req.showPrivate,
    tripFilter: req.tripFilter,
    fileName: req.fileName || undefined,
    lang: req.lang,
    csvDelimiter: req.csvDelimiter,
    email: list(req.email),
  };
}
