import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

/** Spec 03: the AVL log shows 8 packets a page. */
export const AVL_PAGE_SIZE = 8;
/** The longest range one request may span; keeps a query within a month of daily partitions. */
export const AVL_MAX_RANGE_MS = 31 * 24 * 60 * 60 * 1000;

export interface AvlLogQuery {
  imei: string;
  startMs: number;
  stopMs: number;
  page: number;
}

/** Validates a ListAvlPackets request (spec 03: "a date range is required before fetching"). */
export function parseAvlLogRequest(input: {
  imei?: string;
  startMs?: number;
  stopMs?: number;
  page?: number;
}): AvlLogQuery {
  const imei = (input.imei ?? '').trim();
  const startMs = Number(input.startMs ?? 0);
  const stopMs = Number(input.stopMs ?? 0);
  const page = Number(input.page ?? 0);
  if (!imei) throw new DomainError(ErrorCode.MISSING_FIELDS, 'imei is required', { field: 'imei' });
  if (!(startMs > 0)) throw new DomainError(ErrorCode.MISSING_FIELDS, 'start is required', { field: 'start' });
  if (!(stopMs > 0)) throw new DomainError(ErrorCode.MISSING_FIELDS, 'stop is required', { field: 'stop' });
  if (!/^\d{8,20}$/.test(imei)) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'imei must be digits', { field: 'imei' });
  }
  if (stopMs <= startMs) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'stop must be after start', { field: 'stop' });
  }
  if (stopMs - startMs > AVL_MAX_RANGE_MS) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'the range may span at most 31 days', { field: 'stop' });
  }
  if (!Number.isInteger(page) || page < 0 || page > 100_000) {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'page must be a non-negative integer', { field: 'page' });
  }
  return { imei, startMs, stopMs, page };
}
