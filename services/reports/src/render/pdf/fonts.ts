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

/**
 * Words laid out per font, shared by every document of the process and bounded: pdfkit lays text out word by word
 * through fontkit's shaper (GSUB/GPOS), the most expensive part of a report, and keeps each document's words for the
 * document's life (a year's report: every odometer reading, time and distance, near 500 MiB). One cache for all
 * documents keeps the common words (dates, addresses, headers) laid out once per process and holds at most
 * LAYOUT_CACHE_WORDS words per font, the oldest dropped first.
 */
const LAYOUT_CACHE_WORDS = 3_000;
/**
 * Readings that hardly repeat (odometers: five digits and more, a no-break space between thousands) are laid out each
 * time rather than cached: they would push out the words that do repeat.
 */
const UNIQUE_READING = /^[\d\u00a0\u202f.,-]*\d{2}[\u00a0\u202f]?\d{3}[\d.,]*$/;

class BoundedLayoutCache {
  private readonly runs = new Map<string, unknown>();

  get(word: string): unknown {
    return this.runs.get(word);
  }

  set(word: string, run: unknown): void {
    if (UNIQUE_READING.test(word)) return;
    if (this.runs.size >= LAYOUT_CACHE_WORDS) {
      // Drop the oldest quarter at once: Map keeps insertion order.
      let drop = LAYOUT_CACHE_WORDS / 4;
      for (const key of this.runs.keys()) {
        this.runs.delete(key);
        if (--drop === 0) break;
      }
    }
    this.runs.set(word, run);
  }
}

/** pdfkit's EmbeddedFont (0.17) as far as it is touched here: its fontkit font, subset and word cache. */
interface EmbeddedFont {
  font: { createSubset(): unknown };
  subset: unknown;
  layoutCache?: object;
}

interface SharedFont {
  font: EmbeddedFont['font'];
  layouts: BoundedLayoutCache;
}

const shared = new Map<string, SharedFont>();

/** pdfkit reads and writes `layoutCache[word]`: the same object shape, backed by the bounded shared cache. */
function cacheView(cache: BoundedLayoutCache): object {
  return new Proxy(Object.create(null) as object, {
    get: (_target, word) => (typeof word === 'string' ? cache.get(word) : undefined),
    set: (_target, word, run) => {
      if (typeof word === 'string') cache.set(word, run);
      return true;
    },
  });
}

/**
 * Registers the report fonts on a document, each sharing one parsed fontkit font and one word cache with every other
 * document of the process (a fontkit font decodes its tables lazily, so a font parsed per document pays that again
 * each time, and cached words would keep each document's font alive). Glyph ids and widths are the font file's, so
 * a word laid out for one document prints right in another; each document keeps its own subset of the glyphs used.
 */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of loadFonts()) {
    doc.registerFont(name, data);
    doc.font(name);
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
    let font = shared.get(name);
    if (!font) {
      font = { font: embedded.font, layouts: new BoundedLayoutCache() };
      shared.set(name, font);
    }
    embedded.font = font.font;
    embedded.subset = font.font.createSubset();
    embedded.layoutCache = cacheView(font.layouts);
  }
  doc.font(FONT.regular);
}
