import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/connect';
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

  it('refuses a short password and a missing email without a stack trace', async () => {
    const short = await add('too short', '--email', 'other@srtech.example');
    expect(short.code).toBe(1);
    expect(short.output.trim()).toBe('The password must be at least 12 characters');
    const noEmail = await add('long enough password');
    expect(noEmail.code).toBe(1);
    expect(noEmail.output).toContain('--email is required');
  });
});
