import { Global, Module } from '@nestjs/common';

import { AlarmPeriodsSource } from './alarm-periods';
import { ReportSources } from './report-sources';

/** The owners' gRPC clients, one set per process. */
@Global()
@Module({ providers: [ReportSources, AlarmPeriodsSource], exports: [ReportSources, AlarmPeriodsSource] })
export class SourcesModule {}
