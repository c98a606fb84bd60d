import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { WindowKey } from '../../server/repositories/limitWindows';
import { LimitWindows } from '../../server/repositories/limitWindows';
import type { OpenedDatabase } from './support/databases';
import { testDatabases } from './support/databases';

const RULE = { limit: 2, windowMs: 60_000 };
const T0 = new Date('2026-03-02T09:00:00Z').getTime();
const at = (ms: number) => new Date(T0 + ms);
const key = (k: string, bucket = 'test'): WindowKey => ({ bucket, key: k });

/** The counted windows in the database (repositories/limitWindows.ts), on each engine. */
describe.each(testDatabases)('limit windows on $name', (database) => {
  let opened: OpenedDatabase;
  let windows: LimitWindows;
  beforeEach(async () => {
    opened = await database.open();
    windows = new LimitWindows(opened.db);
  });
  afterEach(() => opened.dispose());

  const rows = () => opened.db.kysely.selectFrom('limit_windows').select(['bucket', 'key']).orderBy('key').execute();

  it('counts a sliding window: full until the oldest hit leaves it, and says how long that is', async () => {
    expect(await windows.take([key('a')], RULE, at(0))).toBe(0);
    expect(await windows.take([key('a')], RULE, at(20_000))).toBe(0);
    expect(await windows.take([key('a')], RULE, at(30_000))).toBe(30);
    expect(await windows.take([key('a')], RULE, at(59_999))).toBe(1);
    // The first hit has left; the second (at 20 s) now decides.
    expect(await windows.take([key('a')], RULE, at(60_000))).toBe(0);
    expect(await windows.take([key('a')], RULE, at(60_001))).toBe(20);
  });

  it('never asks to wait longer than the window, when the hits are newer than the take (its lock waited, or a clock ahead)', async () => {
    await windows.take([key('a')], RULE, at(10_000));
    await windows.take([key('a')], RULE, at(10_000));
    expect(await windows.take([key('a')], RULE, at(0))).toBe(60);
  });

  it('takes a hit on every key or on none', async () => {
    await windows.take([key('full')], RULE, at(0));
    await windows.take([key('full')], RULE, at(0));
    expect(await windows.take([key('free'), key('full')], RULE, at(1000))).toBe(59);
    // The refused take counted nothing on the key that had room.
    expect(await windows.take([key('free')], RULE, at(1000))).toBe(0);
    expect(await windows.take([key('free')], RULE, at(1000))).toBe(0);
    expect(await windows.take([key('free')], RULE, at(1000))).toBe(60);
  });

  it('gives back one hit, and clears a key', async () => {
    await windows.take([key('a')], RULE, at(0));
    await windows.take([key('a')], RULE, at(5000));
    await windows.giveBack(key('a'), at(5000), RULE);
    expect(await windows.take([key('a')], RULE, at(6000))).toBe(0);
    await windows.clear(key('a'));
    expect(await windows.take([key('a')], RULE, at(7000))).toBe(0);
    expect(await windows.take([key('a')], RULE, at(7000))).toBe(0);
    expect(await windows.take([key('a')], RULE, at(7000))).toBe(60);
  });

  it('counts 2 of 20 takes of one key sent at once', async () => {
    const waits = await Promise.all(Array.from({ length: 20 }, () => windows.take([key('a')], RULE, at(0))));
    expect(waits.filter((w) => w === 0)).toHaveLength(2);
  });

  it('deletes the rows whose hits have all left their window, so the table does not grow for ever', async () => {
    for (const k of ['a', 'b', 'c', 'd']) await windows.take([key(k)], RULE, at(0));
    await windows.take([key('e', 'other')], RULE, at(50_000));
    expect(await rows()).toHaveLength(5);
    // A minute on, the next take deletes what expired (a to d at 60 s; e stays until 110 s).
    await windows.take([key('f')], RULE, at(61_000));
    expect(await rows()).toEqual([
      { bucket: 'other', key: 'e' },
      { bucket: 'test', key: 'f' },
    ]);
  });
});
