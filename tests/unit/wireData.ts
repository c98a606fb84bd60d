import type {
  ArticleDto,
  ArticleListItemDto,
  CompanyDto,
  CompanyListItemDto,
  JobDto,
  JobListItemDto,
} from '../../src/contract/wire';
import { present } from './present';

/** Jobs as the API sends them, with the data's real untidiness: case, spaces, missing values. */
export const WIRE_JOBS: JobListItemDto[] = [
  {
    id: 1,
    image: 'a.png',
    jobname: 'Senior Developer',
    companyname: 'Acme',
    location: 'Chennai',
    jobtype: 'Full Time',
    experience: '2-4',
    salary: '₹6,00,000 - ₹9,00,000',
  },
  {
    id: 2,
    image: 'b.png',
    jobname: 'Accountant',
    companyname: 'Ledger Co',
    location: ' chennai ',
    jobtype: 'full time',
    experience: null,
    salary: '₹3,00,000 - ₹4,20,000',
  },
  {
    id: 3,
    image: 'c.png',
    jobname: 'Data Entry Operator',
    companyname: 'Typewise',
    location: 'Coimbatore',
    jobtype: 'Contract ',
    experience: '0-1',
    salary: '',
  },
  {
    id: 4,
    image: 'd.png',
    jobname: 'senior developer',
    companyname: 'Beta',
    location: 'Bengaluru ',
    jobtype: null,
    experience: '5+',
    salary: '₹12,00,000 - ₹16,00,000',
  },
  {
    id: 5,
    image: 'e.png',
    jobname: 'Design Intern',
    companyname: 'Pixel',
    location: 'Madurai',
    jobtype: 'Internship',
    experience: 'Fresh',
    salary: '₹1,20,000 - ₹1,50,000',
  },
];

/** The detail answer of the list item with this id: the item and the fields only a detail carries. */
function detailOf<T extends { id: number; jobname: string }, E>(list: readonly T[], id: number, extra: (item: T) => E): T & E {
  const item = present(
    list.find((entry) => entry.id === id),
    `item ${id}`,
  );
  return { ...item, ...extra(item) };
}

export function wireJob(id: number, overrides: Partial<JobDto> = {}): JobDto {
  return {
    ...detailOf(WIRE_JOBS, id, (job) => ({
      application_startdate: '2025-01-10',
      application_enddate: '2025-02-28',
      mainheading: `About the ${job.jobname} role`,
      maindescription: 'You will build things that matter.',
      headings: JSON.stringify([
        { heading: 'Responsibilities', options: ['Write code', 'Review code'] },
        { heading: 'Skills', options: ['TypeScript'] },
      ]),
    })),
    ...overrides,
  };
}

export const WIRE_COMPANIES: CompanyListItemDto[] = [
  { id: 1, image: 'c1.svg', jobname: 'Marudham Finserv', location: 'Chennai' },
  { id: 2, image: 'c2.svg', jobname: 'Kurinji Data Systems', location: 'Bengaluru' },
  { id: 3, image: 'c3.svg', jobname: 'Noyyal Pumps', location: 'Coimbatore' },
  { id: 4, image: 'c4.svg', jobname: 'Bayline Technologies', location: 'chennai' },
];

export function wireCompany(id: number): CompanyDto {
  return detailOf(WIRE_COMPANIES, id, (company) => ({
    application_startdate: '2025-01-03',
    application_enddate: '200-500',
    salary: '₹85 Cr',
    mainheading: `Why ${company.jobname}`,
    maindescription: 'A growing employer in Tamil Nadu.',
    headings: JSON.stringify([{ heading: 'What We Do', options: ['Home loans', 'MSME loans'] }]),
  }));
}

export const WIRE_ARTICLES: ArticleListItemDto[] = [
  { id: 1, image: 'a1.svg', jobname: 'Interview tips', location: 'What recruiters listen for.' },
  { id: 2, image: 'a2.svg', jobname: 'Hiring trends 2025', location: 'Where the jobs are.' },
  { id: 3, image: 'a3.svg', jobname: 'PF and ESI explained', location: 'Your statutory benefits.' },
  { id: 4, image: 'a4.svg', jobname: 'Salary talks', location: 'How to negotiate.' },
];

export function wireArticle(id: number): ArticleDto {
  return detailOf(WIRE_ARTICLES, id, (article) => ({
    date: '2025-02-18',
    mainheading: `${article.jobname}: the details`,
    maindescription: 'The long story.',
    headings: JSON.stringify([{ heading: 'First part', options: ['Paragraph one.', 'Paragraph two.'] }]),
    salary: 'Hire for attitude, train for skill.',
  }));
}
