import { extname } from 'node:path';

import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

import { FrontendDist } from './frontend-dist';

// Paths the BFF answers itself; everything else (GET/HEAD) belongs to the web app.
const BACKEND_PREFIXES = ['/api', '/health', '/metrics', '/version.json'];

export function isBackendPath(path: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app: static files, and index.html for any other path without a file extension so the
 * client-side router can take it (SPA fallback). Hashed assets (/assets) are cached for a year as immutable;
 * everything else (index.html, public files) is revalidated on each load (ETag), so a new deploy reaches browsers on
 * the next load. Files are sent as the build precompressed them (brotli `.br` or gzip `.gz` beside each, see
 * frontend/vite.config.ts) when the browser accepts it, so nothing is compressed per request.
 */
@Injectable()
export class SpaMiddleware implements NestMiddleware {
  // express-static-gzip lists the compressed copies once; a new build (index.html rewritten) gets a new list.
  private served: { builtAt: number; handler: RequestHandler } | undefined;

  constructor(@Inject(FrontendDist) private readonly dist: FrontendDist) {}

  private serveStatic(): RequestHandler {
    const builtAt = this.dist.buildDate().getTime();
    if (this.served?.builtAt !== builtAt) {
      this.served = {
        builtAt,
        handler: expressStaticGzip(this.dist.root, {
          enableBrotli: true,
          orderPreference: ['br', 'gzip'],
          index: false,
          serveStatic: { index: false, fallthrough: true, setHeaders: cacheHeaders },
        }) as RequestHandler,
      };
    }
    return this.served.handler;
  }

  use(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isBackendPath(req.path)) {
      next();
      return;
    }
    if (!this.dist.isAvailable()) {
      res
        .status(503)
        .type('text/plain')
        .send(
          `The web app is not built: ${this.dist.indexPath} does not exist. ` +
            'Build it with `npm run build -w frontend` or point FRONTEND_DIST at a built copy. The API is at /api.',
        );
      return;
    }
    this.serveStatic()(req, res, () => {
      if (extname(req.path) !== '') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(this.dist.indexPath);
    });
  }
}

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = filePath.includes('/assets/');
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
