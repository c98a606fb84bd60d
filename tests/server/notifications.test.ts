import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { listenForNotifications } from '../../server/db/notifications';
import { POSTGRES_URL } from './support/databases';
import { until } from './support/until';

describe.runIf(POSTGRES_URL)('listening for PostgreSQL notifications', () => {
  const url = POSTGRES_URL ?? '';
  const channel = `srjobs_test_${process.pid}`;

  it('hears a NOTIFY, and listens again (saying so) after its connection is killed', async () => {
    const heard: string[] = [];
    let listened = 0;
    let lost = 0;
    const listening = listenForNotifications(url, channel, {
      onNotify: (payload) => heard.push(payload),
      onListening: () => (listened += 1),
      onLost: () => (lost += 1),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await until(() => listened === 1, 'the first LISTEN');
      await admin.query('SELECT pg_notify($1, $2)', [channel, 'one']);
      await until(() => heard.includes('one'), 'the first notification');

      // The listening session, found by the LISTEN it holds, is ended as an operator (or a failover) would.
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN "${channel}"`],
      );
      expect(killed.rowCount).toBe(1);
      await until(() => lost >= 1 && listened === 2, 'listening again');

      await admin.query('SELECT pg_notify($1, $2)', [channel, 'two']);
      await until(() => heard.includes('two'), 'a notification after the reconnect');
    } finally {
      await listening.stop();
      await admin.end();
    }
  });

  it('keeps trying while the database cannot be reached, without throwing', async () => {
    const lost: string[] = [];
    const listening = listenForNotifications('postgres://nobody:nothing@127.0.0.1:1/none', channel, {
      onNotify: () => undefined,
      onListening: () => expect.fail('there is no database to listen on'),
      onLost: (error) => lost.push(error.message),
    });
    await until(() => lost.length >= 2, 'two failed attempts');
    await listening.stop();
  });
});
