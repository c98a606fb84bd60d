import { beforeEach, describe, expect, it } from 'vitest';

import { csvCell } from '../../server/http/csv';
import { insertEnquiry } from '../../server/repositories/enquiries';
import { apiPaths } from '../../src/contract/paths';
import type {
  ApplicationJobDto,
  InboxCountsDto,
  InboxPageDto,
  StaffApplicationDto,
  StaffEnquiryDto,
} from '../../src/contract/staff';
import { resumePath, staffContentPaths, staffPaths } from '../../src/contract/staff';
import { INBOX_PAGE_SIZE } from '../../src/domain/staffInbox';
import { docxFile } from '../fixtures/resumes';
import { testDatabases } from './support/databases';
import { applicationForm, formPost, jsonPost, validEnquiry } from './support/forms';
import type { StaffClient } from './support/staff';
import { addStaff, CROSS_SITE, staffClient } from './support/staff';
import { testAppForEachTest } from './support/testApp';

describe('CSV cells', () => {
  it('defuses every formula start, quotes every cell and doubles quotes', () => {
    expect(['=1', '+1', '-1', '@A', '\tx', '\rx', 'a=b', '', null, 7].map(csvCell)).toEqual([
      `"'=1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@A"`,
      `"'\tx"`,
      `"'\rx"`,
      '"a=b"',
      '""',
      '""',
      '"7"',
    ]);
    expect(csvCell('say "hi",\nbye')).toBe('"say ""hi"",\nbye"');
  });
});

describe.each(testDatabases)('the staff inbox on $name', (database) => {
  const t = testAppForEachTest({ database });
  let staff: StaffClient;
  let key = 0;
  beforeEach(async () => {
    await addStaff(t);
    staff = await staffClient(t);
  });

  const apply = async (fields: Record<string, string> = {}, resume?: { name: string; bytes: Uint8Array; type?: string }) => {
    const res = await t.request(apiPaths.application, formPost(applicationForm({ fields, resume }), `inbox-${(key += 1)}`));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const enquire = async (fields: Partial<typeof validEnquiry> = {}) => {
    const res = await t.request(apiPaths.enquiry, jsonPost({ ...validEnquiry, ...fields }, `inbox-${(key += 1)}`));
    expect(res.status).toBe(201);
  };
  const applications = async (query = '') =>
    (await (await staff.get(`${staffPaths.applications}${query}`)).json()) as InboxPageDto<StaffApplicationDto>;
  const enquiries = async (query = '') =>
    (await (await staff.get(`${staffPaths.enquiries}${query}`)).json()) as InboxPageDto<StaffEnquiryDto>;

  it('lists applications newest first with the job applied for, and counts the new ones', async () => {
    await apply({ fullname: 'First Applicant' });
    await apply({ fullname: 'Second Applicant', jobid: '2', jobname: 'Java Developer' });
    const page = await applications();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(page.items.map((a) => [a.fullName, a.jobId, a.jobTitle, a.status, a.notes])).toEqual([
      ['Second Applicant', '2', 'Java Developer', 'new', ''],
      ['First Applicant', '1', 'Accounts Executive', 'new', ''],
    ]);
    expect(page.items[0]).not.toHaveProperty('resume');
    await enquire();
    const counts = (await (await staff.get(staffPaths.counts)).json()) as InboxCountsDto;
    expect(counts).toMatchObject({ applications: 2, enquiries: 1, arrived: { applications: 0, enquiries: 0 } });
    expect(counts.newest.applications).toBe(page.items[0]?.id);
  });

  it('counts what arrived after the newest items the console has shown, new or not', async () => {
    const empty = (await (await staff.get(staffPaths.counts)).json()) as InboxCountsDto;
    expect(empty.newest).toEqual({ applications: 0, enquiries: 0 });
    const first = await apply({ fullname: 'Seen Applicant' });
    await apply({ fullname: 'Unseen One' });
    const third = await apply({ fullname: 'Unseen Two' });
    await enquire();
    // A reply moves nothing: status changes are not arrivals.
    expect((await staff.send('PATCH', `${staffPaths.applications}/${third}`, { status: 'reviewing' })).status).toBe(204);
    const counts = (await (
      await staff.get(`${staffPaths.counts}?applicationsAfter=${first}&enquiriesAfter=0`)
    ).json()) as InboxCountsDto;
    expect(counts).toMatchObject({
      applications: 2,
      newest: { applications: third },
      arrived: { applications: 2, enquiries: 1 },
    });
    const caughtUp = await staff.get(`${staffPaths.counts}?applicationsAfter=${third}&enquiriesAfter=${counts.newest.enquiries}`);
    expect(((await caughtUp.json()) as InboxCountsDto).arrived).toEqual({ applications: 0, enquiries: 0 });
    for (const wrong of ['-1', '1.5', 'x', '99999999999'])
      expect((await staff.get(`${staffPaths.counts}?applicationsAfter=${wrong}`)).status, wrong).toBe(400);
  });

  it("sends each item in the staff API's flat wire shape, field for field", async () => {
    await apply();
    await enquire();
    const [application] = (await applications()).items;
    expect(application).toEqual({
      id: expect.any(Number) as number,
      fullName: 'Priya Raman',
      mobile: '+91 98400 12345',
      email: 'priya@example.com',
      address: '12 Lake View Road, T. Nagar, Chennai',
      pincode: '600017',
      experienceYears: 3,
      previousRole: 'Accounts Assistant',
      jobId: '1',
      jobTitle: 'Accounts Executive',
      jobLocation: 'Chennai',
      jobType: 'Full Time',
      companyName: 'Alpha Finserv',
      jobRemoved: false,
      resumeName: 'priya-cv.pdf',
      resumeType: 'application/pdf',
      resumeSize: expect.any(Number) as number,
      status: 'new',
      notes: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    const [enquiry] = (await enquiries()).items;
    expect(enquiry).toEqual({
      id: expect.any(Number) as number,
      ...validEnquiry,
      status: 'new',
      notes: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
    expect(Object.keys(await (await staff.get(staffPaths.enquiries)).json())).toEqual(['total', 'items', 'page', 'pageSize']);
  });

  it('filters by status and job and searches name, email and company, ignoring case', async () => {
    const first = await apply({
      fullname: 'Kavya Iyer',
      email: 'kavya@mail.example',
      jobid: '3',
      companyname: 'Nilgiri Cloudworks',
    });
    await apply({ fullname: 'Arun 100%_Kumar', jobid: '4' });
    expect((await staff.send('PATCH', `${staffPaths.applications}/${first}`, { status: 'shortlisted' })).status).toBe(204);
    const names = (p: InboxPageDto<StaffApplicationDto>) => p.items.map((a) => a.fullName);
    expect(names(await applications('?status=shortlisted'))).toEqual(['Kavya Iyer']);
    expect(names(await applications('?status=new'))).toEqual(['Arun 100%_Kumar']);
    expect(names(await applications('?job=4'))).toEqual(['Arun 100%_Kumar']);
    expect(names(await applications('?q=KAVYA@'))).toEqual(['Kavya Iyer']);
    expect(names(await applications('?q=cloudworks'))).toEqual(['Kavya Iyer']);
    expect(names(await applications('?q=100%25_'))).toEqual(['Arun 100%_Kumar']);
    expect(names(await applications('?q=0%25'))).toEqual(['Arun 100%_Kumar']);
    expect(names(await applications('?q=%25a'))).toEqual([]);
    expect((await staff.get(`${staffPaths.applications}?status=archived`)).status).toBe(400);
    expect((await staff.get(`${staffPaths.applications}?page=0`)).status).toBe(400);
  });

  it('lists the jobs applied for, with the title of each and how many applied, for the job filter', async () => {
    await apply({ jobid: '10', jobname: 'Welder' });
    await apply({ jobid: '2', jobname: 'Accounts Executive' });
    await apply({ jobid: '10', jobname: 'Senior Welder' }); // the job was renamed before it was removed
    await apply({ jobid: '7', jobname: 'Accounts Executive' });
    await apply({}, undefined);
    const form = applicationForm({ omit: ['jobid', 'jobname', 'location', 'jobtype', 'companyname', 'startdate', 'enddate'] });
    expect((await t.request(apiPaths.application, formPost(form, `inbox-${(key += 1)}`))).status).toBe(201);

    const res = await staff.get(staffPaths.applicationJobs);
    expect(res.status).toBe(200);
    expect((await res.json()) as ApplicationJobDto[]).toEqual([
      // Jobs 1 and 2 exist: their own titles, whatever the applicants sent.
      { jobId: '1', jobTitle: 'Accounts Executive', removed: false, applications: 1 },
      // Jobs 7 and 10 are not in the catalogue: the newest application's copy, marked removed.
      { jobId: '7', jobTitle: 'Accounts Executive', removed: true, applications: 1 },
      { jobId: '2', jobTitle: 'Java Developer', removed: false, applications: 1 },
      { jobId: '10', jobTitle: 'Senior Welder', removed: true, applications: 2 },
    ]);
  });

  it("shows a job's own title, not the one an applicant sends, until the job is removed", async () => {
    // The case the probe tried: anyone can post an application naming job 1 with a title of their own.
    await apply({ jobid: '1', jobname: 'URGENT: pay fee at evil.example', companyname: 'Evil Ltd', location: 'Nowhere' });
    const jobs = async () => (await (await staff.get(staffPaths.applicationJobs)).json()) as ApplicationJobDto[];
    expect(await jobs()).toEqual([{ jobId: '1', jobTitle: 'Accounts Executive', removed: false, applications: 1 }]);
    const [listed] = (await applications()).items;
    expect(listed).toMatchObject({
      jobId: '1',
      jobTitle: 'Accounts Executive',
      companyName: 'Alpha Finserv',
      jobLocation: 'Chennai',
      jobRemoved: false,
    });
    const csv = await (await staff.get(staffPaths.applicationsCsv)).text();
    expect(csv).toContain('"1","Accounts Executive","Alpha Finserv","Chennai"');
    expect(csv).not.toContain('evil.example');
    // An id not written as the site writes it names no job, even if its number is one.
    await apply({ jobid: '01', jobname: 'Looks like job 1' });
    expect((await jobs()).find((j) => j.jobId === '01')).toEqual({
      jobId: '01',
      jobTitle: 'Looks like job 1',
      removed: true,
      applications: 1,
    });

    // Once job 1 is removed, the applicant's copy is all there is, and it says so.
    expect((await staff.send('DELETE', `${staffContentPaths.jobs}/1`)).status).toBe(204);
    expect((await jobs()).find((j) => j.jobId === '1')).toEqual({
      jobId: '1',
      jobTitle: 'URGENT: pay fee at evil.example',
      removed: true,
      applications: 1,
    });
    const removed = (await applications('?job=1')).items[0];
    expect(removed).toMatchObject({ jobTitle: 'URGENT: pay fee at evil.example', companyName: 'Evil Ltd', jobRemoved: true });
    const after = await (await staff.get(`${staffPaths.applicationsCsv}?job=1`)).text();
    expect(after).toContain('"1","URGENT: pay fee at evil.example (removed)","Evil Ltd","Nowhere"');
  });

  it('pages enquiries and searches them', async () => {
    for (let i = 1; i <= INBOX_PAGE_SIZE + 2; i++) {
      await insertEnquiry(t.db.kysely, { ...validEnquiry, companyName: `Company ${i}`, email: `c${i}@example.com` }, new Date());
    }
    const first = await enquiries();
    expect(first.total).toBe(INBOX_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.items[0]?.companyName).toBe(`Company ${INBOX_PAGE_SIZE + 2}`);
    const second = await enquiries('?page=2');
    expect(second.items.map((e) => e.companyName)).toEqual(['Company 2', 'Company 1']);
    expect((await enquiries('?q=C7@EXAMPLE')).items.map((e) => e.companyName)).toEqual(['Company 7']);
  });

  it('moves items through their pipelines and keeps notes', async () => {
    const id = await apply();
    for (const status of ['reviewing', 'shortlisted', 'hired']) {
      expect((await staff.send('PATCH', `${staffPaths.applications}/${id}`, { status })).status).toBe(204);
    }
    expect((await staff.send('PATCH', `${staffPaths.applications}/${id}`, { notes: 'Strong Tally skills' })).status).toBe(204);
    expect((await applications()).items[0]).toMatchObject({ status: 'hired', notes: 'Strong Tally skills' });
    expect((await staff.get(staffPaths.counts)).status).toBe(200);

    await enquire();
    const enquiry = (await enquiries()).items[0]?.id ?? 0;
    expect(
      (await staff.send('PATCH', `${staffPaths.enquiries}/${enquiry}`, { status: 'contacted', notes: 'Called Ravi' })).status,
    ).toBe(204);
    expect((await enquiries()).items[0]).toMatchObject({ status: 'contacted', notes: 'Called Ravi' });
    expect((await staff.send('PATCH', `${staffPaths.enquiries}/${enquiry}`, { status: 'hired' })).status).toBe(400);
  });

  it('refuses a bad change with 400, an unknown item with 404 and another site with 403', async () => {
    const id = await apply();
    const path = `${staffPaths.applications}/${id}`;
    expect((await staff.send('PATCH', path, { status: 'closed' })).status).toBe(400);
    expect((await staff.send('PATCH', path, {})).status).toBe(400);
    expect((await staff.send('PATCH', path, { status: 'new', extra: 1 })).status).toBe(400);
    expect((await staff.send('PATCH', path, { notes: 'x'.repeat(5001) })).status).toBe(400);
    expect((await staff.send('PATCH', `${staffPaths.applications}/999`, { status: 'reviewing' })).status).toBe(404);
    expect((await staff.send('PATCH', `${staffPaths.applications}/abc`, { status: 'reviewing' })).status).toBe(404);
    expect((await staff.send('PATCH', path, { status: 'rejected' }, CROSS_SITE)).status).toBe(403);
    expect((await applications()).items[0]?.status).toBe('new');
  });

  it('sends the resume byte for byte as a download with a cleaned name', async () => {
    const bytes = Buffer.from(docxFile({ minBytes: 70_000 }));
    const id = await apply({}, { name: '../"Priya"\r\nCV ✓.docx', bytes, type: 'application/octet-stream' });
    const res = await staff.get(resumePath(id));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]|\.\.\//);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await staff.get(resumePath(999))).status).toBe(404);
  });

  it('exports spreadsheet-safe CSV of the filtered lists', async () => {
    await apply({ fullname: '=HYPERLINK("http://evil.example","x")', role: '+cmd', address: '-2+3', pincode: '@600017' });
    await apply({ fullname: 'Plain "Quoted", Name' });
    const res = await staff.get(staffPaths.applicationsCsv);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="applications.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark, for Excel
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('"Id","Received","Status","Full name"')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+cmd"`);
    expect(text).toContain(`"'-2+3"`);
    expect(text).toContain(`"'@600017"`);
    expect(text).toContain('"Plain ""Quoted"", Name"');
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
    const filtered = await (await staff.get(`${staffPaths.applicationsCsv}?q=plain`)).text();
    expect(filtered.trimEnd().split('\r\n')).toHaveLength(2);

    await enquire({ companyName: '@SUM(A1:A9)' });
    const enquiriesCsv = await (await staff.get(staffPaths.enquiriesCsv)).text();
    expect(enquiriesCsv).toContain(`"'@SUM(A1:A9)"`);
  });
});
