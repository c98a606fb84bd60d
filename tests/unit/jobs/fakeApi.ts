import { vi } from 'vitest';
import type { JobDto, JobListItemDto } from '../../../src/contract/wire';
import { nth } from './nth';

/** Jobs as the API sends them, with the data's real untidiness: case, spaces, missing values. */
export const WIRE_JOBS: JobListItemDto[] = [
  { id: 1, image: 'a.png', jobname: 'Senior Developer', companyname: 'Acme', location: 'Chennai', jobtype: 'Full Time', experience: '2-4', salary: '₹6,00,000 - ₹9,00,000' },
  { id: 2, image: 'b.png', jobname: 'Accountant', companyname: 'Ledger Co', location: ' chennai ', jobtype: 'full time', experience: null, salary: '₹3,00,000 - ₹4,20,000' },
  { id: 3, image: 'c.png', jobname: 'Data Entry Operator', companyname: 'Typewise', location: 'Coimbatore', jobtype: 'Contract ', experience: '0-1', salary: '' },
  { id: 4, image: 'd.png', jobname: 'senior developer', companyname: 'Beta', location: 'Bengaluru ', jobtype: null, experience: '5+', salary: '₹12,00,000 - ₹16,00,000' },
  { id: 5, image: 'e.png', jobname: 'Design Intern', companyname: 'Pixel', location: 'Madurai', jobtype: 'Internship', experience: 'Fresh', salary: '₹1,20,000 - ₹1,50,000' },
];

export function wireJob(id: number, overrides: Partial<JobDto> = {}): JobDto {
  const item = WIRE_JOBS.find((job) => job.id === id) ?? nth(WIRE_JOBS, 0);
  return {
    ...item,
    application_startdate: '2025-01-10',
    application_enddate: '2025-02-28',
    mainheading: `About the ${item.jobname} role`,
    maindescription: 'You will build things that matter.',
    headings: JSON.stringify([
      { heading: 'Responsibilities', options: ['Write code', 'Review code'] },
      { heading: 'Skills', options: ['TypeScript'] },
    ]),
    ...overrides,
  };
}

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  /** How many times the jobs list was requested. */
  listCalls(): number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with the API's GET answers. `details` decides each job's detail answer
 * (a DTO, a status, or a promise that never settles to keep the page loading).
 */
export function installFakeApi(details: (id: number) => JobDto | number | 'pending' = (id) => wireJob(id), list: () => unknown = () => WIRE_JOBS): FakeApi {
  let listCalls = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /\/api\/Project_10_Sr_Technologies_Jobs_NewPosts(?:\/(\d+))?$/.exec(url.pathname);
    if (!match) return json({ message: 'Not found' }, 404);
    if (!match[1]) {
      listCalls += 1;
      return json(list());
    }
    const answer = details(Number(match[1]));
    if (answer === 'pending') return new Promise<Response>(() => {});
    return typeof answer === 'number' ? json({ message: 'No such job' }, answer) : json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, listCalls: () => listCalls };
}
