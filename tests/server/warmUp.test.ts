import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { removedAfterThisBlock } from './support/lifecycle';
import { renderBuild, renderCountOf } from './support/renderBuild';
import { testServerForThisBlock } from './support/server';

/** The background warm-up at start (server/pages/warmUp.ts): the first visitor finds the render loaded. */
const HTML = { Accept: 'text/html' };

async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

describe('a server started with a render bundle', () => {
  const dist = removedAfterThisBlock(renderBuild());
  const s = testServerForThisBlock({ distDir: dist.dir });

  it('renders the home page in the background once it listens, and keeps it for the first visitor', async () => {
    await until(() => s.logger.lines.some((line) => line.startsWith('server render warmed up (GET / 200)')));
    const res = await fetch(`${s.server.url}/`, { headers: HTML });
    expect(res.status).toBe(200);
    expect(renderCountOf(await res.text())).toBe(1);
    expect(s.logger.errors).toEqual([]);
  });
});

describe('a server started without a build', () => {
  const s = testServerForThisBlock();

  it('warms up nothing, logs nothing about it, and still serves its 503 text', async () => {
    const res = await fetch(`${s.server.url}/`, { headers: HTML });
    expect(res.status).toBe(503);
    expect(s.logger.lines.filter((line) => line.includes('warm'))).toEqual([]);
    expect(s.logger.errors).toEqual([]);
  });
});
