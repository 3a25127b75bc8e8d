import { Writable } from 'node:stream';

/** One line the server logged (pino's JSON). */
export interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string; message?: string; type?: string };
  [key: string]: unknown;
}

/** pino's level of `error`: anything at or above it is a server fault. */
export const ERROR_LEVEL = 50;

/**
 * A log destination for `startTestServer({ logStream })` that keeps every line, so a test can
 * say the server logged no error (no stack trace) for what was only a client's mistake.
 */
export function captureLogs(): { stream: Writable; lines: LogLine[]; errors: () => LogLine[]; clear: () => void } {
  const lines: LogLine[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending += chunk.toString('utf8');
      let end: number;
      while ((end = pending.indexOf('\n')) !== -1) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        try {
          lines.push(JSON.parse(line) as LogLine);
        } catch {
          lines.push({ level: ERROR_LEVEL, msg: `unparsable log line: ${line}` });
        }
      }
      callback();
    },
  });
  return {
    stream,
    lines,
    errors: () => lines.filter((line) => line.level >= ERROR_LEVEL || line.err?.stack !== undefined),
    clear: () => void lines.splice(0),
  };
}
