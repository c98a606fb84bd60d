// @vitest-environment node
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Job, JobSummary } from '../../../../src/domain/entities';
import { closePersonalDb, PERSONAL_DB_NAME } from '../../../../src/personal/shared/personalDb';
import { type PersonalEvent, subscribePersonalEvents } from '../../../../src/personal/shared/personalEvents';
import { clearSavedJobs, recordSavedJobCheck, savedJobs, saveJob, unsaveJob } from '../../../../src/personal/shared/savedJobs';
import { freshDatabase } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

const job = (id: number, title = `Job ${id}`): JobSummary => ({
  id,
  image: '',
  title,
  companyName: 'Acme',
  location: 'Chennai',
  jobType: 'Full Time',
  experience: 'Fresher',
  salary: '',
});

describe('saved jobs store', () => {
  it('lists saved jobs newest saved first, whatever order their ids are in', async () => {
    await saveJob(job(3), 1000);
    await saveJob(job(1), 3000);
    await saveJob(job(2), 2000);

    expect((await savedJobs()).map((saved) => saved.id)).toEqual([1, 2, 3]);
  });

  it('keeps only the summary of a detail it is given, not its description', async () => {
    const detail: Job = {
      ...job(7),
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      mainHeading: 'About',
      mainDescription: 'Long text',
      sections: [],
    };
    await saveJob(detail, 1000);

    expect((await savedJobs())[0]).toEqual({ id: 7, job: job(7), savedAt: 1000, removedAt: null });
  });

  it('forgets a job the user unsaves', async () => {
    await saveJob(job(1), 1000);
    await saveJob(job(2), 2000);
    await unsaveJob(1);

    expect((await savedJobs()).map((saved) => saved.id)).toEqual([2]);
  });

  it('marks a saved job the server no longer has as removed, keeps it, and clears the mark when it is back', async () => {
    await saveJob(job(1), 1000);
    await recordSavedJobCheck(1, { kind: 'removed' }, 5000);
    expect((await savedJobs())[0]).toMatchObject({ id: 1, removedAt: 5000, job: job(1) });

    // Found removed again later: the first time it was found stays.
    await recordSavedJobCheck(1, { kind: 'removed' }, 9000);
    expect((await savedJobs())[0]?.removedAt).toBe(5000);

    await recordSavedJobCheck(1, { kind: 'present', job: job(1, 'Senior Accountant') }, 10_000);
    expect((await savedJobs())[0]).toMatchObject({ removedAt: null, job: { title: 'Senior Accountant' } });
  });

  it('does not bring back a job unsaved while it was being checked', async () => {
    await saveJob(job(1), 1000);
    await unsaveJob(1);
    await recordSavedJobCheck(1, { kind: 'present', job: job(1) });

    expect(await savedJobs()).toEqual([]);
  });

  it('tells listeners when the saved jobs change', async () => {
    const events: PersonalEvent[] = [];
    subscribePersonalEvents((event) => events.push(event));
    await saveJob(job(1), 1000);
    await unsaveJob(1);
    await clearSavedJobs();

    expect(events).toEqual([{ changed: 'savedJobs' }, { changed: 'savedJobs' }, { changed: 'savedJobs' }]);
  });

  it('survives the connection closing, as after a reload or an app update', async () => {
    await saveJob(job(4), 1000);
    await closePersonalDb();

    expect((await savedJobs()).map((saved) => saved.id)).toEqual([4]);
    // The database is the one named in the docs, at version 1, with both stores.
    const db = await openDB(PERSONAL_DB_NAME);
    try {
      expect(db.version).toBe(1);
      expect([...db.objectStoreNames].sort()).toEqual(['savedJobs', 'sentItems']);
    } finally {
      db.close();
    }
  });
});
