import type { SiteDocument } from '../../../../shared/site/document';
import type { CommitOutcome, CurrentBuild, SiteBuildApi } from './types';

/**
 * The server's side of the site-build contract in memory, for the sync's unit tests: versions
 * go up by one a commit, a stale base is a conflict, and the connection can be cut. The real
 * server behind the same calls is exercised by the studio's end-to-end tests.
 */
export class MemorySiteBuilds implements SiteBuildApi {
  version: number;
  document: SiteDocument;
  commits: { version: number; autoSave: boolean; document: SiteDocument }[] = [];
  published: string | null = null;
  online = true;
  refuse: string | null = null;
  /** How long a commit takes (with fake timers, until the test advances them). */
  latencyMs = 0;
  /** Every commit call, accepted or not (base version, and when it came). */
  attempts: { baseVersion: number; at: number }[] = [];

  constructor(document: SiteDocument, version = 1) {
    this.document = structuredClone(document);
    this.version = version;
  }

  /** Another editor's commit. */
  commitAsOther(change: (document: SiteDocument) => void): void {
    const next = structuredClone(this.document);
    change(next);
    this.document = next;
    this.version += 1;
    this.commits.push({ version: this.version, autoSave: false, document: next });
  }

  async commit(document: SiteDocument, baseVersion: number, autoSave: boolean): Promise<CommitOutcome> {
    this.attempts.push({ baseVersion, at: Date.now() });
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    else await Promise.resolve();
    if (!this.online) return { ok: false, error: 'network' };
    if (this.refuse) return { ok: false, error: 'refused', message: this.refuse };
    if (baseVersion !== this.version) return { ok: false, conflict: { currentVersion: this.version } };
    this.version += 1;
    this.document = structuredClone(document);
    this.commits.push({ version: this.version, autoSave, document: this.document });
    return { ok: true, id: `b${this.version}`, version: this.version };
  }

  async loadCurrent(): Promise<CurrentBuild> {
    await Promise.resolve();
    if (!this.online) throw new Error('offline');
    return { document: structuredClone(this.document), version: this.version, siteBuildId: `b${this.version}` };
  }

  async publish(siteBuildId: string) {
    await Promise.resolve();
    if (!this.online) return { ok: false as const, error: 'network' as const };
    this.published = siteBuildId;
    return { ok: true as const };
  }
}

/** A Storage in memory (the studio uses the window's localStorage). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
