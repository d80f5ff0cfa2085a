import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

export interface ProviderConfig {
  /** Name in errors and logs: 'SIM', 'SMS', 'FOTA'. */
  name: string;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface ProviderResponse {
  status: number;
  json: unknown;
}

/**
 * One JSON call to an external provider. No URL configured → SERVICE_NOT_CONFIGURED; network failure, timeout or
 * a 5xx → INTERNAL naming the provider; the caller decides what a 4xx means (the status is returned).
 */
export async function callProvider(config: ProviderConfig, request: ProviderRequest): Promise<ProviderResponse> {
  if (!config.baseUrl) {
    throw new DomainError(ErrorCode.SERVICE_NOT_CONFIGURED, `${config.name} service not configured`, {
      provider: config.name,
    });
  }
  const url = `${config.baseUrl.replace(/\/+$/, '')}${request.path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.apiKey) headers['x-api-key'] = config.apiKey;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new DomainError(ErrorCode.INTERNAL, `${config.name} service unreachable`, {
      provider: config.name,
      cause: error instanceof Error ? error.name : 'unknown',
    });
  }
  const text = await response.text();
  if (response.status >= 500) {
    throw new DomainError(ErrorCode.INTERNAL, `${config.name} service failed with ${response.status}`, {
      provider: config.name,
      status: String(response.status),
    });
  }
  let json: unknown = null;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new DomainError(ErrorCode.INTERNAL, `${config.name} service sent a malformed response`, {
        provider: config.name,
      });
    }
  }
  return { status: response.status, json };
}

export function stringField(json: unknown, ...names: string[]): string {
  if (json === null || typeof json !== 'object') return '';
  for (const name of names) {
    const value = (json as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

/** A 4xx the caller did not map: the provider refused the request. */
export function refused(config: ProviderConfig, status: number): DomainError {
  return new DomainError(ErrorCode.INTERNAL, `${config.name} service refused the request (${status})`, {
    provider: config.name,
    status: String(status),
  });
}
