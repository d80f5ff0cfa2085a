import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Origins the map loads its background tiles from (OpenLayers' OSM source), e.g. https://tile.openstreetmap.org. */
  mapTileOrigins: string[];
}

/**
 * Response headers of every answer (API, web app, docs), set by helmet:
 * - a content security policy the built web app passes: scripts only from this origin; styles from this origin and
 *   inline, because MUI's emotion writes its rules into <style> elements at run time; images also from the map tile
 *   origins, data: and blob: (OpenLayers draws into canvases and exports them); no plugins; no framing;
 * - `X-Frame-Options: DENY` for browsers without frame-ancestors, `X-Content-Type-Options: nosniff`,
 *   `Referrer-Policy: no-referrer`, and helmet's other defaults (HSTS, cross-origin policies).
 * `upgrade-insecure-requests` is left out: the app is also served over plain HTTP on localhost, where it would
 * break every request; TLS is the ingress's job.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.mapTileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.mapTileOrigins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/** API answers are per user and per moment: no cache (browser, proxy or back/forward) may keep them. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
