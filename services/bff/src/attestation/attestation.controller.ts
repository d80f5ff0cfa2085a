import { Get, Patch, Put } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { journalV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import {
  type AttestCheckJson,
  type AttestCheckQuery,
  AttestCheckQuerySchema,
  AttestCheckSchema,
  type AttestMonthJson,
  AttestMonthSchema,
  type AttestMonthsQuery,
  AttestMonthsQuerySchema,
  type AttestRefuseBody,
  AttestRefuseBodySchema,
  type AttestResetBody,
  AttestResetBodySchema,
  type AttestReviewBody,
  AttestReviewBodySchema,
  type AttestUserBody,
  AttestUserBodySchema,
} from './attestation.schemas';

/** Monthly attestation per driver and vehicle (spec 02 §4, §6, §7 "Attestation"). */
@AuthenticatedController('attestation', 'api/attest')
export class AttestationController {
  constructor(private readonly journal: JournalGrpcClient) {}

  @Get('check')
  @Endpoint("A driver's month in a vehicle, counted for the attest dialog", {
    query: AttestCheckQuerySchema,
    ok: AttestCheckSchema,
    errors: [403, 404],
  })
  @ApiQuery({ name: 'year', required: true, schema: { type: 'integer' } })
  @ApiQuery({ name: 'month', required: true, schema: { type: 'integer', minimum: 1, maximum: 12 } })
  @ApiQuery({ name: 'vehicle', required: true, schema: { type: 'integer' } })
  @ApiQuery({ name: 'personId', required: false, description: 'Administrators: the driver (default: the caller)' })
  async check(@ValidQuery() query: AttestCheckQuery, @Caller() caller: CallerContext): Promise<AttestCheckJson> {
    const check = await this.journal.call(caller, (md) =>
      this.journal.attestation.checkMonth(
        { year: query.year, month: query.month, vehicleId: query.vehicle, driverUserId: query.personId ?? 0 },
        md,
      ),
    );
    return {
      countNoDescription: check.countNoDescription,
      countLightAttested: check.countLightAttested,
      countNotCertified: check.countNotCertified,
      countFlagged: check.countFlagged,
      month: monthJson(check.state!),
      earlierUnattested: (check.earlierUnattested ?? []).map(monthJson),
      kontekActive: check.payrollIntegrationActive,
    };
  }

  @Get('months')
  @Endpoint("The month's driver-and-vehicle attestations: all for administrators, the caller's own for drivers", {
    query: AttestMonthsQuerySchema,
    ok: [AttestMonthSchema],
  })
  @ApiQuery({ name: 'year', required: true, schema: { type: 'integer' } })
  @ApiQuery({ name: 'month', required: true, schema: { type: 'integer', minimum: 1, maximum: 12 } })
  async months(@ValidQuery() query: AttestMonthsQuery, @Caller() caller: CallerContext): Promise<AttestMonthJson[]> {
    const { months } = await this.journal.call(caller, (md) =>
      this.journal.attestation.listMonths({ year: query.year, month: query.month }, md),
    );
    return (months ?? []).map(monthJson);
  }

  @Patch('user')
  @Endpoint('Attest your month in a vehicle (optionally every earlier month not attested)', {
    body: AttestUserBodySchema,
    ok: [AttestMonthSchema],
    errors: [404],
  })
  async attest(@ValidBody() body: AttestUserBody, @Caller() caller: CallerContext): Promise<AttestMonthJson[]> {
    const { months } = await this.journal.call(caller, (md) =>
      this.journal.attestation.attestMonth(
        {
          month: { year: body.year, month: body.month, vehicleId: body.vehicle, driverUserId: 0 },
          includePrevious: body.includePrevious ?? false,
        },
        md,
      ),
    );
    return (months ?? []).map(monthJson);
  }

  @Put('confirm')
  @Endpoint("Approve a driver's attested month (administrators)", {
    body: AttestReviewBodySchema,
    ok: AttestMonthSchema,
    errors: [403, 404],
  })
  confirm(@ValidBody() body: AttestReviewBody, @Caller() caller: CallerContext): Promise<AttestMonthJson> {
    return this.review(caller, (md) => this.journal.attestation.approveMonth(action(body, body.message ?? ''), md));
  }

  @Put('refuse')
  @Endpoint("Refuse a driver's attested month; the trips named go back for correction (administrators)", {
    body: AttestRefuseBodySchema,
    ok: AttestMonthSchema,
    errors: [403, 404],
  })
  refuse(@ValidBody() body: AttestRefuseBody, @Caller() caller: CallerContext): Promise<AttestMonthJson> {
    return this.review(caller, (md) =>
      this.journal.attestation.refuseMonth(action(body, body.message, body.tripIds ?? []), md),
    );
  }

  @Put('remind')
  @Endpoint('Remind a driver by e-mail to attest a month (administrators; not attested, not approved)', {
    body: AttestReviewBodySchema,
    ok: AttestMonthSchema,
    errors: [403, 404],
  })
  remind(@ValidBody() body: AttestReviewBody, @Caller() caller: CallerContext): Promise<AttestMonthJson> {
    return this.review(caller, (md) => this.journal.attestation.remindMonth(action(body, body.message ?? ''), md));
  }

  @Put('unlock')
  @Endpoint('Unlock an approved month (ROOT): approval and refusal reset, the attestation stays', {
    body: AttestReviewBodySchema,
    ok: AttestMonthSchema,
    errors: [403, 404],
  })
  unlock(@ValidBody() body: AttestReviewBody, @Caller() caller: CallerContext): Promise<AttestMonthJson> {
    return this.review(caller, (md) => this.journal.attestation.unlockMonth(action(body, ''), md));
  }

  @Patch('user/:id/unattest')
  @Endpoint("Reset a driver's month (ROOT): not attested, approved or refused; its trips open again", {
    id: 'The driver (user id)',
    body: AttestResetBodySchema,
    ok: AttestMonthSchema,
    errors: [403],
  })
  unattest(
    @IdParam() personId: number,
    @ValidBody() body: AttestResetBody,
    @Caller() caller: CallerContext,
  ): Promise<AttestMonthJson> {
    return this.review(caller, (md) => this.journal.attestation.resetMonth(action({ ...body, personId }, ''), md));
  }

  private async review(
    caller: CallerContext,
    invoke: (metadata: Metadata) => Observable<journalV1.MonthState>,
  ): Promise<AttestMonthJson> {
    return monthJson(await this.journal.call(caller, invoke));
  }
}

function action(
  body: { year: number; month: number; vehicleId: number; personId: number },
  message: string,
  journalIds: number[] = [],
): journalV1.MonthAction {
  return {
    month: { year: body.year, month: body.month, vehicleId: body.vehicleId, driverUserId: body.personId },
    message,
    journalIds,
  };
}

function monthJson(state: journalV1.MonthState): AttestMonthJson {
  return {
    attestationId: state.attestationId,
    year: state.year,
    month: state.month,
    vehicleId: state.vehicleId,
    registry: state.registry,
    personId: state.driverUserId,
    driverName: state.driverName,
    organizationId: state.organizationId,
    attested: state.attested,
    adminApproved: state.adminApproved,
    refused: state.refused,
    message: state.message,
    attestedTsMs: state.attestedTsMs,
    tripCount: state.tripCount,
    flaggedCount: state.flaggedCount,
    tripDistanceBusinessM: state.distanceBusinessM,
    tripDistancePrivateM: state.distancePrivateM,
    vehicleName: state.vehicleName,
    benefitType: state.benefitType,
    imei: state.imei,
  };
}
