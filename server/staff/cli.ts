import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config';
import { type Db, dbTargetFrom, openDb } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { listStaffUsers } from '../repositories/staffUsers';
import { AccountError, removeStaffAccount, saveStaffAccount } from './accounts';

/**
 * The staff accounts of the server's database (DATA_DIR's SQLite file, or DATABASE_URL):
 * - `npm run staff:add -- --email someone@example.com [--reset]` creates an account (or sets a new
 *   password); the password comes from STAFF_PASSWORD, else it is asked for twice without being shown;
 * - `npm run staff:list` lists the accounts;
 * - `npm run staff:remove -- --email someone@example.com` removes one (someone who left).
 */
const USAGE = [
  'Usage: npm run staff:add -- --email someone@example.com [--reset]   (password: STAFF_PASSWORD or typed when asked)',
  '       npm run staff:list',
  '       npm run staff:remove -- --email someone@example.com',
].join('\n');

/** Reads a line without echoing it. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = true;
    const answer = await rl.question('');
    process.stdout.write('\n');
    return answer;
  } finally {
    rl.close();
  }
}

async function password(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) throw new AccountError('Set STAFF_PASSWORD, or run this in a terminal to type the password.');
  const first = await askHidden('Password (at least 12 characters): ');
  const second = await askHidden('The same password again: ');
  if (first !== second) throw new AccountError('The two passwords differ; nothing was changed.');
  return first;
}

/** One line per account: its email, when it was made, and when it was last used if a session is open. */
async function printAccounts(db: Db): Promise<void> {
  const accounts = await listStaffUsers(db.kysely);
  if (accounts.length === 0) console.log(`No staff accounts yet (${db.description}).`);
  for (const account of accounts) {
    const used = account.lastSeenAt ? `, last used ${account.lastSeenAt}` : '';
    console.log(`${account.email}  created ${account.createdAt}${used}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      reset: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      remove: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.list && !values.email) throw new AccountError(`--email is required.\n${USAGE}`);
  // Only adding asks for a password; ask before opening the database.
  const secret = values.list || values.remove ? '' : await password();
  const db = openDb(dbTargetFrom(loadConfig()));
  try {
    await migrateToLatest(db);
    if (values.list) {
      await printAccounts(db);
    } else if (values.remove) {
      const email = await removeStaffAccount(db.kysely, values.email ?? '');
      console.log(`Removed the staff account ${email}; its sessions have ended.`);
    } else {
      const done = await saveStaffAccount(db.kysely, values.email ?? '', secret, { reset: values.reset, now: new Date() });
      const email = values.email?.trim().toLowerCase();
      console.log(
        done === 'created'
          ? `Created the staff account ${email} (${db.description}). Log in at /staff.`
          : `Changed the password of ${email} and ended its sessions.`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof AccountError || err instanceof ConfigError || (err instanceof TypeError && 'code' in err)) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exitCode = 1;
});
