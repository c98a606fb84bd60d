import { createHash } from 'node:crypto';

import { beforeEach, describe, expect, it } from 'vitest';

import { apiPaths, detailPath, resourcePaths } from '../../src/contract/paths';
import { staffContentPaths, staffItemPath, staffPaths, type UploadedImageDto } from '../../src/contract/staff';
import type { JobRecord } from '../../src/domain/entities';
import { checkImage, IMAGE_MAX_BYTES } from '../../src/domain/images';
import { testDatabases } from './support/databases';
import { applicationForm, formPost } from './support/forms';
import { jpegBytes, pngBytes, webpBytes } from './support/images';
import type { StaffClient } from './support/staff';
import { addStaff, CROSS_SITE, sampleJob as newJob, sections, staffClient } from './support/staff';
import { testAppForEachTest } from './support/testApp';

const newCompany = {
  image: 'company-kurinji-data-systems.svg',
  name: 'Gamma Logistics',
  location: 'Ambattur, Chennai',
  startDate: '2026-01-10',
  employeeCount: '200-500',
  netWorth: '₹120 Cr',
  mainHeading: 'Logistics across Tamil Nadu',
  mainDescription: 'Warehousing and transport.',
  sections,
};
const newArticle = {
  image: 'article-staffing.svg',
  title: 'Hiring for the festive season',
  teaser: 'Plan your seasonal staff early.',
  date: '2026-03-02',
  mainHeading: 'Start in August',
  mainDescription: 'Festive hiring starts earlier every year.',
  sections,
  quote: 'Good people are booked early.',
};

function imageForm(bytes: Uint8Array, name = 'photo.png'): FormData {
  const form = new FormData();
  form.append('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return form;
}

describe('the image header check', () => {
  it('reads PNG, JPEG and WebP sizes from their headers and refuses anything else', () => {
    expect(checkImage(new Uint8Array(0))).toMatchObject({ ok: false, problem: 'required' });
    expect(checkImage(pngBytes(640, 480))).toEqual({ ok: true, image: { kind: 'png', width: 640, height: 480 } });
    expect(checkImage(jpegBytes(800, 600))).toEqual({ ok: true, image: { kind: 'jpeg', width: 800, height: 600 } });
    expect(checkImage(webpBytes(1200, 630))).toEqual({ ok: true, image: { kind: 'webp', width: 1200, height: 630 } });
    expect(checkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ ok: false });
    expect(checkImage(Buffer.from('GIF89a..........'))).toMatchObject({ ok: false });
    expect(checkImage(pngBytes(5000, 100))).toMatchObject({ ok: false });
    expect(checkImage(pngBytes(8, 8))).toMatchObject({ ok: false });
  });
});

describe.each(testDatabases)('staff publishing on $name', (database) => {
  const t = testAppForEachTest({ database });
  let staff: StaffClient;
  beforeEach(async () => {
    await addStaff(t);
    staff = await staffClient(t);
  });

  const publicJob = (id: number) => t.request(detailPath(apiPaths.jobs, id));

  it('publishes a job the public API shows at once, with a new ETag', async () => {
    const before = await t.request(apiPaths.jobs);
    const etag = before.headers.get('etag');
    const created = await staff.send('POST', staffContentPaths.jobs, newJob);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const after = await t.request(apiPaths.jobs, { headers: { 'If-None-Match': etag ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const list = (await after.json()) as { id: number; jobname: string }[];
    expect(list.at(-1)).toMatchObject({ id, jobname: 'Warehouse Supervisor' });
    const detail = (await (await publicJob(id)).json()) as { headings: string; application_enddate: string };
    expect(JSON.parse(detail.headings)).toEqual(sections);
    expect(detail.application_enddate).toBe('2026-04-15');

    const record = (await (await staff.get(staffItemPath(staffContentPaths.jobs, id))).json()) as JobRecord;
    expect(record).toMatchObject({ id, title: 'Warehouse Supervisor', experience: '3-5 Years' });
    const staffList = (await (await staff.get(staffContentPaths.jobs)).json()) as JobRecord[];
    expect(staffList[0]?.id).toBe(id); // newest first
  });

  it('changes a job, and a blank type or experience is stored as missing', async () => {
    const { id } = (await (await staff.send('POST', staffContentPaths.jobs, newJob)).json()) as { id: number };
    await publicJob(id); // now cached
    const changed = await staff.send('PUT', staffItemPath(staffContentPaths.jobs, id), {
      ...newJob,
      title: 'Senior Supervisor',
      jobType: '',
      experience: ' ',
    });
    expect(changed.status).toBe(204);
    expect(await (await publicJob(id)).json()).toMatchObject({ jobname: 'Senior Supervisor', jobtype: null, experience: null });
    expect((await staff.send('PUT', staffItemPath(staffContentPaths.jobs, 9999), newJob)).status).toBe(404);
  });

  it('removes a job (its public copy answers 404) but keeps its applications', async () => {
    const { id } = (await (await staff.send('POST', staffContentPaths.jobs, newJob)).json()) as { id: number };
    expect((await publicJob(id)).status).toBe(200);
    const applied = await t.request(
      apiPaths.application,
      formPost(applicationForm({ fields: { jobid: String(id), jobname: newJob.title } }), 'removal-1'),
    );
    expect(applied.status).toBe(201);
    expect((await staff.send('DELETE', staffItemPath(staffContentPaths.jobs, id))).status).toBe(204);
    expect((await publicJob(id)).status).toBe(404);
    expect((await staff.send('DELETE', staffItemPath(staffContentPaths.jobs, id))).status).toBe(404);
    const inbox = (await (await staff.get(`${staffPaths.applications}?job=${id}`)).json()) as { items: { jobTitle: string }[] };
    expect(inbox.items.map((a) => a.jobTitle)).toEqual([newJob.title]);
  });

  it('publishes, changes and removes companies and articles', async () => {
    for (const [resource, input, field, wire] of [
      ['companies', newCompany, 'name', 'jobname'],
      ['articles', newArticle, 'title', 'jobname'],
    ] as const) {
      const name = (input as Record<string, unknown>)[field];
      const created = await staff.send('POST', staffContentPaths[resource], input);
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const publicPath = detailPath(resourcePaths[resource], id);
      expect(await (await t.request(publicPath)).json()).toMatchObject({ id, [wire]: name });
      expect(
        (await staff.send('PUT', staffItemPath(staffContentPaths[resource], id), { ...input, [field]: 'Renamed' })).status,
      ).toBe(204);
      expect(await (await t.request(publicPath)).json()).toMatchObject({ [wire]: 'Renamed' });
      expect((await staff.send('DELETE', staffItemPath(staffContentPaths[resource], id))).status).toBe(204);
      expect((await t.request(publicPath)).status).toBe(404);
    }
  });

  it('refuses invalid content with each field named, and another site with 403', async () => {
    const bad = await staff.send('POST', staffContentPaths.jobs, {
      ...newJob,
      title: ' ',
      endDate: '2026-02-01',
      image: '../etc/passwd',
      sections: [{ heading: '', options: [] }],
    });
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['endDate', 'image', 'sections.0.heading', 'title']);
    const backwards = await staff.send('POST', staffContentPaths.jobs, { ...newJob, endDate: '2026-02-01' });
    expect(((await backwards.json()) as { errors: Record<string, string> }).errors).toHaveProperty('endDate');
    expect((await staff.send('POST', staffContentPaths.articles, { ...newArticle, date: '2 March' })).status).toBe(400);
    expect((await staff.send('POST', staffContentPaths.companies, 'not json')).status).toBe(400);
    expect((await staff.send('POST', staffContentPaths.jobs, newJob, CROSS_SITE)).status).toBe(403);
    expect((await staff.send('GET', `${staffContentPaths.jobs}/0`)).status).toBe(404);
  });

  it('stores an uploaded image in the database under a name made from its content and serves it from /uploads', async () => {
    const bytes = pngBytes(640, 480);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const res = await staff.send('POST', staffPaths.images, imageForm(bytes, '../../evil.png'));
    expect(res.status).toBe(201);
    const { name, url } = (await res.json()) as UploadedImageDto;
    expect(name).toBe(`img-${sha256.slice(0, 32)}.png`);
    expect(url).toBe(`/uploads/${name}`);
    const stored = await t.db.kysely.selectFrom('images').select(['content_type', 'sha256', 'bytes']).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ content_type: 'image/png', sha256 });
    expect(Buffer.from(stored[0]?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);

    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${sha256}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const revalidated = await t.request(url, { headers: { 'If-None-Match': `"other", ${served.headers.get('etag')}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(`"${sha256}"`);
    expect(await revalidated.text()).toBe('');
    expect((await t.request(url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);

    // The same image again is the same name and the same row.
    const again = await staff.send('POST', staffPaths.images, imageForm(bytes, 'copy.png'));
    expect(again.status).toBe(201);
    expect(((await again.json()) as UploadedImageDto).name).toBe(name);
    expect(await t.db.kysely.selectFrom('images').select('name').execute()).toEqual([{ name }]);
    const job = await staff.send('POST', staffContentPaths.jobs, { ...newJob, image: name });
    expect(job.status).toBe(201);

    const webp = await staff.send('POST', staffPaths.images, imageForm(webpBytes(300, 200), 'x.png'));
    expect(((await webp.json()) as UploadedImageDto).name).toMatch(/\.webp$/);
    const missing = '/uploads/img-00000000000000000000000000000000.png';
    expect((await t.request(missing)).status).toBe(404);
    expect((await t.request(missing, { headers: { 'If-None-Match': '*' } })).status).toBe(404);
  });

  it('refuses an image that is not PNG, JPEG or WebP, too large, or of the wrong size', async () => {
    const svg = await staff.send(
      'POST',
      staffPaths.images,
      imageForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png'),
    );
    expect(svg.status).toBe(415);
    expect((await staff.send('POST', staffPaths.images, imageForm(pngBytes(9000, 10)))).status).toBe(415);
    expect((await staff.send('POST', staffPaths.images, imageForm(pngBytes(100, 100, IMAGE_MAX_BYTES)))).status).toBe(413);
    expect((await staff.send('POST', staffPaths.images, new FormData())).status).toBe(400);
    expect((await staff.send('POST', staffPaths.images, imageForm(new Uint8Array(0)))).status).toBe(400);
  });
});
