import { AccessDirectory } from '@fleetlog/access';
import { Injectable } from '@nestjs/common';

import { tableCsv, type TableReport, writeTablePdf } from '../render/summaries/table-report';
import { reportFileName, reportTitle } from '../reports/file-name';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import { bodyFrom, CONTENT_TYPES, type RenderedReport } from './rendered-report';

/** A summary report's tables as the file asked for: its name (spec 02 §9), type and bytes. */
@Injectable()
export class TableReportOutput {
  constructor(private readonly directory: AccessDirectory) {}

  render(report: TableReport, spec: ReportSpec, actor: ReportActor, registrations: readonly string[]): RenderedReport {
    const userName = this.directory.users.get(actor.caller.principal.userId)?.displayName ?? '';
    const labels = [...new Set(registrations.filter(Boolean))];
    if (spec.format === 'CSV') {
      return {
        fileName: reportFileName(spec, labels, userName, 'csv'),
        contentType: CONTENT_TYPES.CSV,
        body: tableCsv(report, spec.csvDelimiter),
      };
    }
    const organizationName = actor.caller.organizations.get(actor.caller.selectedOrganizationId)?.fullName;
    return {
      fileName: reportFileName(spec, labels, userName, 'pdf'),
      contentType: CONTENT_TYPES.PDF,
      body: bodyFrom((output) =>
        writeTablePdf(
          report,
          {
            title: spec.title || reportTitle(spec.type, spec.language),
            lang: spec.language,
            timeZone: spec.timeZone,
            organizationName,
            period: { fromMs: spec.fromTsMs, toMs: spec.toTsMs },
          },
          output,
        ),
      ),
    };
  }
}
