import { COLORS, type ReportDocument } from './report-document';
import { FONT } from './fonts';

export interface PdfColumn {
  header: string;
  /** A share of the table's width; the shares are scaled to the content width. */
  weight: number;
  align?: 'left' | 'right';
  /** Long text that wraps onto more lines; other cells stay on one line (and their text is kept short). */
  wrap?: boolean;
}

export interface PdfRowStyle {
  muted?: boolean;
  fill?: string;
}

const PADDING_X = 3;
const PADDING_Y = 2.5;

/**
 * A table written row by row across pages: the header is repeated at the top of each page, a row is never split
 * (it moves to the next page whole), and alternate rows are shaded. Text is measured only when it may wrap, which
 * keeps a 10,000-row table to seconds.
 */
export class PdfTable {
  private readonly widths: number[];
  private readonly lineHeight: number;
  private rowIndex = 0;
  private detach: (() => void) | undefined;

  constructor(
    private readonly doc: ReportDocument,
    private readonly columns: readonly PdfColumn[],
    private readonly fontSize = 7.5,
  ) {
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    this.widths = columns.map((column) => (column.weight / total) * doc.width);
    doc.pdf.font(FONT.regular).fontSize(fontSize);
    this.lineHeight = doc.pdf.currentLineHeight(true);
  }

  /** Draws the header here and on each following page, until `close()`. */
  open(): void {
    this.detach = this.doc.onPageStart(() => this.drawHeader());
    this.doc.ensureSpace(this.headerHeight() + 2 * this.lineHeight + 2 * PADDING_Y);
    this.drawHeader();
  }

  close(): void {
    this.detach?.();
    this.detach = undefined;
  }

  row(cells: readonly string[], style: PdfRowStyle = {}): void {
    const pdf = this.doc.pdf;
    pdf.font(FONT.regular).fontSize(this.fontSize);
    const heights = cells.map((text, i) => this.textHeight(text, i));
    const height = Math.max(...heights) + 2 * PADDING_Y;
    this.doc.ensureSpace(height);
    const y = this.doc.y;
    const fill = style.fill ?? (this.rowIndex % 2 === 1 ? COLORS.zebraFill : undefined);
    if (fill) pdf.rect(this.doc.left, y, this.doc.width, height).fill(fill);
    pdf.fillColor(style.muted ? COLORS.muted : COLORS.text);
    let x = this.doc.left;
    cells.forEach((text, i) => {
      this.drawCell(text, i, x, y + PADDING_Y, heights[i]);
      x += this.widths[i];
    });
    this.doc.y = y + height;
    this.rowIndex += 1;
  }

  /** A row across the whole table: a note such as an odometer gap. */
  note(text: string, style: { fill: string; color: string }): void {
    const pdf = this.doc.pdf;
    pdf.font(FONT.italic).fontSize(this.fontSize);
    const height = this.lineHeight + 2 * PADDING_Y;
    this.doc.ensureSpace(height);
    const y = this.doc.y;
    pdf.rect(this.doc.left, y, this.doc.width, height).fill(style.fill);
    pdf.fillColor(style.color).text(text, this.doc.left + PADDING_X, y + PADDING_Y, { lineBreak: false });
    pdf.font(FONT.regular);
    this.doc.y = y + height;
  }

  private textHeight(text: string, column: number): number {
    if (text === '') return this.lineHeight;
    const width = this.widths[column] - 2 * PADDING_X;
    const pdf = this.doc.pdf;
    if (!text.includes('\n') && pdf.widthOfString(text) <= width) return this.lineHeight;
    if (!this.columns[column].wrap) return this.lineHeight * text.split('\n').length;
    return pdf.heightOfString(text, { width, lineGap: 0 });
  }

  private drawCell(text: string, column: number, x: number, y: number, height: number): void {
    if (text === '') return;
    const pdf = this.doc.pdf;
    const width = this.widths[column] - 2 * PADDING_X;
    const align = this.columns[column].align ?? 'left';
    if (height > this.lineHeight && this.columns[column].wrap) {
      pdf.text(text, x + PADDING_X, y, { width, align, lineGap: 0 });
      return;
    }
    let lineY = y;
    for (const line of text.split('\n')) {
      const lineX = align === 'right' ? x + PADDING_X + width - pdf.widthOfString(line) : x + PADDING_X;
      pdf.text(line, lineX, lineY, { lineBreak: false });
      lineY += this.lineHeight;
    }
  }

  private headerHeight(): number {
    const pdf = this.doc.pdf;
    pdf.font(FONT.bold).fontSize(this.fontSize - 1);
    const heights = this.columns.map((column, i) =>
      pdf.heightOfString(column.header, { width: this.widths[i] - 2 * PADDING_X, lineGap: 0 }),
    );
    return Math.max(...heights) + 2 * PADDING_Y;
  }

  private drawHeader(): void {
    const pdf = this.doc.pdf;
    const height = this.headerHeight();
    const y = this.doc.y;
    pdf.rect(this.doc.left, y, this.doc.width, height).fill(COLORS.headerFill);
    pdf
      .fillColor(COLORS.text)
      .font(FONT.bold)
      .fontSize(this.fontSize - 1);
    let x = this.doc.left;
    this.columns.forEach((column, i) => {
      const width = this.widths[i] - 2 * PADDING_X;
      pdf.text(column.header, x + PADDING_X, y + PADDING_Y, { width, align: column.align ?? 'left', lineGap: 0 });
      x += this.widths[i];
    });
    pdf
      .moveTo(this.doc.left, y + height)
      .lineTo(this.doc.right, y + height)
      .lineWidth(0.6)
      .strokeColor(COLORS.rule)
      .stroke();
    pdf.font(FONT.regular).fontSize(this.fontSize);
    this.doc.y = y + height;
    this.rowIndex = 0;
  }
}
