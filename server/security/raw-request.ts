import { request as httpRequest } from 'node:http';

/** What a raw request got back. */
export interface RawAnswer {
  status: number;
  body: string;
  /** The body's bytes as received (a compressed answer is not decoded). */
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request with its path sent byte for byte (fetch and URL would normalise `//`, `..`
 * and invalid percent-encodings away, which are exactly what these tests send). A server that
 * answers early (413) and resets the connection while the body is still being written counts
 * as that answer.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, body: bytes.toString('utf8'), bytes, headers: response.headers });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
        resolve({ status: 413, body: '', bytes: Buffer.alloc(0), headers: {} });
      else reject(error);
    });
    request.end(body);
  });
}
