// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n, initI18n } from '../../../i18n';
import type { ExportJob, ReportExport } from '../hooks/useReportExport';
import { CLOSE_AFTER_ACCEPT_MS, ExportReportDialog } from './ExportReportDialog';

const period = { fromTsMs: 1_790_805_600_000, toTsMs: 1_793_484_000_000 };

// Stands in for the network side only: records the job and reports it accepted at once, as a 202 would.
function acceptingExporter() {
  const jobs: ExportJob[] = [];
  const exporter: ReportExport = {
    phase: 'idle',
    receivedBytes: 0,
    run: (job, onAccepted) => {
      jobs.push(job);
      onAccepted?.();
      return Promise.resolve(true);
    },
  };
  return { jobs, exporter };
}

describe(ExportReportDialog.name, () => {
  beforeAll(() => {
    initI18n();
  });
  beforeEach(async () => {
    await i18n.changeLanguage('sv');
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'platform', { value: 'Win32', configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('closes 300 ms after the request is accepted, not before (spec 02 §9)', () => {
    const { jobs, exporter } = acceptingExporter();
    const onClose = vi.fn();
    render(
      <ExportReportDialog type="JOURNAL" context={{ period, vehicleIds: [3] }} exporter={exporter} onClose={onClose} />,
    );
    fireEvent.click(screen.getByTestId('report-format-CSV'));
    fireEvent.click(screen.getByTestId('report-show-private'));
    fireEvent.click(screen.getByTestId('report-export-submit'));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      type: 'JOURNAL',
      format: 'CSV',
      request: { ...period, vehicleIds: [3], showPrivate: true, csvDelimiter: ';', lang: 'sv', email: undefined },
    });
    vi.advanceTimersByTime(CLOSE_AFTER_ACCEPT_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('requires a valid e-mail before a report is mailed', () => {
    const { jobs, exporter } = acceptingExporter();
    render(<ExportReportDialog type="SALARY" context={{ period }} exporter={exporter} onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('report-delivery-email'));
    fireEvent.change(screen.getByTestId('report-email'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('report-export-submit'));
    expect(screen.getByText('E-postadress krävs')).toBeTruthy();
    fireEvent.change(screen.getByTestId('report-email'), { target: { value: 'lön@firma' } });
    fireEvent.click(screen.getByTestId('report-export-submit'));
    expect(screen.getByText('Ogiltig e-postadress: lön@firma')).toBeTruthy();
    expect(jobs).toHaveLength(0);

    fireEvent.change(screen.getByTestId('report-email'), { target: { value: 'lon@firma.se' } });
    fireEvent.click(screen.getByTestId('report-export-submit'));
    expect(jobs[0]?.request.email).toEqual(['lon@firma.se']);
    // The salary report knows no private trips.
    expect(screen.queryByTestId('report-show-private')).toBeNull();
  });

  it('offers the eco score by e-mail only and the all-vehicles summary as PDF only', () => {
    const { exporter } = acceptingExporter();
    const { unmount } = render(
      <ExportReportDialog type="ECOSCORE" context={{ period }} exporter={exporter} onClose={() => undefined} />,
    );
    expect(screen.queryByTestId('report-delivery-download')).toBeNull();
    expect(screen.getByTestId('report-email')).toBeTruthy();
    unmount();
    render(
      <ExportReportDialog
        type="SUMMARY_ALL_VEHICLES"
        context={{ period }}
        exporter={exporter}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByTestId('report-format-CSV')).toBeNull();
  });
});
