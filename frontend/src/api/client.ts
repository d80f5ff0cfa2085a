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
  /**
   * Gets a new access token (the refresh cookie) after `failedToken` was refused: true when getToken() now answers
   * a usable one, false when the login is over; rejects when the refresh could not be asked. The client calls it
   * once for all requests refused at the same time.
   */
  refreshSession(failedToken: string): Promise<boolean>;
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
  // Extra headers (the session routes' proof that the app itself calls them).
  headers?: Record<string, string>;
}

const noHooks: ApiClientHooks = {
  getToken: () => null,
  getOrganizationId: () => null,
  getShowArchived: () => false,
  refreshSession: () => Promise.resolve(false),
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

function buildHeaders(opts: RequestOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.isPublic) {
    headers['x-public'] = 'true';
    return headers;
  }
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

// The refresh in progress, shared by every request refused meanwhile (single flight: the refresh token is single use).
let refreshing: Promise<boolean> | null = null;

function refreshOnce(failedToken: string): Promise<boolean> {
  refreshing ??= hooks.refreshSession(failedToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Proactive renewal shortly before the token expires, through the same single flight as the 401 path. */
export function renewSession(): Promise<boolean> {
  const token = hooks.getToken();
  return token ? refreshOnce(token) : Promise.resolve(false);
}

/** One attempt; a failure is an ApiError, not yet reported. */
async function send(method: string, path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      headers: buildHeaders(opts, token),
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch (err) {
    const timedOut = controller.signal.aborted;
    throw timedOut
      ? new ApiError(TIMEOUT_STATUS, '', 'Time Out')
      : new ApiError(SETUP_FAILURE_STATUS, '', err instanceof Error ? err.message : 'Error');
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) throw await readError(res);
  return res;
}

/**
 * Access tokens live minutes: a 401 first gets one silent refresh and the request is sent again; only when that
 * fails does the §8.1 reaction (logout to the login page) happen.
 */
async function sendWithRefresh(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const token = opts.isPublic ? null : hooks.getToken();
  try {
    return await send(method, path, opts, token);
  } catch (error) {
    if (opts.isPublic || !token || !(error instanceof ApiError) || error.status !== 401) throw error;
    // A refresh finished while this request was on its way: the new token needs no second refresh.
    let renewed: boolean;
    try {
      renewed = hooks.getToken() !== token || (await refreshOnce(token));
    } catch (refreshError) {
      // The refresh could not be asked (network, server error): that failure is shown, the login is not over.
      throw refreshError instanceof ApiError ? refreshError : error;
    }
    const next = hooks.getToken();
    if (!renewed || !next || next === token) throw error;
    return send(method, path, opts, next);
  }
}

/**
 * The successful answer itself, its body unread: for the few callers that read a body as it arrives (report
 * downloads showing their progress). Failures are handled as request()'s are.
 */
export async function requestResponse(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  if (!opts.isPublic && !hooks.getToken()) {
    fail(new ApiError(401, 'MISSING_TOKEN', 'Not logged in'), opts);
  }
  try {
    return await sendWithRefresh(method, path, opts);
  } catch (error) {
    fail(error instanceof ApiError ? error : new ApiError(SETUP_FAILURE_STATUS, '', 'Error'), opts);
  }
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await requestResponse(method, path, opts);
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
