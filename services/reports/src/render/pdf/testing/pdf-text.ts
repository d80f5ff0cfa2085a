import { inflateSync } from 'node:zlib';

// Test support: the text of a PDF that pdfkit wrote (poppler's pdftotext is not installed on these machines). Reads
// every object, inflates the streams, maps each embedded font's codes back to characters through its ToUnicode
// CMap, and answers the text fragments of each page (one per pdfkit text call: a cell's line) in drawing order.

export interface PdfFragment {
  page: number;
  x: number;
  /** From the page's top, as pdfkit lays out. */
  y: number;
  text: string;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const source = pdf.toString('latin1');
  const pattern = /(\d+) 0 obj\n([\s\S]*?)\nendobj/g;
  for (const match of source.matchAll(pattern)) {
    const body = match[2];
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = match.index + match[0].indexOf('\nstream\n') + '\nstream\n'.length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = pdf.subarray(start, start + length);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** code → characters, from a CMap's bfchar and bfrange (pdfkit writes ranges with arrays). */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const line of block[1].split('\n')) {
      const range = /^<([0-9a-f]+)> <([0-9a-f]+)> (\[.*\]|<[0-9a-f]+>)/i.exec(line);
      if (!range) continue;
      const from = Number.parseInt(range[1], 16);
      const to = Number.parseInt(range[2], 16);
      if (range[3].startsWith('[')) {
        [...range[3].matchAll(/<([0-9a-f]+)>/gi)].forEach((entry, i) => map.set(from + i, unicode(entry[1])));
      } else {
        const base = Number.parseInt(range[3].slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-f]+)> <([0-9a-f]+)>/gi)) {
      map.set(Number.parseInt(entry[1], 16), unicode(entry[2]));
    }
  }
  return map;
}

export function pdfFragments(pdf: Buffer): PdfFragment[] {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const cmaps = new Map<number, Map<number, string>>(); // font object → its CMap
  for (const [id, object] of objects) {
    const toUnicode = ref(object.dict, 'ToUnicode');
    if (toUnicode) cmaps.set(id, readCmap(objects.get(toUnicode)!.stream!.toString('latin1')));
  }
  const pagesRoot = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pagesRoot.dict)![1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const fragments: PdfFragment[] = [];
  kids.forEach((pageId, index) => {
    const page = objects.get(pageId)!;
    const resources = objects.get(ref(page.dict, 'Resources'))!.dict;
    const fonts = new Map(
      [...(/\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
    const content = objects.get(ref(page.dict, 'Contents'))!.stream!.toString('latin1');
    let cmap = new Map<number, string>();
    let x = 0;
    let y = 0;
    for (const op of content.matchAll(/([\d.-]+) ([\d.-]+) Tm|\/(\w+) [\d.]+ Tf|\[(.*)\] TJ/g)) {
      if (op[1] !== undefined) {
        x = Number(op[1]);
        y = 595.28 - Number(op[2]);
      } else if (op[3] !== undefined) {
        cmap = cmaps.get(fonts.get(op[3])!) ?? new Map();
      } else {
        const text = [...op[4].matchAll(/<([0-9a-f]*)>/gi)]
          .flatMap((hex) => hex[1].match(/.{4}/g) ?? [])
          .map((code) => cmap.get(Number.parseInt(code, 16)) ?? '\ufffd')
          .join('');
        fragments.push({ page: index + 1, x, y, text });
      }
    }
  });
  return fragments;
}

/** Each page's text, one line per visual line (fragments of about the same height joined left to right by " | "). */
export function pdfPageLines(pdf: Buffer): string[][] {
  const pages: string[][] = [];
  const byPage = new Map<number, PdfFragment[]>();
  for (const fragment of pdfFragments(pdf)) {
    byPage.set(fragment.page, [...(byPage.get(fragment.page) ?? []), fragment]);
  }
  for (const [page, fragments] of [...byPage.entries()].sort(([a], [b]) => a - b)) {
    const sorted = [...fragments].sort((a, b) => a.y - b.y || a.x - b.x);
    const lines: PdfFragment[][] = [];
    for (const fragment of sorted) {
      const line = lines.at(-1);
      if (line && Math.abs(line[0].y - fragment.y) < 1.5) line.push(fragment);
      else lines.push([fragment]);
    }
    pages[page - 1] = lines.map((line) => line.map((fragment) => fragment.text.trim()).join(' | '));
  }
  return pages;
}

export const pdfText = (pdf: Buffer): string =>
  pdfFragments(pdf)
    .map((fragment) => fragment.text)
    .join('\n');
