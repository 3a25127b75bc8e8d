import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Compression of what the server writes as it answers: pages, GraphQL answers, and built files
 * that have no precompressed copy (see `precompress` for those that do). Brotli first, gzip for
 * clients without it; pictures and the pixel are already compressed types and pass as they are.
 *
 * Brotli's default quality (11) is for files compressed once; for an answer made per request,
 * quality 4 costs about what gzip's default does and still gives a smaller page.
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // Clients never need to send compressed bodies, and a compressed body would pass the body
  // limit at its compressed size: requests are read as sent.
  globalDecompression: false,
};
