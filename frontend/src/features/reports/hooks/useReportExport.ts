import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../app/notifications/store/notification-store';
import { reportsApi } from '../api/reports-api';
import type { ReportFormat, ReportRequest, ReportType } from '../api/types';
import { fileNameOf, readWithProgress, saveBlob } from '../lib/download';
import { REPORT_PATH } from '../lib/report-types';
import { REPORTS_NS } from '../i18n';

export interface ExportJob {
  type: ReportType;
  format: ReportFormat;
  request: ReportRequest;
  organizationId?: number;
}

export type ExportPhase = 'idle' | 'requesting' | 'receiving';

export interface ReportExport {
  phase: ExportPhase;
  /** Bytes of the file received so far (downloads). */
  receivedBytes: number;
  /**
   * Asks for the report; `onAccepted` runs as soon as the server has taken it (the file starts to arrive, or the
   * e-mail is queued), which is when the export modal closes. Resolves false when it failed (the client has shown
   * why).
   */
  run(job: ExportJob, onAccepted?: () => void): Promise<boolean>;
}

// One export at a time per menu: the report streams in with its progress shown, then the browser saves it; by
// e-mail the answer is immediate (spec 02 §8: "report is being created", "report ready", "report will be sent by
// e-mail").
export function useReportExport(): ReportExport {
  const { t } = useTranslation(REPORTS_NS);
  const [phase, setPhase] = useState<ExportPhase>('idle');
  const [receivedBytes, setReceivedBytes] = useState(0);
  const running = useRef(false);

  const run = useCallback(
    async (job: ExportJob, onAccepted?: () => void): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPhase('requesting');
      setReceivedBytes(0);
      const scope = { organizationId: job.organizationId };
      try {
        if (job.request.email?.length) {
          await reportsApi.email(job.type, job.format, job.request, scope);
          onAccepted?.();
          notifySuccess(t('progress.queued'));
          return true;
        }
        const res = await reportsApi.download(job.type, job.format, job.request, scope);
        onAccepted?.();
        setPhase('receiving');
        const blob = await readWithProgress(res, setReceivedBytes);
        const fallback = `${REPORT_PATH[job.type]}.${job.format.toLowerCase()}`;
        saveBlob(blob, fileNameOf(res.headers.get('content-disposition')) ?? fallback);
        notifySuccess(t('progress.ready'));
        return true;
      } catch (error) {
        // An ApiError has been shown by the client; a body cut off midway leaves nothing to save, and says so.
        if (!(error instanceof ApiError)) notifyError(t('progress.failed'));
        return false;
      } finally {
        running.current = false;
        setPhase('idle');
      }
    },
    [t],
  );

  return { phase, receivedBytes, run };
}
