import { extname } from 'node:path';

import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

import { FrontendDist } from './frontend-dist';

// Paths the BFF answers itself; everything else (GET/HEAD) belongs to the web app.
const BACKEND_PREFIXES = ['/api', '/health', '/metrics', '/version.json'];

export function isBackendPath(path: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app: static files, and index.html for any other path without a file extension so the
 * client-side router can take it (SPA fallback). Hashed assets are cached for long; index.html never is, so a new
 * deploy reaches browsers on the next load.
 */
@Injectable()
export class SpaMiddleware implements NestMiddleware {
  private readonly serveStatic: RequestHandler;

  constructor(@Inject(FrontendDist) private readonly dist: FrontendDist) {
    this.serveStatic = express.static(dist.root, {
      index: false,
      fallthrough: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes('/assets/');
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
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
    this.serveStatic(req, res, () => {
      if (extname(req.path) !== '') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(this.dist.indexPath);
    });
  }
}
