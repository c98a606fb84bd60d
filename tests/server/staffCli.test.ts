import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openDb } from '../../server/db/connect';
import { insertSession } from '../../server/repositories/staffSessions';
import { findStaffUserByEmail } from '../../server/repositories/staffUsers';
import { verifyPassword } from '../../server/staff/passwords';
import { tempDir } from './support/files';
import { runScript } from './support/process';

describe('npm run staff:add (server/staff/cli.ts)', () => {
  const scratch = tempDir('staff-cli');
  const dataDir = join(scratch.dir, 'data');
  afterAll(() => scratch.remove());

  const add = async (password: string, ...args: string[]) => {
    const run = runScript('server/staff/cli.ts', { DATA_DIR: dataDir, STAFF_PASSWORD: password }, args);
    const { code } = await run.exited;
    return { code, output: run.output() };
  };
  const storedHash = async () => {
    const db = openDb({ kind: 'sqlite', dataDir });
    try {
      return (await findStaffUserByEmail(db.kysely, 'lead@srtech.example'))?.passwordHash ?? '';
    } finally {
      await db.close();
    }
  };

  it('creates an account from STAFF_PASSWORD, refuses a second one, and --reset changes the password', async () => {
    const created = await add('first long password', '--email', 'Lead@SRTech.example');
    expect(created).toMatchObject({ code: 0 });
    expect(created.output).toContain('Created the staff account lead@srtech.example');
    expect(await verifyPassword('first long password', await storedHash())).toBe(true);

    const again = await add('first long password', '--email', 'lead@srtech.example');
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists; add --reset');

    const reset = await add('second long password', '--email', 'lead@srtech.example', '--reset');
    expect(reset.code).toBe(0);
    expect(await verifyPassword('second long password', await storedHash())).toBe(true);
  });

  it('lists the accounts, and removes one with its sessions', async () => {
    expect((await add('a long enough password', '--email', 'aaron@srtech.example')).code).toBe(0);
    expect((await add('a long enough password', '--email', 'zara@srtech.example')).code).toBe(0);
    const db = openDb({ kind: 'sqlite', dataDir });
    try {
      const zara = await findStaffUserByEmail(db.kysely, 'zara@srtech.example');
      await insertSession(db.kysely, 'a'.repeat(64), zara?.id ?? 0, new Date('2026-03-02T09:00:00Z'));
    } finally {
      await db.close();
    }

    const listed = await add('', '--list');
    expect(listed.code).toBe(0);
    const lines = listed.output
      .trim()
      .split('\n')
      .filter((line) => line.includes('@srtech.example'));
    const emails = lines.map((line) => line.split(' ')[0]);
    expect(emails).toEqual([...emails].sort());
    expect(lines.find((line) => line.startsWith('zara@'))).toContain('last used 2026-03-02T09:00:00.000Z');
    expect(lines.find((line) => line.startsWith('aaron@'))).not.toContain('last used');

    const removed = await add('', '--remove', '--email', 'Zara@SRTech.example');
    expect(removed).toMatchObject({ code: 0 });
    expect(removed.output).toContain('Removed the staff account zara@srtech.example');
    expect((await add('', '--list')).output).not.toContain('zara@');
    const after = openDb({ kind: 'sqlite', dataDir });
    try {
      expect(await after.kysely.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
    } finally {
      await after.close();
    }

    const unknown = await add('', '--remove', '--email', 'zara@srtech.example');
    expect(unknown.code).toBe(1);
    expect(unknown.output.trim()).toBe('There is no staff account for zara@srtech.example.');
  });

  it('refuses a short password and a missing email without a stack trace', async () => {
    const short = await add('too short', '--email', 'other@srtech.example');
    expect(short.code).toBe(1);
    expect(short.output.trim()).toBe('The password must be at least 12 characters');
    const noEmail = await add('long enough password');
    expect(noEmail.code).toBe(1);
    expect(noEmail.output).toContain('--email is required');
  });
});
