import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../../server/config';
import { openDb } from '../../server/db/connect';
import { saveStaffAccount } from '../../server/staff/accounts';
import { SESSION_COOKIE } from '../../server/staff/sessionCookie';
import { uploadUrl } from '../../src/contract/paths';
import { staffPaths, type UploadedImageDto } from '../../src/contract/staff';
import { freshSchema, POSTGRES_URL, testDatabases, urlWithSchema } from './support/databases';
import { tempDir } from './support/files';
import { jpegBytes, pngBytes } from './support/images';
import { removedAfterThisBlock } from './support/lifecycle';
import type { Spawned } from './support/process';
import type { TestServer } from './support/server';
import { startTestServer } from './support/server';
import { listeningUrl, serverProcess } from './support/serverProcess';
import { STAFF } from './support/staff';

/** A name the earlier version gave an upload: `img-` and 32 random hex digits. */
const oldName = (extension: string) => `img-${randomBytes(16).toString('hex')}.${extension}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** DATA_DIR/uploads as the earlier version left it: two uploads, and files no upload could be. */
function leftByTheOldVersion(dir: string) {
  mkdirSync(dir, { recursive: true });
  const png = { name: oldName('png'), bytes: pngBytes(320, 200) };
  const jpeg = { name: oldName('jpg'), bytes: jpegBytes(800, 600) };
  const broken = oldName('png');
  const tooSmall = oldName('png');
  const folder = oldName('webp');
  const dangling = oldName('jpg');
  writeFileSync(join(dir, png.name), png.bytes);
  writeFileSync(join(dir, jpeg.name), jpeg.bytes);
  writeFileSync(join(dir, broken), 'half a file, not a PNG');
  writeFileSync(join(dir, tooSmall), pngBytes(8, 8));
  mkdirSync(join(dir, folder));
  symlinkSync(join(dir, 'gone.png'), join(dir, dangling));
  writeFileSync(join(dir, 'notes.txt'), 'not an image');
  return { moved: [png, jpeg], skipped: [broken, tooSmall, folder, dangling] };
}

describe.each(testDatabases)('images an earlier version left in DATA_DIR/uploads, on $name', (database) => {
  const scratch = removedAfterThisBlock(tempDir('old-uploads'));
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  afterAll(async () => {
    await drop?.();
  });

  /** The same database at every start: SQLite in one DATA_DIR, or one PostgreSQL schema. */
  async function databaseConfig(): Promise<Partial<ServerConfig>> {
    const dataDir = join(scratch.dir, 'data');
    if (database.name === 'sqlite' || !POSTGRES_URL) return { dataDir };
    if (!drop) {
      const schema = await freshSchema(POSTGRES_URL);
      drop = schema.drop;
      databaseUrl = urlWithSchema(POSTGRES_URL, schema.schema);
    }
    return { dataDir, databaseUrl };
  }

  it('are moved into the database at start-up and served; broken ones are logged and skipped; a restart changes nothing', async () => {
    const imagesDir = join(scratch.dir, 'data', 'uploads');
    const files = leftByTheOldVersion(imagesDir);
    let server: TestServer | undefined = await startTestServer({ ...(await databaseConfig()), imagesDir });
    try {
      const log = server.logger.lines.join('\n');
      expect(log).toContain(`moved 2 uploaded image(s) from ${imagesDir} into the database`);
      for (const name of files.skipped) expect(log).toContain(`skipped ${join(imagesDir, name)}: `);
      expect(log).toContain('The image must be a PNG, JPEG or WebP file.');
      expect(log).toContain('The image must be from 16 to 4096 pixels on each side.');
      expect(log).not.toContain('notes.txt');

      // Gone from the disk (a replaced disk), still served from the database.
      rmSync(imagesDir, { recursive: true });
      for (const file of files.moved) {
        const res = await fetch(`${server.server.url}${uploadUrl(file.name)}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(file.name.endsWith('.png') ? 'image/png' : 'image/jpeg');
        expect(res.headers.get('etag')).toBe(`"${sha256(file.bytes)}"`);
        expect(same(new Uint8Array(await res.arrayBuffer()), file.bytes)).toBe(true);
      }
      for (const name of files.skipped) expect((await fetch(`${server.server.url}${uploadUrl(name)}`)).status).toBe(404);
      await server.dispose();
      server = undefined;

      // The files back in place, as the next start finds them: nothing is moved twice.
      mkdirSync(imagesDir);
      for (const file of files.moved) writeFileSync(join(imagesDir, file.name), file.bytes);
      server = await startTestServer({ ...(await databaseConfig()), imagesDir });
      expect(server.logger.lines.join('\n')).not.toContain('moved');
      const rows = await server.server.db.kysely.selectFrom('images').select('name').execute();
      expect(rows.map((r) => r.name).sort()).toEqual(files.moved.map((f) => f.name).sort());
      expect(existsSync(join(imagesDir, files.moved[0]?.name ?? ''))).toBe(true);
    } finally {
      await server?.dispose();
    }
  });
});

/** `npm run serve` as its own process on the given database and DATA_DIR; resolves once it listens. */
async function serveProcess(databaseUrl: string, dataDir: string): Promise<{ run: Spawned; url: string }> {
  const run = serverProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist') });
  return { run, url: await listeningUrl(run) };
}

/** Logs in on `url` as a staff member: the cookie and what the console's own page sends along. */
async function staffHeaders(url: string): Promise<Record<string, string>> {
  const sameSite = { Origin: url, 'Sec-Fetch-Site': 'same-origin' };
  const res = await fetch(`${url}${staffPaths.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sameSite },
    body: JSON.stringify(STAFF),
  });
  expect(res.status).toBe(200);
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';', 1)[0] ?? '';
  return { Cookie: cookie, ...sameSite };
}

describe.runIf(POSTGRES_URL)('instances behind a load balancer, on one PostgreSQL database', () => {
  const scratch = removedAfterThisBlock(tempDir('instances'));
  const running: Spawned[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const run of running) run.child.kill('SIGKILL');
    await Promise.all(running.map((run) => run.exited));
    await drop?.();
  });

  it('serve, byte for byte, an image uploaded on another instance and one an earlier version left on its disk', async () => {
    const schema = await freshSchema(POSTGRES_URL ?? '');
    drop = schema.drop;
    const databaseUrl = urlWithSchema(POSTGRES_URL ?? '', schema.schema);
    const dataA = join(scratch.dir, 'a');
    const dataB = join(scratch.dir, 'b');
    const left = leftByTheOldVersion(join(dataA, 'uploads'));

    const a = await serveProcess(databaseUrl, dataA);
    running.push(a.run);
    const b = await serveProcess(databaseUrl, dataB);
    running.push(b.run);
    const db = openDb({ kind: 'postgres', url: databaseUrl });
    try {
      await saveStaffAccount(db.kysely, STAFF.email, STAFF.password, { reset: false, now: new Date() });
    } finally {
      await db.close();
    }

    const bytes = pngBytes(1200, 630, 300_000);
    const form = new FormData();
    form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], 'banner.png', { type: 'image/png' }));
    const uploaded = await fetch(`${a.url}${staffPaths.images}`, {
      method: 'POST',
      headers: await staffHeaders(a.url),
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as UploadedImageDto;

    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(same(new Uint8Array(await served.arrayBuffer()), bytes)).toBe(true);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toBe(`"${sha256(bytes)}"`);
    const revalidated = await fetch(`${b.url}${url}`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(existsSync(join(dataB, 'uploads'))).toBe(false);

    // A's disk replaced: what it held before this version is served by B all the same.
    a.run.child.kill('SIGTERM');
    expect((await a.run.exited).code).toBe(0);
    rmSync(dataA, { recursive: true });
    for (const file of left.moved) {
      const res = await fetch(`${b.url}${uploadUrl(file.name)}`);
      expect(res.status).toBe(200);
      expect(same(new Uint8Array(await res.arrayBuffer()), file.bytes)).toBe(true);
    }
    expect(a.run.output()).toContain('moved 2 uploaded image(s)');
    expect((await fetch(`${b.url}${uploadUrl(left.skipped[0] ?? '')}`)).status).toBe(404);
  }, 120_000);
});
