import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';

import type {
  ApplicationJobDto,
  InboxCountsDto,
  InboxPageDto,
  StaffApplicationDto,
  StaffEnquiryDto,
} from '../../../src/contract/staff';
import { staffPaths } from '../../../src/contract/staff';
import type { ApplicationRecord, EnquiryRecord } from '../../../src/domain/staffInbox';
import {
  applicationQuerySchema,
  applicationUpdateSchema,
  countsQuerySchema,
  enquiryQuerySchema,
  enquiryUpdateSchema,
  INBOX_PAGE_SIZE,
} from '../../../src/domain/staffInbox';
import { fieldErrors } from '../../../src/domain/submissions';
import { limitBody } from '../../bodies/bodyLimit';
import { readJson } from '../../bodies/readBody';
import type { Db } from '../../db/connect';
import { requireMediaType } from '../../guards/mediaType';
import { attachmentResponse } from '../../http/attachment';
import { csvResponse, toCsv } from '../../http/csv';
import { ApiError, invalidFields } from '../../http/errors';
import { arrivedAfter } from '../../repositories/counts';
import type { Page } from '../../repositories/inboxFilters';
import {
  countNewApplications,
  findResume,
  listApplicationJobs,
  listApplications,
  updateApplication,
} from '../../repositories/staffApplications';
import { countNewEnquiries, listEnquiries, updateEnquiry } from '../../repositories/staffEnquiries';
import { parseId } from '../parseId';
import { applicationToWire, enquiryToWire, jobApplicationsToWire } from './inboxWire';
import type { StaffDeps, StaffEnv } from './requireStaff';

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidFields(fieldErrors(result.error));
  return result.data;
}

function idOf(c: Context, noun: string): number {
  const id = parseId(c.req.param('id') ?? '');
  if (id === null) throw new ApiError(404, `The ${noun} was not found.`);
  return id;
}

type Kysely = Db['kysely'];

/** One inbox list: how it is asked for, listed, sent (records T as wire items W), exported and changed. */
interface Inbox<Q extends { page: number }, U, T, W> {
  noun: string;
  path: string;
  csvPath: string;
  csvName: string;
  query: z.ZodType<Q>;
  update: z.ZodType<U>;
  list: (db: Kysely, query: Q, pageSize: number | null) => Promise<Page<T>>;
  toWire: (record: T) => W;
  change: (db: Kysely, id: number, update: U) => Promise<boolean>;
  csvHeader: readonly string[];
  csvRow: (item: T) => (string | number | null)[];
}

const applications: Inbox<
  z.infer<typeof applicationQuerySchema>,
  z.infer<typeof applicationUpdateSchema>,
  ApplicationRecord,
  StaffApplicationDto
> = {
  noun: 'application',
  path: staffPaths.applications,
  csvPath: staffPaths.applicationsCsv,
  csvName: 'applications.csv',
  query: applicationQuerySchema,
  update: applicationUpdateSchema,
  list: listApplications,
  toWire: applicationToWire,
  change: updateApplication,
  csvHeader: [
    'Id',
    'Received',
    'Status',
    'Full name',
    'Email',
    'Mobile',
    'Address',
    'Pincode',
    'Years of experience',
    'Previous role',
    'Job id',
    'Job',
    'Company',
    'Job location',
    'Resume',
    'Notes',
  ],
  csvRow: (a) => [
    a.id,
    a.receivedAt,
    a.status,
    a.fullName,
    a.email,
    a.mobile,
    a.address,
    a.pincode,
    a.experienceYears,
    a.previousRole,
    a.job.id,
    // Marked as in the console: a removed job's title is the applicant's copy, not the job's.
    a.job.removed ? `${a.job.title ?? ''} (removed)`.trim() : a.job.title,
    a.job.companyName,
    a.job.location,
    a.resume.name,
    a.notes,
  ],
};

const enquiries: Inbox<
  z.infer<typeof enquiryQuerySchema>,
  z.infer<typeof enquiryUpdateSchema>,
  EnquiryRecord,
  StaffEnquiryDto
> = {
  noun: 'enquiry',
  path: staffPaths.enquiries,
  csvPath: staffPaths.enquiriesCsv,
  csvName: 'enquiries.csv',
  query: enquiryQuerySchema,
  update: enquiryUpdateSchema,
  list: listEnquiries,
  toWire: enquiryToWire,
  change: updateEnquiry,
  csvHeader: ['Id', 'Received', 'Status', 'Company or name', 'Email', 'Phone', 'Job title', 'Enquiry', 'Notes'],
  csvRow: (e) => [e.id, e.receivedAt, e.status, e.companyName, e.email, e.phone, e.jobTitle, e.description, e.notes],
};

function mount<Q extends { page: number }, U, T, W>(app: Hono<StaffEnv>, deps: StaffDeps, inbox: Inbox<Q, U, T, W>): void {
  const db = () => deps.db.kysely;
  app.get(inbox.path, async (c) => {
    const query = parsed(inbox.query, c.req.query());
    const found = await inbox.list(db(), query, INBOX_PAGE_SIZE);
    const items = found.items.map(inbox.toWire);
    return c.json<InboxPageDto<W>>({ total: found.total, items, page: query.page, pageSize: INBOX_PAGE_SIZE });
  });
  app.get(inbox.csvPath, async (c) => {
    const { items } = await inbox.list(db(), parsed(inbox.query, c.req.query()), null);
    return csvResponse(toCsv(inbox.csvHeader, items.map(inbox.csvRow)), inbox.csvName);
  });
  app.patch(
    `${inbox.path}/:id`,
    requireMediaType('application/json', 'Send the change as JSON (Content-Type: application/json).'),
    limitBody(64 * 1024, 'The change is too large.'),
    async (c) => {
      const id = idOf(c, inbox.noun);
      if (!(await inbox.change(db(), id, parsed(inbox.update, await readJson(c)))))
        throw new ApiError(404, `The ${inbox.noun} was not found.`);
      return c.body(null, 204);
    },
  );
}

/** The inbox: applications and enquiries, their pipelines and notes, resumes and CSV exports. */
export function inboxRoutes(deps: StaffDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  app.get(staffPaths.counts, async (c) => {
    const db = deps.db.kysely;
    const after = parsed(countsQuerySchema, c.req.query());
    const applications = await arrivedAfter(db, 'applications', after.applicationsAfter);
    const enquiries = await arrivedAfter(db, 'enquiries', after.enquiriesAfter);
    return c.json<InboxCountsDto>({
      applications: await countNewApplications(db),
      enquiries: await countNewEnquiries(db),
      newest: { applications: applications.newest, enquiries: enquiries.newest },
      arrived: { applications: applications.arrived, enquiries: enquiries.arrived },
    });
  });
  app.get(staffPaths.applicationJobs, async (c) =>
    c.json<ApplicationJobDto[]>((await listApplicationJobs(deps.db.kysely)).map(jobApplicationsToWire)),
  );
  mount(app, deps, applications);
  mount(app, deps, enquiries);
  app.get(`${staffPaths.applications}/:id/resume`, async (c) => {
    const resume = await findResume(deps.db.kysely, idOf(c, 'application'));
    if (!resume) throw new ApiError(404, 'The application was not found.');
    return attachmentResponse(resume.bytes, resume.name, resume.type);
  });
  return app;
}
