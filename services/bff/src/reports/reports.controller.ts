import { Get, HttpCode, Param, Res } from '@nestjs/common';
import { ApiParam, ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorCode, type reportsEventsV1, reportsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidQuery } from '../common/endpoint';
import { ApiJsonResponse } from '../common/openapi';
import { ReportsGrpcClient } from '../reports-client/reports-grpc.client';
import { sendReportFile } from './report-download';
import {
  type DeliveryJson,
  type DriverMonthlyRowJson,
  DriverMonthlyRowSchema,
  type DriverReportQuery,
  DriverReportQuerySchema,
  EmailQueuedSchema,
  REPORT_ROUTE_TYPES,
  type ReportQuery,
  ReportQuerySchema,
} from './reports.schemas';

const WHO =
  'A DRIVER may have journal, summary-driver and purpose of its own trips; every other report is ADMIN, ROOT and HEXA. ' +
  'A vehicle, driver or organisation out of reach answers like a missing one.';

/** Reports (spec 02 §7 "Reports"): downloads streamed from the reports service, or mailed with `email`. */
@AuthenticatedController('reports', 'api')
export class ReportsController {
  constructor(private readonly reports: ReportsGrpcClient) {}

  // Before report/:type/:format, which would take "driver" for a type.
  @Get('report/driver')
  @Endpoint('The driver monthly report (spec 02 §3): per driver and vehicle of the month', {
    query: DriverReportQuerySchema,
    ok: [DriverMonthlyRowSchema],
  })
  @ApiQuery({ name: 'year', required: true })
  @ApiQuery({ name: 'month', required: true, description: '1–12' })
  @ApiQuery({ name: 'organizationIds', required: false })
  async driverReport(
    @ValidQuery() query: DriverReportQuery,
    @Caller() caller: CallerContext,
  ): Promise<DriverMonthlyRowJson[]> {
    const reply = await this.reports.call(caller, (md) =>
      this.reports.reports.getDriverMonthlyReport(
        { year: query.year, month: query.month, organizationIds: query.organizationIds ?? [] },
        md,
      ),
    );
    return (reply.rows ?? []).map((row) => ({
      personId: row.personId,
      fullName: row.fullName,
      vehicle: { vehicleId: row.vehicleId, reg: row.vehicleReg, fullName: row.vehicleFullName, type: row.vehicleType },
      tripCount: row.tripCount,
      tripDistancePrivate: row.tripDistancePrivateM,
      tripDistanceBusiness: row.tripDistanceBusinessM,
      attested: row.attested,
      adminApproved: row.adminApproved,
      refused: row.refused,
    }));
  }

  @Get('report/:type/:format')
  @HttpCode(200)
  @Endpoint('A report as a file, or mailed (with email: 202 at once, generated in the background)', {
    description: `${WHO} Missing fromTsMs or toTsMs: 400 BAD_TIMESTAMP ("Bad timestamp"); a period over a year REPORT_PERIOD_TOO_LONG; an unknown type REPORT_TYPE_UNKNOWN; eco-score only by e-mail and summary-all-vehicles only as PDF: REPORT_FORMAT_UNAVAILABLE; no trips JOURNALS_MISSING, nothing to summarise SUMMARIES_MISSING.`,
    query: ReportQuerySchema,
    ok: { type: 'string', format: 'binary', description: 'application/pdf or text/csv (UTF-8 with a byte-order mark)' },
    errors: [403, 404],
  })
  @ApiJsonResponse(EmailQueuedSchema, 202, 'With email: queued, mailed when generated')
  @ApiParam({ name: 'type', enum: Object.keys(REPORT_ROUTE_TYPES) })
  @ApiParam({ name: 'format', enum: ['pdf', 'csv'] })
  @ApiProduces('application/pdf', 'text/csv', 'application/json')
  @ApiQuery({ name: 'fromTsMs', required: false, description: 'Epoch ms, inclusive' })
  @ApiQuery({ name: 'toTsMs', required: false, description: 'Epoch ms, exclusive; at most a year after fromTsMs' })
  @ApiQuery({ name: 'vehicleIds', required: false, description: 'Comma-separated or repeated ids (at most 1,000)' })
  @ApiQuery({ name: 'driverIds', required: false })
  @ApiQuery({ name: 'organizationIds', required: false })
  @ApiQuery({ name: 'allVehicles', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'timeZone', required: false, description: 'IANA zone (default Europe/Stockholm); or zoneId' })
  @ApiQuery({ name: 'zoneId', required: false })
  @ApiQuery({ name: 'showPrivate', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'tripFilter', required: false, enum: ['ALL', 'BUSINESS', 'PRIVATE'] })
  @ApiQuery({ name: 'fileName', required: false })
  @ApiQuery({ name: 'lang', required: false, enum: ['sv', 'en'] })
  @ApiQuery({ name: 'csvDelimiter', required: false, enum: [',', ';'] })
  @ApiQuery({ name: 'email', required: false, description: 'Comma-separated recipients: mail it instead' })
  async report(
    @Param('type') type: string,
    @Param('format') format: string,
    @ValidQuery() query: ReportQuery,
    @Caller() caller: CallerContext,
    @Res() response: Response,
  ): Promise<void> {
    const request = reportRequest(type, format, query);
    if (query.email !== undefined) {
      const delivery = await this.reports.call(caller, (md) =>
        this.reports.reports.emailReport({ report: request, recipients: query.email ?? [] }, md),
      );
      response.status(202).json({ status: 'QUEUED', deliveryId: delivery.deliveryId });
      return;
    }
    // A download holds the reports service's generation slot while it streams: no deadline on the whole call.
    const stream = await this.reports.renderReport(caller, request);
    await sendReportFile(stream, response);
  }
}

/** The route's type and format and the query as the service's request; unknown ones are the catalogue's codes. */
export function reportRequest(type: string, format: string, query: ReportQuery): reportsV1.ReportRequest {
  const typeName = REPORT_ROUTE_TYPES[type as keyof typeof REPORT_ROUTE_TYPES];
  if (!typeName) throw new DomainError(ErrorCode.REPORT_TYPE_UNKNOWN, `unknown report type ${type.slice(0, 40)}`);
  if (format !== 'pdf' && format !== 'csv') {
    throw new DomainError(ErrorCode.REPORT_FORMAT_UNAVAILABLE, 'format: pdf or csv');
  }
  return {
    type: reportsV1.ReportType[typeName],
    format: format === 'csv' ? reportsV1.ReportFormat.CSV : reportsV1.ReportFormat.PDF,
    fromTsMs: query.fromTsMs ?? 0,
    toTsMs: query.toTsMs ?? 0,
    vehicleIds: query.vehicleIds ?? [],
    driverIds: query.driverIds ?? [],
    organizationIds: query.organizationIds ?? [],
    allVehicles: query.allVehicles ?? false,
    timeZone: query.timeZone ?? query.zoneId ?? '',
    showPrivate: query.showPrivate ?? false,
    tripFilter:
      query.tripFilter === 'BUSINESS'
        ? reportsV1.TripFilter.BUSINESS_TRIPS
        : query.tripFilter === 'PRIVATE'
          ? reportsV1.TripFilter.PRIVATE_TRIPS
          : reportsV1.TripFilter.ALL_TRIPS,
    fileName: query.fileName ?? '',
    language: query.lang ?? 'sv',
    csvDelimiter: query.csvDelimiter ?? ',',
    alarmTypes: query.alarmTypes ?? (query.alarmType ? [query.alarmType] : []),
    alarmNames: query.alarmNames ?? (query.alarmName ? [query.alarmName] : []),
    title: query.title ?? '',
  };
}

export function deliveryJson(delivery: reportsEventsV1.Delivery): DeliveryJson {
  return {
    deliveryId: delivery.deliveryId,
    scheduleId: delivery.scheduleId || null,
    period: delivery.period,
    reportType: delivery.reportType,
    reportFormat: delivery.reportFormat === 'CSV' ? 'CSV' : 'PDF',
    recipients: delivery.recipients ?? [],
    status: (['QUEUED', 'SENT', 'FAILED', 'EMPTY'] as const)[Math.max(0, delivery.status - 1)] ?? 'QUEUED',
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    fileName: delivery.fileName,
    byteSize: delivery.byteSize,
    sentAsLink: delivery.sentAsLink,
    createdTsMs: delivery.createdTsMs,
    sentTsMs: delivery.sentTsMs,
    nextAttemptTsMs: delivery.nextAttemptTsMs,
  };
}
