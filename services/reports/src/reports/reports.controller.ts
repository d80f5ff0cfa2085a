import type { Readable } from 'node:stream';

import { CallerResolver, ServiceKey } from '@fleetlog/access';
import { type reportsEventsV1, reportsV1 } from '@fleetlog/contracts';
import { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';
import { Observable } from 'rxjs';

import { DeliveryService } from '../deliveries/delivery.service';
import { ReportFiles } from '../files/report-files';
import { ReportGenerator } from '../generation/report-generator';
import { requestActor } from '../sources/report-actor';
import { DriverMonthlyReportService } from './driver-monthly-report.service';
import { reportSpec } from './report-request';

/**
 * reports.v1.ReportsService: downloads (streamed), e-mailed reports (queued), the driver monthly report and the files
 * behind signed links. The rules are the request's (reportSpec) and the owners' (the actor's token or on-behalf-of).
 */
@Controller()
@reportsV1.ReportsServiceControllerMethods()
export class ReportsController implements reportsV1.ReportsServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly generator: ReportGenerator,
    private readonly deliveries: DeliveryService,
    private readonly monthly: DriverMonthlyReportService,
    private readonly files: ReportFiles,
    private readonly key: ServiceKey,
  ) {}

  renderReport(request: reportsV1.ReportRequest, metadata?: Metadata): Observable<reportsV1.ReportChunk> {
    return streamOf(async (signal) => {
      const caller = await this.callers.resolve(metadata);
      const spec = reportSpec(request, caller, 'download');
      const report = await this.generator.generate(spec, requestActor(caller, metadata ?? new Metadata()), {
        wait: true,
        signal,
      });
      return { header: { fileName: report.fileName, contentType: report.contentType }, body: report.body };
    });
  }

  async emailReport(request: reportsV1.EmailReportRequest, metadata?: Metadata): Promise<reportsEventsV1.Delivery> {
    const caller = await this.callers.resolve(metadata);
    const spec = reportSpec(request.report ?? reportsV1.ReportRequest.fromPartial({}), caller, 'email');
    return this.deliveries.request(caller, spec, request.recipients ?? []);
  }

  async getDriverMonthlyReport(
    request: reportsV1.DriverMonthlyReportRequest,
    metadata?: Metadata,
  ): Promise<reportsV1.DriverMonthlyReport> {
    const caller = await this.callers.resolve(metadata);
    return { rows: await this.monthly.rows(requestActor(caller, metadata ?? new Metadata()), request) };
  }

  /** For the BFF's public link route only (the internal service key): the token is the recipient's credential. */
  getReportFile(request: reportsV1.ReportFileRequest, metadata?: Metadata): Observable<reportsV1.ReportChunk> {
    return streamOf(async () => {
      this.key.assertPresentedIn(metadata);
      const { file, chunks } = await this.files.open(request.token ?? '');
      return { header: { fileName: file.fileName, contentType: file.contentType }, body: chunks };
    });
  }
}

/**
 * A file as a gRPC server stream: its header first, then its bytes in order. An error before the header (a refused
 * request) is the call's status; one after it ends the stream with that status, so the receiver never takes a cut
 * file for a whole one. A cancelled call stops the rendering.
 */
function streamOf(
  open: (
    signal: AbortSignal,
  ) => Promise<{ header: reportsV1.ReportFileHeader; body: Readable | AsyncIterable<Buffer> }>,
): Observable<reportsV1.ReportChunk> {
  return new Observable<reportsV1.ReportChunk>((subscriber) => {
    const abort = new AbortController();
    let body: Readable | AsyncIterable<Buffer> | undefined;
    void (async () => {
      const opened = await open(abort.signal);
      body = opened.body;
      if (abort.signal.aborted) return destroy(body);
      subscriber.next({ header: opened.header });
      for await (const chunk of opened.body) {
        if (abort.signal.aborted) return;
        subscriber.next({ data: Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array) });
      }
      subscriber.complete();
    })().catch((error: unknown) => subscriber.error(error));
    return () => {
      abort.abort();
      if (body) destroy(body);
    };
  });
}

function destroy(body: Readable | AsyncIterable<Buffer>): void {
  if ('destroy' in body && typeof body.destroy === 'function') body.destroy();
}
