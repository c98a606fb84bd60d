import type { JobRecord } from '../../src/domain/entities';
import { demoCompanies, type Industry, industryByCompany } from './demoData';

/**
 * A large, realistic-looking set of jobs for performance work (list answers, filters, the home
 * page with thousands of posts). Deterministic: the same count and seed always give the same jobs,
 * so benchmark runs are comparable. Images reuse the demo company logos already in server/uploads/.
 */

/** mulberry32: a tiny, fast PRNG with good enough spread for test data. Returns [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Indian digit grouping: 450000 -> "₹4,50,000", 12000000 -> "₹1,20,00,000". */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(amount));
  if (digits.length <= 3) return `₹${digits}`;
  const lakhsAndCrores = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${lakhsAndCrores},${digits.slice(-3)}`;
}

interface Role {
  title: string;
  experience: string;
  /** Lower end of the annual salary band, in lakh rupees. */
  fromLakh: number;
  toLakh: number;
}

const ROLES: Record<Industry, Role[]> = {
  'Banking and Finance': [
    { title: 'Relationship Manager - Personal Loans', experience: '1-3', fromLakh: 3, toLakh: 5 },
    { title: 'Credit Officer', experience: '2-4', fromLakh: 4, toLakh: 7 },
    { title: 'Accounts Executive', experience: '1-3', fromLakh: 2.5, toLakh: 3.6 },
    { title: 'Branch Manager', experience: '8+', fromLakh: 9, toLakh: 14 },
    { title: 'KYC Analyst', experience: '0-1', fromLakh: 2.4, toLakh: 3.2 },
    { title: 'Payroll Executive', experience: '2-4', fromLakh: 3.2, toLakh: 4.8 },
  ],
  'Information Technology': [
    { title: 'Java Developer', experience: '2-4', fromLakh: 5, toLakh: 9 },
    { title: 'QA Automation Engineer', experience: '3-5', fromLakh: 6, toLakh: 10 },
    { title: 'React Developer', experience: '1-3', fromLakh: 4, toLakh: 7 },
    { title: 'Data Analyst', experience: '0-1', fromLakh: 3.5, toLakh: 5 },
    { title: 'Cloud Engineer', experience: '3-5', fromLakh: 8, toLakh: 14 },
    { title: 'Technical Lead - .NET', experience: '8+', fromLakh: 18, toLakh: 26 },
  ],
  'Media and Advertising': [
    { title: 'Graphic Designer', experience: '1-3', fromLakh: 3, toLakh: 4.5 },
    { title: 'Content Writer', experience: '0-1', fromLakh: 2.4, toLakh: 3.6 },
    { title: 'Media Planner', experience: '2-4', fromLakh: 4.5, toLakh: 7 },
    { title: 'Video Editor', experience: '1-3', fromLakh: 3, toLakh: 5 },
    { title: 'Account Executive - Client Servicing', experience: '2-4', fromLakh: 4, toLakh: 6 },
  ],
  'Manufacturing and Engineering': [
    { title: 'CNC Operator', experience: '1-3', fromLakh: 2.2, toLakh: 3 },
    { title: 'Quality Engineer', experience: '2-4', fromLakh: 3.5, toLakh: 5.5 },
    { title: 'Production Engineer', experience: '3-5', fromLakh: 4.5, toLakh: 7 },
    { title: 'Maintenance Technician', experience: '1-3', fromLakh: 2.4, toLakh: 3.4 },
    { title: 'Diploma Engineer Trainee', experience: 'Fresh', fromLakh: 2, toLakh: 2.6 },
    { title: 'Plant Head', experience: '8+', fromLakh: 20, toLakh: 30 },
  ],
  'Education and Training': [
    { title: 'Primary Teacher - English', experience: '1-3', fromLakh: 2.4, toLakh: 3.6 },
    { title: 'Mathematics Faculty', experience: '3-5', fromLakh: 4.8, toLakh: 7.2 },
    { title: 'Academic Counsellor', experience: '0-1', fromLakh: 2.4, toLakh: 3.6 },
    { title: 'Corporate Trainer', experience: '5+', fromLakh: 6, toLakh: 9 },
    { title: 'Instructional Designer', experience: '2-4', fromLakh: 4.5, toLakh: 7 },
  ],
  'Customer Support and Call Centres': [
    { title: 'Customer Support Executive', experience: 'Fresh', fromLakh: 2, toLakh: 2.6 },
    { title: 'Chat Support Associate', experience: '0-1', fromLakh: 2.2, toLakh: 2.9 },
    { title: 'Team Leader - Voice Process', experience: '3-5', fromLakh: 3.6, toLakh: 5 },
    { title: 'Quality Analyst', experience: '2-4', fromLakh: 3, toLakh: 4.2 },
    { title: 'Technical Support Engineer', experience: '0-1', fromLakh: 2.4, toLakh: 3.4 },
  ],
};

const RESPONSIBILITIES: Record<Industry, string[]> = {
  'Banking and Finance': [
    'Source new customers through branch walk-ins and channel partners',
    'Collect and verify KYC and income documents',
    'Reconcile daily collections and bank statements',
    'Prepare MIS reports for the regional office',
    'Ensure files comply with RBI and internal audit norms',
  ],
  'Information Technology': [
    'Design, build and unit-test features in an agile team',
    'Review code and help keep the codebase healthy',
    'Fix production issues within agreed timelines',
    'Write technical documentation for new modules',
    'Work with QA and product teams on sprint planning',
  ],
  'Media and Advertising': [
    'Turn client briefs into campaign ideas',
    'Prepare creatives for print, digital and outdoor media',
    'Track campaign performance and share reports',
    'Coordinate with printers, production houses and media owners',
    'Present work to clients along with the account team',
  ],
  'Manufacturing and Engineering': [
    'Meet shift production targets safely',
    'Carry out in-process and final inspection',
    'Follow 5S, Kaizen and preventive maintenance schedules',
    'Maintain production, rejection and breakdown records',
    'Support new part trials and customer audits',
  ],
  'Education and Training': [
    'Plan and deliver engaging lessons',
    'Prepare assessments and track learner progress',
    'Meet parents or learners to discuss progress',
    'Develop worksheets and digital learning material',
    'Take part in training and academic reviews',
  ],
  'Customer Support and Call Centres': [
    'Handle customer queries by phone, chat or email',
    'Log every interaction accurately in the CRM',
    'Meet quality, turnaround and satisfaction targets',
    'Escalate complex issues to the next level',
    'Take part in daily huddles and refresher training',
  ],
};

const REQUIREMENTS: Record<Industry, string[]> = {
  'Banking and Finance': [
    'Any graduate; B.Com or MBA preferred',
    'Fluent in Tamil and English',
    'Own two-wheeler preferred',
    'Good Excel skills',
  ],
  'Information Technology': [
    'B.E., B.Tech, MCA or M.Sc.',
    'Strong fundamentals in programming and SQL',
    'Good written English',
    'Immediate joiners preferred',
  ],
  'Media and Advertising': [
    'Portfolio of published work',
    'Working knowledge of design or editing tools',
    'Good written English and Tamil',
    'Comfortable with deadlines',
  ],
  'Manufacturing and Engineering': [
    'ITI, diploma or B.E. in a relevant trade',
    'Willing to work in rotational shifts',
    'Able to read engineering drawings',
    'Knowledge of measuring instruments',
  ],
  'Education and Training': [
    'Graduate or postgraduate in the subject',
    'B.Ed. preferred for school roles',
    'Clear spoken English',
    'Patience and good classroom presence',
  ],
  'Customer Support and Call Centres': [
    'Any graduate; freshers welcome',
    'Good spoken English and one South Indian language',
    'Willing to work in shifts',
    'Basic computer skills',
  ],
};

const BENEFITS = [
  'PF, ESI and gratuity as per statute',
  'Group health insurance for self and family',
  'Annual performance bonus',
  'Company transport',
  'Five-day work week',
  'Monthly incentives',
  'Paid training before joining',
];

const CITIES = ['Chennai', 'Bengaluru', 'Hyderabad', 'Coimbatore', 'Pune', 'Mumbai', 'Madurai', 'Tiruchirappalli', 'Kochi'];
const JOB_TYPES = ['Full Time', 'Full Time', 'Full Time', 'Full Time', 'Part Time', 'Contract', 'Internship'];

interface Employer {
  name: string;
  image: string;
  location: string;
  industry: Industry;
}

const EMPLOYERS: Employer[] = demoCompanies.map((company) => {
  const industry = industryByCompany.get(company.name);
  // Both come from the same list in demoData.ts, so this only fires if that file is edited wrongly.
  if (!industry) throw new Error(`No industry for demo company ${company.name}`);
  return { name: company.name, image: company.image, location: company.location, industry };
});

const YEAR_START = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

/** Every date of 2025 as YYYY-MM-DD, computed once: formatting a Date per job is the slow part. */
const DAYS_OF_2025 = Array.from({ length: 365 }, (_, day) => new Date(YEAR_START + day * DAY_MS).toISOString().slice(0, 10));

function isoDay(dayOfYear: number): string {
  return DAYS_OF_2025[Math.min(dayOfYear, DAYS_OF_2025.length - 1)] as string;
}

function withArticle(noun: string): string {
  return /^[AEIOU]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** Rounds a lakh figure to the nearest ₹10,000, as salary bands are written. */
function rupeesFromLakh(lakh: number): number {
  return Math.round((lakh * 100_000) / 10_000) * 10_000;
}

export function generateJobs(count: number, seed = 1): Omit<JobRecord, 'id'>[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  /** `size` distinct items, in a random order. */
  const pickSome = <T>(items: readonly T[], size: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < size && pool.length > 0) {
      chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
    }
    return chosen;
  };

  const jobs: Omit<JobRecord, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const employer = pick(EMPLOYERS);
    const role = pick(ROLES[employer.industry]);
    const location = random() < 0.6 ? employer.location : pick(CITIES);
    const low = rupeesFromLakh(role.fromLakh + random() * (role.toLakh - role.fromLakh) * 0.5);
    const high = Math.max(low + 20_000, rupeesFromLakh((low / 100_000) * (1.2 + random() * 0.25)));
    const startDay = Math.floor(random() * 300);

    const sections = [
      { heading: 'Responsibilities', options: pickSome(RESPONSIBILITIES[employer.industry], 3 + Math.floor(random() * 2)) },
      { heading: 'Requirements', options: pickSome(REQUIREMENTS[employer.industry], 2 + Math.floor(random() * 2)) },
    ];
    const extra = Math.floor(random() * 3); // 0, 1 or 2 more sections: 2 to 4 in all
    if (extra >= 1) sections.push({ heading: 'Benefits', options: pickSome(BENEFITS, 2 + Math.floor(random() * 2)) });
    if (extra >= 2)
      sections.push({ heading: 'Work Location', options: [`${location} office`, 'Six-day or five-day week as per process'] });

    jobs.push({
      image: employer.image,
      title: role.title,
      companyName: employer.name,
      location,
      jobType: pick(JOB_TYPES),
      experience: role.experience,
      salary: `${formatRupees(low)} - ${formatRupees(high)}`,
      startDate: isoDay(startDay),
      endDate: isoDay(startDay + 30 + Math.floor(random() * 31)),
      mainHeading: `${role.title} at ${employer.name}, ${location}`,
      mainDescription: `${employer.name} is hiring ${withArticle(role.title)} for its ${location} team. Candidates with ${role.experience === 'Fresh' ? 'no prior' : `${role.experience} years of`} experience are invited to apply through Sr Technologies.`,
      headings: JSON.stringify(sections),
    });
  }
  return jobs;
}
