import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// DejaVu Sans (from the dejavu-fonts-ttf package) is embedded in every report: PDF's standard fonts have no å, ä, ö
// in pdfkit's encoding, and an embedded font prints the same on every viewer. pdfkit embeds only the glyphs used.
export const FONT = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  italic: 'DejaVuSans-Oblique',
} as const;

const FILES: Record<(typeof FONT)[keyof typeof FONT], string> = {
  DejaVuSans: 'DejaVuSans.ttf',
  'DejaVuSans-Bold': 'DejaVuSans-Bold.ttf',
  'DejaVuSans-Oblique': 'DejaVuSans-Oblique.ttf',
};

let fontFiles: Map<string, Buffer> | undefined;

/** The font files, read once per process (a report is rendered many times; the files do not change). */
function loadFonts(): Map<string, Buffer> {
  if (!fontFiles) {
    const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontFiles = new Map(Object.entries(FILES).map(([name, file]) => [name, readFileSync(join(folder, file))]));
  }
  return fontFiles;
}

export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of loadFonts()) doc.registerFont(name, data);
  doc.font(FONT.regular);
}

/**
 * Empties pdfkit's per-font cache of laid-out words. pdfkit keeps every distinct word it has measured for the
 * document's life (odometer readings, times, distances: nearly all distinct), which a 100,000-trip report fills with
 * over a hundred MiB; emptied once a page, it still serves the page's repeated words. `layoutCache` is pdfkit's own
 * field (EmbeddedFont, 0.17), reached here alone; the option fontLayoutCache: false would cost four times the time.
 */
export function forgetFontLayouts(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }
}
