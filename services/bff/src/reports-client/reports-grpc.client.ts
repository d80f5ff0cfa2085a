import { Injectable } from '@nestjs/common';
import { reportsV1 } from '@fleetlog/contracts';
import { callerMetadata, errorFromGrpc } from '@fleetlog/grpc';
import type { ClientReadableStream, Metadata } from '@grpc/grpc-js';

import type { CallerContext } from '../common/caller';
import { GrpcClient } from '../common/grpc-client';

/** The raw stub of a server-streaming method: a Node Readable with flow control, unlike the Observable wrapper. */
type StreamingStub = Record<
  'renderReport' | 'getReportFile',
  (request: unknown, metadata: Metadata) => ClientReadableStream<reportsV1.ReportChunk>
>;

/** A report file arriving from the reports service: its name and type, then its bytes with backpressure. */
export interface ReportStream {
  header: reportsV1.ReportFileHeader;
  chunks: AsyncIterable<Buffer>;
  cancel(): void;
}

/** The reports service (downloads, e-mailed reports, schedules, the delivery log, the driver monthly report). */
@Injectable()
export class ReportsGrpcClient extends GrpcClient<{
  reports: reportsV1.ReportsServiceClient;
  schedules: reportsV1.ReportSchedulesServiceClient;
}>('reports', {
  reports: reportsV1.REPORTS_SERVICE_NAME,
  schedules: reportsV1.REPORT_SCHEDULES_SERVICE_NAME,
}) {
  /** A report as the caller may have it, streamed; the service's refusal (before any byte) is a DomainError. */
  renderReport(caller: CallerContext, request: reportsV1.ReportRequest): Promise<ReportStream> {
    const metadata = callerMetadata({
      token: caller.principal.token,
      organizationId: caller.organizationId,
      showArchived: caller.showArchived,
    });
    return this.open((stub) => stub.renderReport(request, metadata));
  }

  /** The file behind a signed link (the BFF asks as itself: the link's token is the recipient's credential). */
  reportFile(token: string, metadata: Metadata): Promise<ReportStream> {
    return this.open((stub) => stub.getReportFile({ token }, metadata));
  }

  private async open(
    start: (stub: StreamingStub) => ClientReadableStream<reportsV1.ReportChunk>,
  ): Promise<ReportStream> {
    const stub = this.grpc.getClientByServiceName<StreamingStub>(reportsV1.REPORTS_SERVICE_NAME);
    const call = start(stub);
    const iterator = (call as AsyncIterable<reportsV1.ReportChunk>)[Symbol.asyncIterator]();
    let first: IteratorResult<reportsV1.ReportChunk>;
    try {
      first = await iterator.next();
    } catch (error) {
      throw errorFromGrpc(error);
    }
    if (first.done || !first.value.header) {
      call.cancel();
      throw new Error('the reports service sent no file header');
    }
    return {
      header: first.value.header,
      chunks: (async function* () {
        try {
          for (;;) {
            const next = await iterator.next();
            if (next.done) return;
            if (next.value.data) yield Buffer.from(next.value.data);
          }
        } catch (error) {
          throw errorFromGrpc(error);
        }
      })(),
      cancel: () => call.cancel(),
    };
  }
}
