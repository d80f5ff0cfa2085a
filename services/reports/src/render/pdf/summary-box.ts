import { FONT } from './fonts';
import { COLORS, type ReportDocument } from './report-document';

export interface SummaryItem {
  label: string;
  value: string;
}

/**
 * A framed box of label/value pairs in a grid (`perRow` to a row), with optional full-width lines under it (such
 * as the attestation trail). Placed at the cursor; moves to a new page when it does not fit.
 */
export function drawSummaryBox(
  doc: ReportDocument,
  items: readonly SummaryItem[],
  options: { perRow?: number; lines?: readonly SummaryItem[] } = {},
): void {
  const pdf = doc.pdf;
  const perRow = options.perRow ?? 4;
  const lines = options.lines ?? [];
  const rows = Math.ceil(items.length / perRow);
  const cellHeight = 24;
  const lineHeight = 13;
  const padding = 6;
  const height = rows * cellHeight + lines.length * lineHeight + 2 * padding;
  doc.ensureSpace(height + 8);
  const top = doc.y;
  pdf.roundedRect(doc.left, top, doc.width, height, 3).lineWidth(0.6).fillAndStroke(COLORS.zebraFill, COLORS.rule);
  const cellWidth = (doc.width - 2 * padding) / perRow;
  items.forEach((item, i) => {
    const x = doc.left + padding + (i % perRow) * cellWidth;
    const y = top + padding + Math.floor(i / perRow) * cellHeight;
    pdf.fillColor(COLORS.muted).font(FONT.regular).fontSize(7);
    pdf.text(item.label, x, y, { lineBreak: false });
    pdf.fillColor(COLORS.text).font(FONT.bold).fontSize(10);
    pdf.text(item.value, x, y + 9, { lineBreak: false });
  });
  let y = top + padding + rows * cellHeight;
  for (const line of lines) {
    pdf.fillColor(COLORS.muted).font(FONT.regular).fontSize(7.5);
    const label = `${line.label}: `;
    const labelWidth = pdf.widthOfString(label);
    pdf.text(label, doc.left + padding, y, { lineBreak: false });
    pdf.fillColor(COLORS.text).font(FONT.bold);
    pdf.text(line.value, doc.left + padding + labelWidth, y, { lineBreak: false });
    y += lineHeight;
  }
  pdf.font(FONT.regular).fillColor(COLORS.text);
  doc.y = top + height + 8;
}
