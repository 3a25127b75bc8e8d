// What a browser downloads for a page (issue 24): the HTML and the scripts it loads before it is
// interactive, as the server sends them to a browser (brotli) and as they would go uncompressed.
import { rawRequest } from '../../server/security/raw-request';

/** The JavaScript budget per route, before the page is interactive (KB over the wire). */
export const TRANSFER_TARGETS = { scriptKb: 150, scriptAimKb: 90 };

interface Sent {
  /** Bytes on the wire (a compressed answer is not decoded). */
  wire: number;
  encoding: string;
  body: string;
}

/** One GET with the given Accept-Encoding; counts the bytes received. */
async function get(base: string, path: string, acceptEncoding: string): Promise<Sent> {
  const answer = await rawRequest(base, 'GET', path, undefined, { 'accept-encoding': acceptEncoding });
  return {
    wire: answer.bytes.length,
    encoding: String(answer.headers['content-encoding'] ?? 'identity'),
    body: answer.body,
  };
}

/** Scripts the page loads at once: its module entry and the chunks it preloads. */
function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g))
    found.add(match[1]!);
  return [...found].map((src) => src.replace(/&amp;/g, '&'));
}

export interface PageTransfer {
  page: string;
  href: string;
  htmlRaw: number;
  htmlBrotli: number;
  scripts: number;
  scriptRaw: number;
  scriptBrotli: number;
  scriptGzip: number;
  /** Encodings the server answered with (HTML, scripts): `br` when compression works. */
  encodings: string[];
}

/** Weighs one address of each page type as the server sends it. */
export async function measureTransfer(base: string, pages: readonly [string, string][]): Promise<PageTransfer[]> {
  const measured: PageTransfer[] = [];
  for (const [page, href] of pages) {
    const raw = await get(base, href, 'identity');
    const brotli = await get(base, href, 'br, gzip');
    const encodings = new Set([brotli.encoding]);
    let scriptRaw = 0;
    let scriptBrotli = 0;
    let scriptGzip = 0;
    const scripts = scriptsOf(raw.body);
    for (const src of scripts) {
      const path = src.startsWith('http') ? new URL(src).pathname : src;
      const [plain, br, gz] = await Promise.all([
        get(base, path, 'identity'),
        get(base, path, 'br'),
        get(base, path, 'gzip'),
      ]);
      scriptRaw += plain.wire;
      scriptBrotli += br.wire;
      scriptGzip += gz.wire;
      encodings.add(br.encoding);
    }
    measured.push({
      page,
      href,
      htmlRaw: raw.wire,
      htmlBrotli: brotli.wire,
      scripts: scripts.length,
      scriptRaw,
      scriptBrotli,
      scriptGzip,
      encodings: [...encodings],
    });
  }
  return measured;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function reportTransfer(measured: readonly PageTransfer[]): void {
  console.log('\nWhat a browser downloads per page (HTML, then the scripts loaded before it is interactive), KB');
  console.log(
    'page'.padEnd(14),
    'HTML raw'.padStart(9),
    'br'.padStart(7),
    'ratio'.padStart(6),
    'scripts'.padStart(8),
    'JS raw'.padStart(8),
    'br'.padStart(7),
    'gzip'.padStart(7),
    'ratio'.padStart(6),
    '  encodings  target',
  );
  for (const row of measured) {
    const js = row.scriptBrotli / 1024;
    const target =
      js <= TRANSFER_TARGETS.scriptAimKb
        ? `<= ${TRANSFER_TARGETS.scriptAimKb} KB (aim): met`
        : `<= ${TRANSFER_TARGETS.scriptKb} KB: ${js <= TRANSFER_TARGETS.scriptKb ? 'met' : 'missed'}`;
    console.log(
      row.page.padEnd(14),
      kb(row.htmlRaw).padStart(9),
      kb(row.htmlBrotli).padStart(7),
      (row.htmlRaw / row.htmlBrotli).toFixed(1).padStart(6),
      String(row.scripts).padStart(8),
      kb(row.scriptRaw).padStart(8),
      kb(row.scriptBrotli).padStart(7),
      kb(row.scriptGzip).padStart(7),
      (row.scriptRaw / row.scriptBrotli).toFixed(1).padStart(6),
      ` ${row.encodings.join(',').padEnd(11)} ${target}`,
    );
  }
  console.log('ratio: uncompressed / brotli, the baseline being the same files sent as they are, in the same run.');
}
