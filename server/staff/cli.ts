import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { dbTargetFrom, openDb } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { AccountError, saveStaffAccount } from './accounts';

/**
 * `npm run staff:add -- --email someone@example.com [--reset]`: creates a staff account (or sets a
 * new password) in the server's database (DATA_DIR's SQLite file, or DATABASE_URL). The password
 * comes from STAFF_PASSWORD, else it is asked for twice without being shown.
 */
const USAGE = 'Usage: npm run staff:add -- --email someone@example.com [--reset]   (password: STAFF_PASSWORD or typed when asked)';

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

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email) throw new AccountError(`--email is required. ${USAGE}`);
  const secret = await password();
  const db = openDb(dbTargetFrom(loadConfig()));
  try {
    await migrateToLatest(db);
    const done = await saveStaffAccount(db.kysely, values.email, secret, { reset: values.reset, now: new Date() });
    console.log(done === 'created' ? `Created the staff account ${values.email.trim().toLowerCase()} (${db.description}). Log in at /staff.` : `Changed the password of ${values.email.trim().toLowerCase()} and ended its sessions.`);
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
