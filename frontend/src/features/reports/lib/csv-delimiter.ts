// Spec 01 §9: the report CSV is asked for with semicolons on Windows (Excel with a Swedish locale expects them) and
// commas elsewhere; the platform is read as the list table's own CSV export reads it.
import { browserPlatform, csvSeparatorFor } from '../../../components/list-table/lib/csv-export';
import type { CsvDelimiter } from '../api/types';

export const reportCsvDelimiter = (platform: string | undefined = browserPlatform()): CsvDelimiter =>
  csvSeparatorFor(platform);
