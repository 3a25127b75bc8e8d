import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

export interface ScheduleOptions {
  /** What the logs call it when a run fails. */
  name: string;
  intervalMs: number;
  /** Also run once as soon as the server is ready (work that should not wait a whole interval). */
  runOnReady?: boolean;
}

/**
 * Runs `work` every `intervalMs` while the server runs: one run at a time (a slow run is not
 * overlapped by the next), a failure logged and tried again at the next run, a timer that does not
 * hold the process, stopped when the server closes. Off in tests, which call the work themselves
 * with a moved clock. Returns the run, for tests of the schedule itself.
 */
export function scheduleWhileRunning(
  app: FastifyInstance,
  deps: Deps,
  options: ScheduleOptions,
  work: () => Promise<void>,
): () => Promise<void> {
  let running = false;
  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      deps.log.error({ err: error }, `${options.name} failed`);
    } finally {
      running = false;
    }
  };
  if (deps.config.mode === 'test') return run;
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  if (options.runOnReady) {
    app.addHook('onReady', (done) => {
      void run();
      done();
    });
  }
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return run;
}
