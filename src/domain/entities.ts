/**
 * The product's entities under honest names. The API speaks other names on the wire
 * (a company's name travels as `jobname`, ...); src/contract/wire.ts is the one place that maps them.
 */

/** One section of a detail page: a heading and its bullet points (jobs, companies) or paragraphs (articles). */
export interface Section {
  heading: string;
  options: string[];
}

/** The fields of a job that the list answer carries. */
export interface JobSummary {
  id: number;
  image: string;
  title: string;
  companyName: string;
  location: string;
  /** Never empty in the app: a missing value becomes DEFAULT_JOB_TYPE when decoded. */
  jobType: string;
  /** Never empty in the app: a missing value becomes DEFAULT_EXPERIENCE when decoded. */
  experience: string;
  salary: string;
}

export interface Job extends JobSummary {
  startDate: string;
  endDate: string;
  mainHeading: string;
  mainDescription: string;
  sections: Section[];
}

export interface CompanySummary {
  id: number;
  image: string;
  name: string;
  location: string;
}

export interface Company extends CompanySummary {
  startDate: string;
  employeeCount: string;
  netWorth: string;
  mainHeading: string;
  mainDescription: string;
  sections: Section[];
}

export interface ArticleSummary {
  id: number;
  image: string;
  title: string;
  /** Short teaser text shown on cards (the wire's `location`). */
  teaser: string;
}

export interface Article extends ArticleSummary {
  date: string;
  mainHeading: string;
  mainDescription: string;
  sections: Section[];
  quote: string;
}

export interface ClientLogo {
  id: number;
  src: string;
  alt: string;
}

/**
 * Stored forms, as the database keeps them: `headings` is the raw JSON string (it may be broken,
 * and the API passes it on as it is), and a job's type or experience may be missing.
 */
export interface JobRecord extends Omit<Job, 'sections' | 'jobType' | 'experience'> {
  jobType: string | null;
  experience: string | null;
  headings: string;
}

export interface CompanyRecord extends Omit<Company, 'sections'> {
  headings: string;
}

export interface ArticleRecord extends Omit<Article, 'sections'> {
  headings: string;
}
