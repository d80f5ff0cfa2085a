// The one HTTP client of the app (spec 01 §7, §8.1). Components never call fetch; per-resource functions in
// features/*/api call this, and the session store plugs in the token, organisation and the error reactions.
import type { ApiErrorBody } from './types';

export const REQUEST_TIMEOUT_MS = 60_000;

// 508 is what the product shows for a request that ran out of time (spec 01 §8.1).
export const TIMEOUT_STATUS = 508;
// Status used when the request could not even be sent (network down, bad setup): shown as 'Error'.
export const SETUP_FAILURE_STATUS = 0;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errorId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientHooks {
  getToken(): string | null;
  getOrganizationId(): number | null;
  getShowArchived(): boolean;
  onUnauthorized(): void;
  onError(error: ApiError): void;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  // Public requests (login, password reset) carry no token and never trigger the session-expired reaction.
  isPublic?: boolean;
  // Set false when the caller shows the failure itself (inline form messages).
  notify?: boolean;
  showArchived?: boolean;
  // Superadmin screens read other organisations than the selected one.
  organizationId?: number;
}

const noHooks: ApiClientHooks = {
  getToken: () => null,
  getOrganizationId: () => null,
  getShowArchived: () => false,
  onUnauthorized: () => undefined,
  onError: () => undefined,
};
let hooks: ApiClientHooks = noHooks;

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([k, v]) => {
    if (v !== undefined) params.set(k, String(v));
  });
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function buildHeaders(opts: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.isPublic) {
    headers['x-public'] = 'true';
    return headers;
  }
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const orgId = opts.organizationId ?? hooks.getOrganizationId();
  if (orgId) headers['x-organization-id'] = String(orgId);
  headers['x-show-archived'] = String(opts.showArchived ?? hooks.getShowArchived());
  return headers;
}

async function readError(res: Response): Promise<ApiError> {
  let body: ApiErrorBody = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // Not JSON (proxy error page): the status alone decides the message.
  }
  return new ApiError(res.status, body.code ?? '', body.message ?? res.statusText, body.errorId);
}

function fail(error: ApiError, opts: RequestOptions): never {
  if (error.status === 401 && !opts.isPublic) {
    hooks.onUnauthorized();
  } else if (opts.notify !== false) {
    hooks.onError(error);
  }
  throw error;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  if (!opts.isPublic && !hooks.getToken()) {
    fail(new ApiError(401, 'MISSING_TOKEN', 'Not logged in'), opts);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      headers: buildHeaders(opts),
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch (err) {
    const timedOut = controller.signal.aborted;
    const error = timedOut
      ? new ApiError(TIMEOUT_STATUS, '', 'Time Out')
      : new ApiError(SETUP_FAILURE_STATUS, '', err instanceof Error ? err.message : 'Error');
    fail(error, opts);
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) fail(await readError(res), opts);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T = void>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};
