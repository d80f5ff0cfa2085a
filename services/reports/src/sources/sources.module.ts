import { Global, Module } from '@nestjs/common';

import { ReportSources } from './report-sources';

/** The owners' gRPC clients, one set per process. */
@Global()
@Module({ providers: [ReportSources], exports: [ReportSources] })
export class SourcesModule {}
