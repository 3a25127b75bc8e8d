// A proof-of-work solver in a worker, so solving never freezes the page: ALTCHA's own worker
// handler with its browser (Web Crypto) SHA key derivation; the package's ready-made worker
// imports the Node one.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
