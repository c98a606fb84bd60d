import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { prepareJson } from '../../server/http/preparedBody';

/** An answer the size of the whole list of 5,000 jobs (some 1.2 MB of JSON), varied enough to take compressing. */
const bigList = () =>
  Array.from({ length: 5000 }, (_, id) => ({
    id,
    jobname: `Job ${id} ${Math.random().toString(36)}`,
    description: `Shift ${id % 3}, ${Math.random().toString(36).repeat(4)}`,
    salary: Math.round(Math.random() * 100_000),
  }));

describe('prepared answers', () => {
  it('are compressed off the event loop: other requests are answered meanwhile', async () => {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 1);
    try {
      const prepared = prepareJson(bigList());
      const ticksWhenCalled = ticks;
      await prepared;
      expect(ticksWhenCalled, 'the call returned before compressing').toBe(0);
      expect(ticks, 'timers ran while it compressed').toBeGreaterThan(0);
    } finally {
      clearInterval(ticking);
    }
  });

  it('decompress to the same bytes in both codings, with one tag', async () => {
    const list = bigList();
    const prepared = await prepareJson(list);
    expect(JSON.parse(gunzipSync(prepared.gzip ?? new Uint8Array()).toString())).toEqual(list);
    expect(JSON.parse(brotliDecompressSync(prepared.br ?? new Uint8Array()).toString())).toEqual(list);
    expect(Buffer.from(prepared.identity).toString()).toBe(JSON.stringify(list));
    expect(prepared.tag).toMatch(/^[\w-]{27}$/);
  });

  it('leaves a small answer uncompressed', async () => {
    const prepared = await prepareJson({ ok: true });
    expect(prepared.gzip).toBeUndefined();
    expect(prepared.br).toBeUndefined();
  });
});
