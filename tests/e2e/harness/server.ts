import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { apiPaths } from '../../../src/contract/paths';
import { onProcessExit } from './exitCleanup';
import { freePort } from './freePort';
import { REPO_ROOT } from './paths';

export interface ServerOptions {
  /** The server's DATA_DIR. Default: a fresh temporary folder, removed by dispose(). */
  dataDir?: string;
  /**
   * A data folder to copy into that fresh temporary one before the start (no `dataDir` given):
   * an already migrated and seeded database, so the start skips seeding. The source is only read.
   */
  copyDataFrom?: string;
  /** Default: a free port. Give an earlier instance's port to come back on the same origin. */
  port?: number;
  /** The built app it serves. Default: the repository's dist/. */
  distDir?: string;
  /** Extra environment for the server, e.g. `{ RESUME_MAX_BYTES: '1000' }` or a DATABASE_URL. */
  env?: Record<string, string>;
  /** How long to wait for the first answer; the first start migrates and seeds. Default 90 s. */
  startTimeoutMs?: number;
  /** Pass the server's stderr through to this process's stderr as it comes. Default true. */
  forwardStderr?: boolean;
}

/** A real server (`node --import tsx server/main.ts`) running as a child process. */
export interface ServerInstance {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly baseURL: string;
  readonly port: number;
  readonly dataDir: string;
  readonly running: boolean;
  /** The server process's id while it runs (the benchmark reads its CPU time). */
  readonly pid: number | undefined;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s). The data dir is kept. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data dir, e.g. after stop() to simulate a server outage. */
  start(): Promise<void>;
  /** stop(), then removes the data dir if this instance created it. */
  dispose(): Promise<void>;
  /** The latest stdout and stderr of the process (the request log, errors), for failure messages. */
  output(): string;
}

const SERVER_ENTRY = 'server/main.ts';
const OUTPUT_LIMIT = 64 * 1024;
const STOP_GRACE_MS = 5_000;
/** Lines of output shown when the server dies mid-run (the whole log is in output()). */
const UNEXPECTED_EXIT_LINES = 40;
/** Answers 200 only once the database is migrated and seeded. */
const READY_PATH = apiPaths.jobs;
/** What the server logs once it listens and its database is ready (server/start.ts). */
const LISTENING = 'listening on ';
/** How many free ports a start tries when the one picked was taken before the server bound it. */
const PORT_ATTEMPTS = 3;

/**
 * The browser tests send many forms from 127.0.0.1, far more than a visitor would: the per-address
 * rate limits are raised for them (tests/server/abuseLimits.test.ts checks the real defaults).
 * A test's `env` may set them again.
 */
const GENEROUS_LIMITS: Record<string, string> = {
  RATE_LIMIT_APPLICATIONS: '1000000',
  RATE_LIMIT_ENQUIRIES: '1000000',
  RATE_LIMIT_VITALS: '1000000',
};

/**
 * The server sees only what `npm run serve` would: no inherited DATABASE_URL (the tests read the
 * SQLite file) and none of vitest's variables (NODE_ENV=test, VITEST_*).
 */
function serverEnv(port: number, dataDir: string, distDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'DATABASE_URL' || key === 'NODE_ENV' || key.startsWith('VITEST')) continue;
    env[key] = value;
  }
  return { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, ...GENEROUS_LIMITS, ...extra };
}

class ServerProcess implements ServerInstance {
  readonly baseURL: string;
  private child: ChildProcess | undefined;
  private stopping = false;
  /** Set once it answered: an exit before that is reported by start() itself. */
  private answered = false;
  /** Recent output as chunks; trimmed now and then, so a busy request log costs little (bench). */
  private chunks: string[] = [];
  private chunkChars = 0;
  /** Unregisters the exit-time removal of a data dir this instance created. */
  private readonly forgetDataDir: (() => void) | undefined;

  constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly ownsDataDir: boolean,
    private readonly distDir: string,
    private readonly options: ServerOptions,
  ) {
    this.baseURL = `http://127.0.0.1:${port}`;
    if (ownsDataDir) this.forgetDataDir = onProcessExit(() => rmSync(dataDir, { recursive: true, force: true }));
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  output(): string {
    return this.chunks.join('').slice(-OUTPUT_LIMIT);
  }

  private record(chunk: Buffer, forward: boolean): void {
    const text = chunk.toString('utf8');
    this.chunks.push(text);
    this.chunkChars += text.length;
    if (this.chunkChars > 4 * OUTPUT_LIMIT) {
      this.chunks = [this.output()];
      this.chunkChars = this.chunks[0]?.length ?? 0;
    }
    if (forward) process.stderr.write(text.replace(/^(?=.)/gm, `[server :${this.port}] `));
  }

  async start(): Promise<void> {
    if (this.child) throw new Error(`the server on port ${this.port} is already running`);
    const env = serverEnv(this.port, this.dataDir, this.distDir, this.options.env ?? {});
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.stopping = false;
    this.answered = false;
    const forget = onProcessExit(() => child.kill('SIGKILL'));
    child.stdout?.on('data', (chunk: Buffer) => this.record(chunk, false));
    child.stderr?.on('data', (chunk: Buffer) => this.record(chunk, this.options.forwardStderr ?? true));
    child.once('exit', (code, signal) => {
      forget();
      if (this.child === child) this.child = undefined;
      if (this.answered && !this.stopping) {
        const tail = this.output().split('\n').slice(-UNEXPECTED_EXIT_LINES).join('\n');
        process.stderr.write(
          `\nThe server on port ${this.port} exited unexpectedly (${signal ?? `code ${code}`}). Its last output:\n${tail}\n`,
        );
      }
    });

    try {
      await this.waitUntilReady(child);
      this.answered = true;
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const timeout = this.options.startTimeoutMs ?? 90_000;
    const deadline = Date.now() + timeout;
    const url = `${this.baseURL}${READY_PATH}`;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The server exited before answering (${child.signalCode ?? `code ${child.exitCode}`}). Its output:\n${this.output()}`,
        );
      }
      // Asked only once this process says it listens: another process that took the port first
      // (files start servers side by side) must not pass for this one.
      if (!this.output().includes(LISTENING)) {
        await sleep(150);
        continue;
      }
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(150);
    }
    throw new Error(`The server did not answer GET ${url} with 200 within ${timeout} ms. Its output:\n${this.output()}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.stopping = true;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  /** Lets go of a stopped instance that never answered, keeping its data dir for the next attempt. */
  release(): void {
    this.forgetDataDir?.();
  }

  async dispose(): Promise<void> {
    await this.stop();
    if (this.ownsDataDir) await rm(this.dataDir, { recursive: true, force: true });
    this.forgetDataDir?.();
  }
}

/**
 * Starts the real server on 127.0.0.1 and resolves once GET /api/...NewPosts answers 200
 * (migrated and seeded). Always dispose() it (afterAll), or it is killed when the test process exits.
 *
 *   const server = await startServer();            // own data dir and port
 *   await server.stop(); ...; await server.start(); // same port, same data
 */
export async function startServer(options: ServerOptions = {}): Promise<ServerInstance> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'sr-jobs-e2e-')));
  if (ownsDataDir && options.copyDataFrom !== undefined) await cp(options.copyDataFrom, dataDir, { recursive: true });
  const distDir = options.distDir ?? join(REPO_ROOT, 'dist');
  for (let attempt = 1; ; attempt++) {
    const server = new ServerProcess(options.port ?? (await freePort()), dataDir, ownsDataDir, distDir, options);
    try {
      await server.start();
      return server;
    } catch (error) {
      // A free port another process bound before this server did (freePort.ts): take another.
      if (options.port === undefined && attempt < PORT_ATTEMPTS && server.output().includes('EADDRINUSE')) {
        server.release();
        continue;
      }
      await server.dispose();
      throw error;
    }
  }
}
