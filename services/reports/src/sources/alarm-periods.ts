import { alarmsEventsV1, alarmsV1 } from '@fleetlog/contracts';
import { callGrpc, grpcClientOptions } from '@fleetlog/grpc';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';

import { REPORTS_CONFIG, type ReportsConfig } from '../config';
import type { ReportActor } from './report-actor';

type ClosableClient = ClientGrpc & { close(): unknown };

/**
 * The alarm periods of a report, from the alarms service (their owner) as the actor: its organisation scoping and
 * the privacy of positions during private trips apply as on the triggered alarms page.
 */
@Injectable()
export class AlarmPeriodsSource implements OnApplicationShutdown {
  private readonly client: ClosableClient;
  private readonly alarms: alarmsV1.AlarmsServiceClient;

  constructor(@Inject(REPORTS_CONFIG) private readonly config: ReportsConfig) {
    this.client = ClientProxyFactory.create(
      grpcClientOptions('alarms', config.ALARMS_GRPC_URL),
    ) as unknown as ClosableClient;
    this.alarms = this.client.getService(alarmsV1.ALARMS_SERVICE_NAME);
  }

  async periods(
    actor: ReportActor,
    range: { fromTsMs: number; toTsMs: number; vehicleIds: readonly number[]; alarmNames: readonly string[] },
  ): Promise<alarmsEventsV1.AlarmPeriod[]> {
    const reply = await callGrpc(
      () =>
        this.alarms.listPeriods(
          {
            fromMs: range.fromTsMs,
            toMs: range.toTsMs,
            onlyOngoing: false,
            organizationId: 0,
            vehicleIds: [...range.vehicleIds],
            driverIds: [],
            alarmNames: range.alarmNames.map((name) => alarmsEventsV1.alarmNameFromJSON(name)),
            limit: 0,
          },
          actor.metadata(),
        ),
      { timeoutMs: this.config.SOURCE_TIMEOUT_MS },
    );
    return reply.periods ?? [];
  }

  onApplicationShutdown(): void {
    this.client.close();
  }
}
