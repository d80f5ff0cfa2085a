import { ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { CookieOptions, Request, Response } from 'express';

/** The refresh token's cookie: only the session routes below /api/session ever receive it. */
export const REFRESH_COOKIE = 'fleetlog_refresh';
export const REFRESH_COOKIE_PATH = '/api/session';
/**
 * The web app sends this header on refresh and logout. A cross-site page cannot: a custom header needs a CORS
 * preflight, which the BFF never grants.
 */
export const SESSION_HEADER = 'x-fleetlog-session';

function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(response: Response, token: string, expiresAtMs: number, secure: boolean): void {
  response.cookie(REFRESH_COOKIE, token, { ...cookieOptions(secure), expires: new Date(expiresAtMs) });
}

export function clearRefreshCookie(response: Response, secure: boolean): void {
  response.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}

/** The refresh token from the Cookie header; base64url needs no decoding. */
export function readRefreshCookie(request: Request): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === REFRESH_COOKIE) return part.slice(separator + 1).trim();
  }
  return '';
}

/**
 * Defence in depth beside SameSite=Strict: the request must carry the app's header, and a browser's Origin (and
 * Sec-Fetch-Site, where sent) must say the page is this site's own.
 */
export function assertSameSite(request: Request, publicUrl: string): void {
  const refuse = (reason: string): never => {
    throw new DomainError(ErrorCode.UNAUTHENTICATED, `session request refused: ${reason}`);
  };
  if (request.get(SESSION_HEADER) !== '1') refuse(`missing ${SESSION_HEADER} header`);
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') refuse('cross-site request');
  const origin = request.get('origin');
  if (origin === undefined) return;
  const own = [new URL(publicUrl).origin, `${request.protocol}://${request.get('host') ?? ''}`];
  if (!own.includes(origin)) refuse('foreign origin');
}
