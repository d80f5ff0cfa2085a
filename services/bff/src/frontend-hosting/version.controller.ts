import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../common/access.decorators';
import { ApiJsonResponse } from '../common/openapi';
import { BFF_CONFIG, type BffConfig } from '../config';
import { FrontendDist } from './frontend-dist';
import { type VersionJson, VersionSchema } from './version.schemas';

/** The app-version document the web app polls every 60 s (spec 01 §4.1) to notice a new deploy. */
@ApiTags('frontend')
@Controller()
export class VersionController {
  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(FrontendDist) private readonly dist: FrontendDist,
  ) {}

  @Public()
  @Get('version.json')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Version and build date of the web app' })
  @ApiJsonResponse(VersionSchema)
  version(): VersionJson {
    return { version: this.config.version, date: this.dist.buildDate().toISOString() };
  }
}
