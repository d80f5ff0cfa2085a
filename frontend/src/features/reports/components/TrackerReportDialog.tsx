import { useReportExport } from '../hooks/useReportExport';
import { ExportReportDialog } from './ExportReportDialog';
import { ReportProgress } from './ReportProgress';

export interface TrackerReportTarget {
  id: number;
  organizationId: number;
}

interface Props {
  tracker: TrackerReportTarget | null;
  onClose(): void;
}

// The trackers' report of the equipment row menu and the map list's row menu (spec 02 §2.5; TAT100 only, §7):
// the export modal with a period of its own. The progress stays after the modal closes.
export function TrackerReportDialog({ tracker, onClose }: Props) {
  const exporter = useReportExport();
  return (
    <>
      {tracker && (
        <ExportReportDialog
          type="TRACKERS"
          context={{ vehicleIds: [tracker.id], organizationId: tracker.organizationId }}
          exporter={exporter}
          onClose={onClose}
        />
      )}
      <ReportProgress exporter={exporter} />
    </>
  );
}
