import { beforeEach, describe, expect, it } from 'vitest';

import { type ContentValuesDto, staffContentPaths, staffItemPath, staffPaths } from '../../src/contract/staff';
import { existingSpelling, preferredSpellings, sameValueKey } from '../../src/domain/contentValues';
import type { CompanyRecord, JobRecord } from '../../src/domain/entities';
import { testDatabases } from './support/databases';
import type { StaffClient } from './support/staff';
import { addStaff, sampleJob, sections, staffClient } from './support/staff';
import { testAppForEachTest } from './support/testApp';

describe('the spelling of a shared value', () => {
  it('ignores case and every space', () => {
    expect(sameValueKey(' Chennai ')).toBe(sameValueKey('chennai'));
    expect(sameValueKey('0 - 1 Years')).toBe(sameValueKey('0-1 years'));
    expect(sameValueKey('Full Time')).not.toBe(sameValueKey('Part Time'));
  });

  it('keeps the spelling most records use, once per value, in alphabetical order with numbers by value', () => {
    expect(
      preferredSpellings([
        { value: 'chennai', count: 1 },
        { value: 'Chennai', count: 4 },
        { value: '10-12 Years', count: 1 },
        { value: '2-4 Years', count: 1 },
        { value: ' ', count: 3 },
        { value: 'Ambattur,  Chennai', count: 1 },
        { value: 'CHENNAI ', count: 2 },
      ]),
    ).toEqual(['2-4 Years', '10-12 Years', 'Ambattur, Chennai', 'Chennai']);
    // A tie goes to the capitalised spelling.
    expect(
      preferredSpellings([
        { value: 'madurai', count: 1 },
        { value: 'Madurai', count: 1 },
      ]),
    ).toEqual(['Madurai']);
  });

  it('maps a value to its existing spelling, or keeps a new one trimmed', () => {
    expect(existingSpelling('  chennai', ['Chennai', 'Madurai'])).toBe('Chennai');
    expect(existingSpelling(' Salem ', ['Chennai'])).toBe('Salem');
  });
});

describe.each(testDatabases)('existing values in publishing on $name', (database) => {
  const t = testAppForEachTest({ database });
  let staff: StaffClient;
  beforeEach(async () => {
    await addStaff(t);
    staff = await staffClient(t);
  });

  const values = async () => (await (await staff.get(staffPaths.contentValues)).json()) as ContentValuesDto;
  const publishJob = async (fields: Partial<typeof sampleJob>) => {
    const res = await staff.send('POST', staffContentPaths.jobs, { ...sampleJob, ...fields });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const job = async (id: number) => (await (await staff.get(staffItemPath(staffContentPaths.jobs, id))).json()) as JobRecord;

  it("answers each field's distinct existing values, from jobs and companies, to staff only", async () => {
    await publishJob({ companyName: 'Zeta Mills', location: 'Tiruppur Town', jobType: 'Contract', experience: '7-9 Years' });
    const company = {
      image: 'company-kurinji-data-systems.svg',
      name: 'Omega Looms',
      location: 'Karur Bypass',
      startDate: '2026-01-10',
      employeeCount: '50',
      netWorth: '₹5 Cr',
      mainHeading: 'Looms',
      mainDescription: 'Weaving.',
      sections,
    };
    expect((await staff.send('POST', staffContentPaths.companies, company)).status).toBe(201);
    const found = await values();
    expect(found.companyName).toEqual(expect.arrayContaining(['Zeta Mills', 'Omega Looms']));
    expect(found.location).toEqual(expect.arrayContaining(['Tiruppur Town', 'Karur Bypass']));
    expect(found.jobType).toContain('Contract');
    expect(found.experience).toContain('7-9 Years');
    for (const list of Object.values(found)) {
      expect(new Set(list.map(sameValueKey)).size, 'each value once').toBe(list.length);
      expect(list).not.toContain('');
    }
    expect((await t.request(staffPaths.contentValues)).status).toBe(401);
  });

  it('stores a value equal to an existing one but for case and spaces in the existing spelling', async () => {
    await publishJob({ companyName: 'Zeta Mills', location: 'Tiruppur Town', jobType: 'Contract', experience: '7-9 Years' });
    const again = await publishJob({
      companyName: 'ZETA  mills',
      location: ' tiruppur town ',
      jobType: 'contract',
      experience: '7 - 9 years',
    });
    expect(await job(again)).toMatchObject({
      companyName: 'Zeta Mills',
      location: 'Tiruppur Town',
      jobType: 'Contract',
      experience: '7-9 Years',
    });
    // A company's name and place follow the same rule.
    const res = await staff.send('POST', staffContentPaths.companies, {
      image: 'company-kurinji-data-systems.svg',
      name: 'zeta mills',
      location: 'TIRUPPUR TOWN',
      startDate: '2026-01-10',
      employeeCount: '50',
      netWorth: '₹5 Cr',
      mainHeading: 'Mills',
      mainDescription: 'Spinning.',
      sections,
    });
    const { id } = (await res.json()) as { id: number };
    const company = (await (await staff.get(staffItemPath(staffContentPaths.companies, id))).json()) as CompanyRecord;
    expect(company).toMatchObject({ name: 'Zeta Mills', location: 'Tiruppur Town' });
    // A new value is kept as typed (trimmed), and a blank type stays blank.
    const fresh = await publishJob({ companyName: 'Brand New Co', location: 'Hosur', jobType: '', experience: '' });
    expect(await job(fresh)).toMatchObject({ companyName: 'Brand New Co', location: 'Hosur', jobType: null, experience: null });
    expect((await values()).location.filter((v) => sameValueKey(v) === sameValueKey('Tiruppur Town'))).toEqual(['Tiruppur Town']);
  });

  it("lets an edit correct the record's own spelling when no other record uses it", async () => {
    const id = await publishJob({ location: 'velachery hub' });
    const res = await staff.send('PUT', staffItemPath(staffContentPaths.jobs, id), { ...sampleJob, location: 'Velachery Hub' });
    expect(res.status).toBe(204);
    expect((await job(id)).location).toBe('Velachery Hub');
    // With another record spelling it one way, an edit follows that record.
    await publishJob({ location: 'Velachery Hub' });
    await staff.send('PUT', staffItemPath(staffContentPaths.jobs, id), { ...sampleJob, location: 'VELACHERY HUB' });
    expect((await job(id)).location).toBe('Velachery Hub');
  });
});
