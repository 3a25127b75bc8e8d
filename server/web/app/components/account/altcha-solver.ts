import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** How long the browser may work on the challenge before giving up. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Fetches a challenge from the gateway (`GET /login-anonymous/challenge`) and solves it with
 * ALTCHA's solver, in workers when the browser has them; returns the payload the anonymous
 * sign-in expects (base64 JSON of the challenge and its solution), or null when it failed.
 */
export async function solveAnonymousChallenge(signal?: AbortSignal): Promise<string | null> {
  const response = await fetch('/login-anonymous/challenge', { credentials: 'same-origin', signal });
  if (!response.ok) return null;
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution =
    typeof Worker === 'function'
      ? await solveChallengeWorkers({
          challenge,
          controller,
          timeout: SOLVE_TIMEOUT_MS,
          concurrency: Math.min(Math.max(navigator.hardwareConcurrency || 2, 1), 8),
          createWorker: () => new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' }),
        })
      : await solveChallenge({ challenge, controller, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return null;
  const payload = JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  return btoa(payload);
}
