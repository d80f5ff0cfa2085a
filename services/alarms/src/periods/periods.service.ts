import type { Caller } from '@fleetlog/access';
import { assertKnownOrganization } from '@fleetlog/access';
import { alarmsEventsV1, type alarmsV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { AlarmCatalogue } from '../evaluation/alarm-catalogue';
import { ALARM_LIMITS } from '../settings/setting-fields';
import { assertAlarmAdmin, scopeOf } from '../settings/settings.service';
import { notifyPeriod } from './period-changes';
import {
  acknowledgePeriod,
  findPeriodForUpdate,
  listPeriods,
  periodMessage,
  publishPeriod,
} from './periods.repository';

const CONTROL = /\p{Cc}/u;
const YEAR_MS = 366 * 86_400_000;
const DEFAULT_LIMIT = 5_000;

/** Alarm periods (the triggered alarms page) and their acknowledgement, for the administrators who see them. */
@Injectable()
export class PeriodsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly catalogue: AlarmCatalogue,
  ) {}

  async list(caller: Caller, request: alarmsV1.ListPeriodsRequest): Promise<alarmsEventsV1.AlarmPeriod[]> {
    assertAlarmAdmin(caller);
    const organizationId = Number(request.organizationId) || null;
    if (organizationId) assertKnownOrganization(caller, organizationId);
    const fromMs = Number(request.fromMs);
    const toMs = Number(request.toMs);
    if (!request.onlyOngoing) {
      if (!fromMs || !toMs || toMs < fromMs) throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
      if (toMs - fromMs > YEAR_MS) throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'a range of at most a year');
    }
    const ids = (values: readonly number[] | undefined, field: string) => {
      const list = [...new Set((values ?? []).map(Number))];
      if (list.length > ALARM_LIMITS.targets || list.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `${field}: at most ${ALARM_LIMITS.targets} positive ids`);
      }
      return list;
    };
    const names = (request.alarmNames ?? []).map((name) => {
      if (!name) throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
      return alarmsEventsV1.alarmNameToJSON(name);
    });
    const periods = await listPeriods(this.em.fork(), {
      scope: scopeOf(caller),
      fromMs,
      toMs,
      onlyOngoing: request.onlyOngoing,
      organizationId,
      vehicleIds: ids(request.vehicleIds, 'vehicleIds'),
      driverIds: ids(request.driverIds, 'driverIds'),
      alarmNames: names,
      limit: Math.min(Math.max(request.limit || DEFAULT_LIMIT, 1), DEFAULT_LIMIT),
    });
    return periods.map((period) => periodMessage(period, caller.principal.userId));
  }

  /**
   * Acknowledges (or un-acknowledges) a period with a comment of at most 40 characters; the period's event carries
   * who and when. A setting that notifies acknowledged alarms is told at once.
   */
  async acknowledge(caller: Caller, request: alarmsV1.AcknowledgeRequest): Promise<alarmsEventsV1.AlarmPeriod> {
    assertAlarmAdmin(caller);
    const comment = (request.comment ?? '').trim();
    if (comment.length > ALARM_LIMITS.comment) {
      throw new DomainError(
        ErrorCode.ALARM_COMMENT_TOO_LONG,
        `the comment may be at most ${ALARM_LIMITS.comment} characters`,
      );
    }
    if (CONTROL.test(comment)) throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'comment: no control characters');
    const id = Number(request.activeAlarmPeriodId);
    const period = await this.em.fork().transactional(async (tx) => {
      const current = Number.isSafeInteger(id) && id > 0 ? await findPeriodForUpdate(tx, scopeOf(caller), id) : null;
      if (!current) throw new DomainError(ErrorCode.ALARM_PERIOD_MISSING, `alarm period ${id} does not exist`);
      const updated = (await acknowledgePeriod(tx, id, request.acknowledged, caller.principal.userId, comment))!;
      const setting = this.catalogue.setting(updated.settingId);
      if (request.acknowledged && !current.acknowledged && setting?.notifyWhenAcknowledged) {
        return notifyPeriod(tx, this.config, setting, updated, 'REPEATED');
      }
      await publishPeriod(tx, updated);
      return updated;
    });
    return periodMessage(period, caller.principal.userId);
  }
}
