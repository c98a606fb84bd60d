import { sql } from 'kysely';

import type { Db } from '../db/connect';

/** Why an instance should not be sent traffic yet (or any more); /readyz answers it. */
export type NotReadyReason = 'shutting down' | 'database unreachable' | 'migrations pending' | 'page render not loaded';

/** A readiness probe gives up on the database after this, so the load balancer's own timeout is not hit first. */
const PING_TIMEOUT_MS = 2_000;

/**
 * What a load balancer asks before sending an instance traffic: the database answers, the
 * start-up work (migrations, seeding) is done, and the server render is loaded, so a first
 * visitor neither fails nor waits for it. Each probe pings the database once; probes that
 * arrive together share one ping, so a flood of probes is one query.
 */
export class Readiness {
  private prepared: boolean;
  private renderLoaded = false;
  private stopping = false;
  private ping: Promise<boolean> | undefined;

  constructor(
    private readonly db: Db,
    options: { prepared?: boolean } = {},
  ) {
    this.prepared = options.prepared ?? false;
  }

  /** Migrations ran and the content is seeded (or was there): the app may answer. */
  get isPrepared(): boolean {
    return this.prepared;
  }

  markPrepared(): void {
    this.prepared = true;
  }

  markRenderLoaded(): void {
    this.renderLoaded = true;
  }

  /** From the shutdown signal on: in-flight requests finish, but new traffic should go elsewhere. */
  markStopping(): void {
    this.stopping = true;
  }

  /** null when ready, otherwise the first reason it is not. */
  async notReadyReason(): Promise<NotReadyReason | null> {
    if (this.stopping) return 'shutting down';
    if (!(await this.databaseAnswers())) return 'database unreachable';
    if (!this.prepared) return 'migrations pending';
    if (!this.renderLoaded) return 'page render not loaded';
    return null;
  }

  private databaseAnswers(): Promise<boolean> {
    this.ping ??= pingDatabase(this.db).finally(() => {
      this.ping = undefined;
    });
    return this.ping;
  }
}

async function pingDatabase(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = sql`SELECT 1`.execute(db.kysely).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
