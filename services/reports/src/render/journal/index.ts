export { type CsvDelimiter, journalCsv, type JournalCsvOptions } from './journal-csv';
export { type JournalPdfOptions, writeJournalPdf } from './journal-pdf';
export {
  type Attestation,
  groupJournalSections,
  type JournalRow,
  journalRows,
  type JournalSection,
  type SectionSummary,
  summarizeSection,
} from './journal-sections';
export { REPORT_LANGUAGES, type ReportLanguage } from './journal-texts';
export { isPrivatePurpose, type ReportTrip, reportTripFromGrpc } from './report-trip';
export { parseJournalLine, reportTripFromJson } from './report-trip-json';
