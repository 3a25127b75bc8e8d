import nodemailer from 'nodemailer';
import type { Deps } from '../../deps';
import { deliverPendingMail, type DeliveryReport, type SendMail } from './delivery';

/** How often the worker looks for due mail when nothing woke it (retries, other instances' mail). */
export const POLL_INTERVAL_MS = 15_000;

/**
 * Sends the outbox through SMTP in the background: a pass on start, one every
 * POLL_INTERVAL_MS, and one soon after a service queues mail (`notifyMailQueued`).
 * Passes never overlap; a wake-up during a pass runs another pass after it.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DeliveryReport> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly send: SendMail,
    private readonly onStop: () => void = () => {},
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a pass as soon as possible; never throws. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.flush().catch((error: unknown) => this.deps.log.error({ err: error }, 'mail delivery pass failed'));
  }

  /** Runs a pass now (or waits for the one under way, then runs another) and reports it. */
  async flush(): Promise<DeliveryReport> {
    while (this.running) await this.running.catch(() => undefined);
    this.again = false;
    this.running = deliverPendingMail(this.deps, this.send);
    try {
      return await this.running;
    } finally {
      this.running = undefined;
      if (this.again && !this.stopped) setImmediate(() => this.wake());
    }
  }

  /** Stops the timer and waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.onStop();
  }
}

/** A SendMail over SMTP with nodemailer, and a function that closes its connections. */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}

const workers = new WeakMap<Deps, MailWorker>();

/** Links a worker to the server's deps so services can wake it. */
export function registerMailWorker(deps: Deps, worker: MailWorker | undefined): void {
  if (worker) workers.set(deps, worker);
  else workers.delete(deps);
}

/**
 * Tells the server's worker (if SMTP is configured) that mail was queued; call it after the
 * transaction that queued the mail has committed, so the pass can see it.
 */
export function notifyMailQueued(deps: Deps): void {
  workers.get(deps)?.wake();
}

/** The worker of a server, for tests and tools that want to send at once. */
export function mailWorkerOf(deps: Deps): MailWorker | undefined {
  return workers.get(deps);
}
