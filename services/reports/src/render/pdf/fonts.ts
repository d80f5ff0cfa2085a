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
 * Empties pdfkit's per-font cache of laid-out words, which it keeps for the document's life: a 100,000-trip report
 * fills it with every odometer reading, time and distance printed (nearly all distinct), each a run of glyph
 * objects. Emptied once a page, the 120,000-trip year peaked at 272–299 MiB; every 20 pages at 374 MiB; never, near
 * 500 MiB. The cost is laying out the page's common words again (about half the CPU time of that run).
 * `layoutCache` is pdfkit's own field (EmbeddedFont, 0.17), reached here alone.
 */
export function forgetFontLayouts(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }
}
