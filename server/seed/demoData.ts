import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import { daysAgoOpened, demoApplicationWindow, isoDayAfter } from './seedDays';

/**
 * The demo content the server seeds into an empty database, so a first start shows a realistic
 * site. The board of a Chennai recruitment agency, in Indian English. Ids are given by the
 * database in array order, so order matters: the home page features the LAST 10 jobs and the last
 * 3 articles, and the company list shows the last company first.
 *
 * Some rows are deliberately untidy, as the live data of such a board is: jobs without a type or
 * an experience (the app shows "Full Time" / "Fresh"), locations and job types that differ only in
 * case or surrounding spaces, and exactly one job whose `headings` is not valid JSON. The app and
 * the API must cope with all of them.
 */

/** docs/PRODUCT.md §1: the industries the agency serves. */
export const INDUSTRIES = [
  'Banking and Finance',
  'Information Technology',
  'Media and Advertising',
  'Manufacturing and Engineering',
  'Education and Training',
  'Customer Support and Call Centres',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Sections are stored as a JSON string (docs/PRODUCT.md §3); written here as heading -> options, in order. */
function sections(byHeading: Record<string, string[]>): string {
  return JSON.stringify(Object.entries(byHeading).map(([heading, options]) => ({ heading, options })));
}

/** File name, in server/uploads/, of a company's logo; its jobs show the same logo. */
export function companyLogo(companyName: string): string {
  return `company-${slug(companyName)}.svg`;
}

/** File name, in server/uploads/, of an article's illustration. */
export function articleImage(topic: string): string {
  return `article-${slug(topic)}.svg`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Companies (oldest first: the list page shows them newest first)
// ---------------------------------------------------------------------------------------------

/** A company's application start date is counted from the seed day (seedDays.ts), so it is not written here. */
type CompanyDraft = Omit<CompanyRecord, 'id' | 'image' | 'startDate'> & { industry: Industry };

const companyDrafts: CompanyDraft[] = [
  {
    industry: 'Banking and Finance',
    name: 'Marudham Finserv Pvt Ltd',
    location: 'Chennai',
    employeeCount: '200-500',
    netWorth: '₹85 Cr',
    mainHeading: 'A Chennai NBFC lending to first-time home buyers and small traders',
    mainDescription:
      'Marudham Finserv is a non-banking finance company headquartered in T. Nagar, Chennai, with 38 branches across Tamil Nadu. It offers affordable home loans, loans against property and working-capital loans for shopkeepers and small manufacturers, many of whom are borrowing from a formal lender for the first time.',
    headings: sections({
      'What We Do': [
        'Home loans from ₹5 lakh to ₹35 lakh for salaried and self-employed families',
        'Secured MSME loans for traders in Chennai, Coimbatore, Madurai and Tiruchirappalli',
        'Doorstep document collection and Tamil-language customer service',
      ],
      'Why Work With Us': [
        'Clear career path from branch executive to branch manager within five years',
        'Monthly incentives paid along with salary, not quarterly',
        'PF, gratuity and group health insurance for employees and their families',
      ],
      'Hiring Process': [
        'Telephonic screening by Sr Technologies',
        'Face-to-face interview with the regional manager',
        'Offer letter within three working days of final selection',
      ],
    }),
  },
  {
    industry: 'Information Technology',
    name: 'Bayline Technologies Pvt Ltd',
    location: 'Chennai',
    employeeCount: '1000-5000',
    netWorth: '₹640 Cr',
    mainHeading: 'Software services for banks and insurers, built on OMR',
    mainDescription:
      'Bayline Technologies builds and maintains core banking, loan origination and policy administration software for mid-sized banks and insurers in India, the Middle East and South-East Asia. Its development centres are in Sholinganallur, Chennai and in Hyderabad.',
    headings: sections({
      'What We Do': [
        'Core banking and digital lending platforms for co-operative and small finance banks',
        'Quality assurance and test automation as a managed service',
        'Application support with round-the-clock service desks',
      ],
      'Life at Bayline': [
        'Hybrid work: three days in office, two from home',
        'Sponsored cloud and testing certifications every year',
        'In-house creche and company transport along OMR and ECR',
        'Annual hackathon with prizes for the best internal tools',
      ],
    }),
  },
  {
    industry: 'Customer Support and Call Centres',
    name: 'Coromandel Customer Care Services',
    location: 'Chennai',
    employeeCount: '1000-5000',
    netWorth: '₹150 Cr',
    mainHeading: 'Multilingual customer care for telecom, banking and e-commerce brands',
    mainDescription:
      'Coromandel Customer Care Services runs voice, chat and email support in Tamil, Telugu, Kannada, Malayalam, Hindi and English from centres in Guindy, Chennai and Coimbatore. It is one of the larger employers of graduates and freshers in the city.',
    headings: sections({
      'Our Processes': [
        'Inbound voice support for broadband and DTH customers',
        'Chat and email support for online retailers',
        'Back-office KYC verification for banks and NBFCs',
      ],
      'Why Work With Us': [
        'Paid classroom training of two to three weeks before going live',
        'Night shift allowance and free cab drop for women employees',
        'Internal job postings: most team leaders are promoted from the floor',
      ],
      Locations: ['Guindy Industrial Estate, Chennai', 'Vilankurichi Road, Coimbatore'],
    }),
  },
  {
    industry: 'Manufacturing and Engineering',
    name: 'Palar Precision Engineering Pvt Ltd',
    location: 'Chennai',
    employeeCount: '500-1000',
    netWorth: '₹210 Cr',
    mainHeading: 'Machined components for automobile and railway OEMs since 1994',
    mainDescription:
      'Palar Precision Engineering manufactures precision-machined and fabricated components for passenger vehicle, tractor and railway rolling-stock makers. Its two plants in Ambattur and Sriperumbudur are IATF 16949 certified and run three shifts a day.',
    headings: sections({
      Products: [
        'Steering knuckles, brackets and housings in cast iron and aluminium',
        'Welded frames and bogie parts for railway coaches',
        'Jigs and fixtures designed and built in-house',
      ],
      'Working Here': [
        'Company bus from Avadi, Poonamallee, Tambaram and Thiruvallur',
        'Subsidised canteen with breakfast and lunch',
        'PF, ESI and gratuity as per statute; attendance bonus every month',
      ],
      'Hiring Process': [
        'Written test on basic engineering and shop-floor safety',
        'Technical interview with the plant head',
        'Medical check-up before joining',
      ],
    }),
  },
  {
    industry: 'Education and Training',
    name: 'Thamarai Learning Academy',
    location: 'Chennai',
    employeeCount: '50-200',
    netWorth: '₹12 Cr',
    mainHeading: 'Schools, coaching and spoken English for learners across Chennai',
    mainDescription:
      'Thamarai Learning Academy runs a CBSE primary school in Perambur, JEE and NEET coaching centres in Anna Nagar and Tambaram, and weekend spoken English classes for working adults. It also produces Tamil-medium e-learning content for state board students.',
    headings: sections({
      'What We Do': [
        'CBSE primary school from Class 1 to Class 5',
        'JEE Main, JEE Advanced and NEET coaching for Classes 11 and 12',
        'Spoken English and interview skills courses for adults',
      ],
      'Why Teach With Us': [
        'Small classes of not more than 30 students',
        'Paid teacher training every summer vacation',
        'Fee concession for the children of staff',
      ],
    }),
  },
  {
    industry: 'Media and Advertising',
    name: 'Kolam Creative Studio',
    location: 'Chennai',
    employeeCount: '50-200',
    netWorth: '₹18 Cr',
    mainHeading: 'A creative studio for brands that speak to Tamil Nadu',
    mainDescription:
      'Kolam Creative Studio, in Alwarpet, makes advertising films, social media campaigns and packaging for regional FMCG, jewellery and textile brands. Its team of designers, writers and editors works in Tamil and English and handles everything from concept to release.',
    headings: sections({
      Services: [
        'Ad films and short-format video for YouTube and Instagram',
        'Brand identity, packaging and festive campaign design',
        'Social media management in Tamil and English',
      ],
      Culture: [
        'Flat teams: designers present their own work to clients',
        'Monthly studio screenings and portfolio reviews',
        'Flexible hours outside shoot days',
      ],
    }),
  },
  {
    industry: 'Banking and Finance',
    name: 'Marina Bay Capital Advisors',
    location: 'Chennai',
    employeeCount: '50-200',
    netWorth: '₹42 Cr',
    mainHeading: 'Wealth management, accounting and payroll services for growing businesses',
    mainDescription:
      'Marina Bay Capital Advisors is a Chennai firm of chartered accountants and financial planners. It distributes mutual funds, keeps books and files GST and TDS returns for about 600 small businesses, and runs payroll with PF and ESI compliance for their employees.',
    headings: sections({
      'What We Do': [
        'Mutual fund distribution and financial planning for families',
        'Bookkeeping, GST, TDS and income tax filing',
        'Payroll processing with PF, ESI and professional tax compliance',
      ],
      'Why Work With Us': [
        'Exposure to many industries early in your career',
        'Support and study leave for CA, CMA and NISM examinations',
        'Five-day week outside the tax filing season',
      ],
    }),
  },
  {
    industry: 'Manufacturing and Engineering',
    name: 'Noyyal Pumps & Motors Ltd',
    location: 'Coimbatore',
    employeeCount: '1000-5000',
    netWorth: '₹480 Cr',
    mainHeading: 'Coimbatore-made pumps for farms, homes and industry',
    mainDescription:
      'Noyyal Pumps & Motors makes submersible, monoblock and self-priming pumps and the electric motors that drive them. Its foundry and assembly plants in Kurichi and SIDCO Industrial Estate supply dealers in fourteen states and export to East Africa.',
    headings: sections({
      Products: [
        'Agricultural submersible pumps from 1 HP to 25 HP',
        'Domestic self-priming pumps and pressure boosters',
        'Industrial motors and process pumps',
      ],
      'Working Here': [
        'Company transport from Gandhipuram, Ukkadam and Podanur',
        'PF, ESI, bonus and gratuity as per statute',
        'Skill upgradation through the in-house training centre',
      ],
      Certifications: ['ISO 9001:2015', 'BIS-certified pump and motor ranges'],
    }),
  },
  {
    industry: 'Information Technology',
    name: 'Kurinji Data Systems',
    location: 'Bengaluru',
    employeeCount: '500-1000',
    netWorth: '₹310 Cr',
    mainHeading: 'Data platforms and cloud engineering for retail and logistics',
    mainDescription:
      'Kurinji Data Systems designs data pipelines, analytics dashboards and cloud infrastructure for retailers, warehouses and logistics companies. It is headquartered in Whitefield, Bengaluru, with an engineering team in HITEC City, Hyderabad.',
    headings: sections({
      'What We Do': [
        'Data engineering on cloud warehouses and streaming platforms',
        'Demand forecasting and route planning models',
        'Cloud migration and site reliability engineering',
      ],
      'Life at Kurinji': [
        'Remote-friendly: come to office two days a week',
        'Learning budget of ₹50,000 a year for courses and conferences',
        'Medical insurance of ₹5 lakh including parents',
      ],
      'Hiring Process': [
        'Online coding exercise',
        'Two technical rounds and one round with the engineering manager',
        'HR discussion and offer',
      ],
    }),
  },
  {
    industry: 'Customer Support and Call Centres',
    name: 'Vaigai Contact Solutions',
    location: 'Madurai',
    employeeCount: '500-1000',
    netWorth: '₹64 Cr',
    mainHeading: 'Bringing customer support jobs to south Tamil Nadu',
    mainDescription:
      'Vaigai Contact Solutions runs voice and non-voice processes for banks, insurers and utilities from its centre near Mattuthavani, Madurai. Most of its staff are graduates from Madurai, Dindigul, Virudhunagar and Theni who no longer need to move to Chennai for work.',
    headings: sections({
      'Our Processes': [
        'Loan collection reminders and customer verification calls',
        'Email support for banking and insurance customers',
        'Outbound surveys in Tamil and English',
      ],
      'Why Work With Us': [
        'Day shifts for most processes; no rotational night shifts',
        'Free bus from Periyar and Arapalayam bus stands',
        'Performance incentives paid every month',
      ],
    }),
  },
  {
    industry: 'Banking and Finance',
    name: 'Godavari Shield Insurance Brokers',
    location: 'Hyderabad',
    employeeCount: '500-1000',
    netWorth: '₹160 Cr',
    mainHeading: 'Insurance broking for families and businesses across South India',
    mainDescription:
      'Godavari Shield Insurance Brokers advises individuals and companies on health, motor, life and commercial insurance and helps them settle claims. It has offices in Hyderabad, Chennai, Vijayawada and Visakhapatnam.',
    headings: sections({
      'What We Do': [
        'Group health and accident cover for employers',
        'Motor and health insurance for individuals',
        'Claims assistance from intimation to settlement',
      ],
      'Why Work With Us': [
        'Sponsored IRDAI certification for sales staff',
        'Uncapped incentives on new business',
        'Group health insurance including parents',
      ],
    }),
  },
  {
    industry: 'Media and Advertising',
    name: 'Saffron Reel Advertising LLP',
    location: 'Mumbai',
    employeeCount: '200-500',
    netWorth: '₹72 Cr',
    mainHeading: 'An integrated advertising agency with offices in Mumbai and Bengaluru',
    mainDescription:
      'Saffron Reel Advertising plans and makes campaigns across television, print, outdoor and digital media for consumer durables, banking and real estate clients. It has offices in Lower Parel, Mumbai and Indiranagar, Bengaluru.',
    headings: sections({
      Services: [
        'Creative, media planning and buying',
        'Performance marketing and search advertising',
        'Brand partnerships and influencer campaigns',
      ],
      Culture: ['Cross-functional teams per client', 'Annual awards entries and paid festival trips for winning teams'],
      Offices: ['Lower Parel, Mumbai', 'Indiranagar, Bengaluru'],
    }),
  },
  {
    industry: 'Education and Training',
    name: 'Charminar EduServe Pvt Ltd',
    location: 'Hyderabad',
    employeeCount: '200-500',
    netWorth: '₹38 Cr',
    mainHeading: 'Skills training and placement for graduates and working professionals',
    mainDescription:
      'Charminar EduServe runs job-oriented courses in accounting, software testing, data analysis and soft skills, and trains employees of corporate clients. It has eleven centres in Telangana and Andhra Pradesh and a placement cell that works with over 300 employers.',
    headings: sections({
      Programmes: [
        'Tally, GST and payroll accounting',
        'Manual and automation software testing',
        'Corporate soft skills and communication workshops',
      ],
      'Why Work With Us': [
        'Teaching hours planned a month ahead',
        'Incentives for counsellors and trainers on placements',
        'PF and health insurance from the day of joining',
      ],
    }),
  },
  {
    industry: 'Information Technology',
    name: 'Nilgiri Cloudworks Pvt Ltd',
    location: 'Coimbatore',
    employeeCount: '200-500',
    netWorth: '₹95 Cr',
    mainHeading: 'A product company building cloud software from Coimbatore',
    mainDescription:
      'Nilgiri Cloudworks builds a subscription billing and inventory product used by about 4,000 small manufacturers and distributors. Its engineering, design and support teams all work from its office on Avinashi Road, Coimbatore.',
    headings: sections({
      'What We Build': [
        'Web and mobile apps for billing, stock and dispatch',
        'Integrations with GST e-invoicing and e-way bills',
        'Round-the-clock cloud operations',
      ],
      'Life at Nilgiri': [
        'No long commutes: most of the team lives within 10 km of office',
        'Quarterly team outings to Ooty and Valparai',
        'ESOPs for engineers after one year',
      ],
    }),
  },
  {
    industry: 'Manufacturing and Engineering',
    name: 'Sahyadri Autoforge Pvt Ltd',
    location: 'Pune',
    employeeCount: '500-1000',
    netWorth: '₹260 Cr',
    mainHeading: 'Forged and machined parts for two-wheelers, tractors and trucks',
    mainDescription:
      'Sahyadri Autoforge runs closed-die forging and machining lines in Chakan and Bhosari, Pune, supplying crankshafts, gears and axle parts to vehicle makers in India and Europe.',
    headings: sections({
      Products: [
        'Crankshafts and connecting rods for two-wheelers',
        'Transmission gears and shafts for tractors',
        'Axle components for commercial vehicles',
      ],
      'Working Here': [
        'Company bus from Pimpri, Chinchwad and Moshi',
        'Shift allowance and attendance bonus',
        'PF, ESI and gratuity as per statute',
      ],
    }),
  },
];

/** The demo companies as seeded on `day`: their application start dates fall before it. */
export function demoCompaniesOn(day: Date): Omit<CompanyRecord, 'id'>[] {
  return companyDrafts.map((company, index) => ({
    image: companyLogo(company.name),
    name: company.name,
    location: company.location,
    startDate: isoDayAfter(day, -daysAgoOpened(index, companyDrafts.length)),
    employeeCount: company.employeeCount,
    netWorth: company.netWorth,
    mainHeading: company.mainHeading,
    mainDescription: company.mainDescription,
    headings: company.headings,
  }));
}

/**
 * The demo companies as seeded today: their names, logos and text for code that does not look at
 * dates (the generated jobs, the tests). The seed dates its rows from its own day (seed.ts).
 */
export const demoCompanies: Omit<CompanyRecord, 'id'>[] = demoCompaniesOn(new Date());

/** The industry each demo employer belongs to; a job's industry is its employer's. */
export const industryByCompany: ReadonlyMap<string, Industry> = new Map(
  companyDrafts.map((company) => [company.name, company.industry]),
);

// ---------------------------------------------------------------------------------------------
// Jobs (oldest first: the home page features the last 10, newest first)
// ---------------------------------------------------------------------------------------------

const STATUTORY_BENEFITS = ['PF, ESI and gratuity as per statute', 'Group health insurance for self and family'];
const OFFICE_BENEFITS = [
  'PF, gratuity and group health insurance from day one',
  'Five-day work week',
  'Annual appraisal in April with a performance bonus',
];

/**
 * One job whose `headings` is cut short, as happens when a long text is pasted into a fixed-size
 * column: the detail page must still render (without sections) and the API must pass it on as it is.
 */
const TRUNCATED_HEADINGS =
  '[{"heading":"Responsibilities","options":["Edit ad films, reels and YouTube shorts from raw footage","Add Tamil and English subtit';

/** A job's application window is counted from the seed day (seedDays.ts), so it is not written here. */
type JobDraft = Omit<JobRecord, 'id' | 'image' | 'startDate' | 'endDate'>;

const jobDrafts: JobDraft[] = [
  {
    title: 'Relationship Manager - Home Loans',
    companyName: 'Marudham Finserv Pvt Ltd',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹4,50,000 - ₹6,00,000',
    mainHeading: 'Help salaried families in Chennai buy their first home',
    mainDescription:
      'Marudham Finserv is expanding its home loan team in T. Nagar, Porur and Tambaram. You will source home loan customers through builders, DSAs and walk-ins, guide them through documentation and see each file through to disbursement.',
    headings: sections({
      Responsibilities: [
        'Source home loan and loan-against-property leads from builders, channel partners and branch walk-ins',
        'Collect KYC and income documents and log applications in the loan origination system',
        'Coordinate with the credit and legal teams until disbursement',
        'Meet monthly disbursement targets of ₹1.5 Cr',
      ],
      Requirements: [
        'Any graduate with 2 to 4 years in home loan, LAP or personal loan sales',
        'Fluent in Tamil and English',
        'Own two-wheeler with a valid driving licence',
      ],
      Benefits: [...STATUTORY_BENEFITS, 'Monthly incentives paid with salary', 'Fuel reimbursement'],
    }),
  },
  {
    title: 'Junior Java Developer',
    companyName: 'Bayline Technologies Pvt Ltd',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '0-1',
    salary: '₹3,20,000 - ₹4,20,000',
    mainHeading: 'Start your software career on a core banking product',
    mainDescription:
      'Bayline Technologies is hiring 2024 and 2025 pass-outs for its Sholinganallur development centre. After a six-week training programme you will join a team that builds loan and deposit modules for co-operative banks.',
    headings: sections({
      Responsibilities: [
        'Write and unit-test Java and Spring Boot services under the guidance of a senior developer',
        'Fix defects reported by the QA team',
        'Write SQL queries and stored procedures for reports',
      ],
      Requirements: [
        'B.E., B.Tech, MCA or M.Sc. (Computer Science) with 60% throughout',
        'Good understanding of object-oriented programming and SQL',
        'Willing to sign a one-year service agreement after training',
      ],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'Customer Support Executive - Tamil and English',
    companyName: 'Coromandel Customer Care Services',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: 'Fresh',
    salary: '₹2,10,000 - ₹2,60,000',
    mainHeading: 'Walk-in drive for freshers: inbound voice process',
    mainDescription:
      'Coromandel Customer Care Services is hiring 60 freshers for an inbound broadband support process at Guindy. Candidates who clear the interview receive an offer on the same day and begin paid training the following Monday.',
    headings: sections({
      Responsibilities: [
        'Answer customer calls about bills, plan changes and service requests',
        'Log every call accurately in the CRM',
        'Escalate technical complaints to the L2 team',
      ],
      Requirements: [
        'Any graduate or diploma holder; 2024 and 2025 pass-outs welcome',
        'Good spoken Tamil and English',
        'Willing to work in rotational shifts with one weekday off',
      ],
      'Walk-in Details': ['Monday to Friday, 10 am to 1 pm', 'Bring two copies of your resume and an Aadhaar card'],
    }),
  },
  {
    title: 'Graduate Engineer Trainee - Mechanical',
    companyName: 'Palar Precision Engineering Pvt Ltd',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: null,
    salary: '₹2,80,000 - ₹3,30,000',
    mainHeading: 'One-year trainee programme at our Ambattur plant',
    mainDescription:
      'Graduate engineer trainees spend a year rotating through production, quality, maintenance and tool design before they are confirmed as junior engineers in one of these departments.',
    headings: sections({
      'What You Will Learn': [
        'Reading drawings and GD&T on the shop floor',
        'CNC programming basics and process sheets',
        'Quality tools: 5S, Kaizen, PPAP and control plans',
      ],
      Requirements: [
        'B.E. Mechanical or Production Engineering, 2024 or 2025 batch',
        'No standing arrears',
        'Willing to work in shifts',
      ],
      Benefits: ['Stipend revised on confirmation', 'Company bus and subsidised canteen', ...STATUTORY_BENEFITS],
    }),
  },
  {
    title: 'Primary School Teacher - Mathematics',
    companyName: 'Thamarai Learning Academy',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹2,40,000 - ₹3,20,000',
    mainHeading: 'Teach Mathematics to Classes 3 to 5 at our Perambur school',
    mainDescription:
      'Our CBSE primary school is looking for a Mathematics teacher who makes numbers enjoyable for young children. The academic year begins in June; the selected candidate joins in May for orientation.',
    headings: sections({
      Responsibilities: [
        'Plan and teach lessons using activity-based methods',
        'Prepare worksheets, assessments and report cards',
        'Meet parents during the quarterly parent-teacher meetings',
      ],
      Requirements: [
        'B.Sc. Mathematics with B.Ed.',
        '1 to 3 years of teaching experience in a CBSE or state board school',
        'Clear spoken English',
      ],
    }),
  },
  {
    title: 'Graphic Designer',
    companyName: 'Kolam Creative Studio',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹3,00,000 - ₹4,20,000',
    mainHeading: 'Design festive campaigns and packaging for regional brands',
    mainDescription:
      'Kolam Creative Studio needs a graphic designer who can move between social media creatives, print advertisements and packaging. A portfolio matters more to us than a degree.',
    headings: sections({
      Responsibilities: [
        'Design social media posts, banners and print advertisements',
        'Adapt campaigns for Tamil and English copy',
        'Prepare print-ready files and coordinate with printers',
      ],
      Requirements: [
        'Strong portfolio; degree or diploma in design preferred',
        'Adobe Illustrator, Photoshop and InDesign',
        'Working knowledge of Tamil typography is a plus',
      ],
      Benefits: ['Flexible hours outside shoot days', 'Annual budget for design courses'],
    }),
  },
  {
    title: 'Accounts Executive (GST and TDS)',
    companyName: 'Marina Bay Capital Advisors',
    location: 'chennai',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹2,80,000 - ₹3,60,000',
    mainHeading: 'Handle books and returns for small-business clients',
    mainDescription:
      'Join the accounting team of a chartered accountancy firm in Nungambakkam. Each executive looks after the books and statutory filings of about 25 small-business clients.',
    headings: sections({
      Responsibilities: [
        'Post entries and reconcile bank statements in Tally Prime',
        'Prepare and file GSTR-1 and GSTR-3B returns',
        'Compute TDS and file quarterly returns',
      ],
      Requirements: [
        'B.Com or M.Com with 1 to 3 years in accounts',
        'Working knowledge of Tally Prime and Excel',
        'CA Inter or CMA Inter candidates are welcome',
      ],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'DevOps Engineer',
    companyName: 'Kurinji Data Systems',
    location: 'Bengaluru',
    jobType: 'Full Time',
    experience: '3-5',
    salary: '₹9,00,000 - ₹14,00,000',
    mainHeading: 'Run the cloud platforms behind our retail analytics products',
    mainDescription:
      'You will own build pipelines, infrastructure as code and monitoring for the data platforms that Kurinji runs for its retail and logistics clients.',
    headings: sections({
      Responsibilities: [
        'Build and maintain CI/CD pipelines',
        'Manage Kubernetes clusters and infrastructure with Terraform',
        'Set up monitoring, alerting and on-call runbooks',
        'Work with developers to reduce cloud costs',
      ],
      Requirements: [
        '3 to 5 years in DevOps or site reliability engineering',
        'Hands-on experience with Linux, Docker, Kubernetes and one major cloud provider',
        'Scripting in Bash or Python',
      ],
      Benefits: [
        'Remote-friendly: two office days a week',
        '₹50,000 yearly learning budget',
        'Medical insurance including parents',
      ],
    }),
  },
  {
    title: 'CNC Machine Operator',
    companyName: 'Noyyal Pumps & Motors Ltd',
    location: 'Coimbatore',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹2,16,000 - ₹2,76,000',
    mainHeading: 'Operate CNC turning centres in our pump component shop',
    mainDescription:
      'Noyyal Pumps & Motors is adding a shift at its Kurichi machine shop and needs experienced CNC operators for turning and VMC machines.',
    headings: sections({
      Responsibilities: [
        'Set up and operate CNC turning and VMC machines',
        'Check dimensions with vernier, micrometer and bore gauges',
        'Maintain shift production and rejection records',
      ],
      Requirements: [
        'ITI or diploma in Mechanical, Machinist or Turner trade',
        '1 to 3 years on Fanuc or Siemens controllers',
        'Willing to work in rotational shifts',
      ],
      Benefits: [...STATUTORY_BENEFITS, 'Company transport', 'Overtime paid at double rate'],
    }),
  },
  {
    title: 'Voice Process Team Leader',
    companyName: 'Vaigai Contact Solutions',
    location: 'Madurai',
    jobType: 'Full Time',
    experience: '3-5',
    salary: '₹3,60,000 - ₹4,80,000',
    mainHeading: 'Lead a team of 15 agents on a banking voice process',
    mainDescription:
      'Vaigai Contact Solutions is looking for a team leader for its customer verification process. Day shift only.',
    headings: sections({
      Responsibilities: [
        'Run daily huddles and track call quality and productivity',
        'Coach agents with call listening and feedback sessions',
        'Prepare daily and weekly reports for the client',
      ],
      Requirements: [
        '3 to 5 years in a voice process, including at least one year as team leader or SME',
        'Good Excel skills',
        'Fluent in Tamil and English',
      ],
    }),
  },
  {
    title: 'Corporate Trainer - Soft Skills',
    companyName: 'Charminar EduServe Pvt Ltd',
    location: 'Hyderabad',
    jobType: 'Contract',
    experience: '5+',
    salary: '₹6,00,000 - ₹8,40,000',
    mainHeading: 'Twelve-month contract to train new joiners of our corporate clients',
    mainDescription:
      'Charminar EduServe delivers induction and communication training for IT and banking clients in Hyderabad. The contract may be extended or converted to a permanent role.',
    headings: sections({
      Responsibilities: [
        'Deliver workshops on business communication, email writing and presentation skills',
        'Customise training material for each client',
        'Collect feedback and report training effectiveness',
      ],
      Requirements: [
        '5 or more years as a corporate or soft skills trainer',
        'Excellent spoken and written English; Telugu is a plus',
        'Willing to travel within Hyderabad to client offices',
      ],
    }),
  },
  {
    title: 'Digital Marketing Executive',
    companyName: 'Saffron Reel Advertising LLP',
    location: 'Mumbai',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹4,20,000 - ₹6,00,000',
    mainHeading: 'Plan and run paid campaigns for consumer brands',
    mainDescription:
      'Join the performance marketing team at our Lower Parel office. You will manage search and social advertising budgets for two or three clients.',
    headings: sections({
      Responsibilities: [
        'Plan, launch and optimise search and social media campaigns',
        'Track leads and conversions and report weekly to clients',
        'Test new ad formats and audiences',
      ],
      Requirements: [
        '2 to 4 years in performance marketing at an agency or brand',
        'Hands-on with major ad platforms and web analytics tools',
        'Comfortable with numbers and spreadsheets',
      ],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'Insurance Sales Officer',
    companyName: 'Godavari Shield Insurance Brokers',
    location: 'Hyderabad',
    jobType: null,
    experience: '0-1',
    salary: '₹2,40,000 - ₹3,00,000',
    mainHeading: 'Sell health and motor insurance to families in Hyderabad',
    mainDescription:
      'A field sales role for freshers and early-career candidates who enjoy meeting people. We sponsor your IRDAI certification and train you on our products before you start.',
    headings: sections({
      Responsibilities: [
        'Meet prospective customers referred by our partners',
        'Explain policy features and help customers choose cover',
        'Renew existing policies before they lapse',
      ],
      Requirements: ['Any graduate; freshers welcome', 'Good Telugu and English', 'Own two-wheeler preferred'],
      Benefits: ['Uncapped incentives on new policies', 'Sponsored IRDAI certification', 'Group health insurance'],
    }),
  },
  {
    title: 'React Front-End Developer',
    companyName: 'Nilgiri Cloudworks Pvt Ltd',
    location: 'Coimbatore',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹5,50,000 - ₹8,00,000',
    mainHeading: 'Build the billing screens that 4,000 businesses use every day',
    mainDescription:
      'Nilgiri Cloudworks is rebuilding the web app of its billing and inventory product. Join a small team in Coimbatore that owns features from design to release.',
    headings: sections({
      Responsibilities: [
        'Build responsive screens in React and TypeScript',
        'Write unit and end-to-end tests',
        'Review code and improve performance on low-end devices',
      ],
      Requirements: [
        '2 to 4 years of front-end development',
        'Strong JavaScript, TypeScript, HTML and CSS',
        'Experience with REST APIs and state management',
      ],
      Benefits: ['ESOPs after one year', 'Quarterly team outings', 'Health insurance including parents'],
    }),
  },
  {
    title: 'Quality Inspector - Forging',
    companyName: 'Sahyadri Autoforge Pvt Ltd',
    location: 'Pune',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹3,00,000 - ₹4,00,000',
    mainHeading: 'Inspect forged crankshafts and gears at our Chakan plant',
    mainDescription:
      'Sahyadri Autoforge needs quality inspectors for its forging and machining lines. You will ensure that every batch meets customer drawings before dispatch.',
    headings: sections({
      Responsibilities: [
        'Carry out first-piece, in-process and final inspection',
        'Record results in inspection reports and SPC charts',
        'Raise non-conformance reports and follow up on corrective actions',
      ],
      Requirements: [
        'Diploma or B.E. in Mechanical Engineering',
        '2 to 4 years of quality inspection in forging or machining',
        'Knowledge of measuring instruments and PPAP documents',
      ],
      Benefits: [...STATUTORY_BENEFITS, 'Shift allowance'],
    }),
  },
  {
    title: 'Chat Support Associate (Night Shift)',
    companyName: 'Coromandel Customer Care Services',
    location: ' Chennai ',
    jobType: 'Full Time',
    experience: null,
    salary: '₹2,40,000 - ₹2,90,000',
    mainHeading: 'Chat support for an international e-commerce client',
    mainDescription:
      'Answer customer chats about orders, returns and refunds for a US-based online retailer. Typing speed and written English matter more than experience.',
    headings: sections({
      Responsibilities: [
        'Handle two to three customer chats at a time',
        'Resolve order, delivery and refund queries within the agreed time',
        'Document every interaction in the ticketing tool',
      ],
      Requirements: [
        'Any graduate; freshers welcome',
        'Typing speed of 30 words per minute with good accuracy',
        'Willing to work night shifts (8 pm to 5 am)',
      ],
      Benefits: ['Night shift allowance', 'Free cab pick-up and drop', ...STATUTORY_BENEFITS],
    }),
  },
  {
    title: 'Tamil Content Developer - E-learning',
    companyName: 'Thamarai Learning Academy',
    location: 'Chennai',
    jobType: 'Part Time',
    experience: '1-3',
    salary: '₹1,80,000 - ₹2,40,000',
    mainHeading: 'Write Tamil-medium lessons for state board students',
    mainDescription:
      'A part-time role of four hours a day, from our Anna Nagar office or from home, writing and reviewing Science and Social Science lessons in Tamil.',
    headings: sections({
      Responsibilities: [
        'Write lesson scripts, quizzes and summaries in Tamil',
        'Review translated content for accuracy and simplicity',
        'Work with animators on video lessons',
      ],
      Requirements: [
        'Graduate with excellent written Tamil',
        'Teaching or content writing experience of 1 to 3 years',
        'Comfortable typing in Tamil Unicode',
      ],
    }),
  },
  {
    title: 'Software Testing Intern',
    companyName: 'Bayline Technologies Pvt Ltd',
    location: 'Chennai',
    jobType: 'Internship',
    experience: 'Fresh',
    salary: '₹1,20,000 - ₹1,80,000',
    mainHeading: 'Six-month paid internship in our QA practice',
    mainDescription:
      'Final-year students and recent graduates learn manual and automation testing on live banking projects. Interns who perform well are offered full-time roles.',
    headings: sections({
      'What You Will Do': [
        'Write and execute test cases for web and mobile applications',
        'Log and track defects',
        'Learn to automate regression tests',
      ],
      Requirements: [
        'B.E., B.Tech, B.Sc. or BCA, final year or 2025 pass-out',
        'Basic knowledge of SQL and any programming language',
        'Available full time for six months',
      ],
    }),
  },
  {
    title: 'Credit Analyst - MSME Loans',
    companyName: 'Marudham Finserv Pvt Ltd',
    location: 'Coimbatore',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹5,00,000 - ₹7,00,000',
    mainHeading: 'Assess secured business loans for traders and manufacturers in the Kongu region',
    mainDescription:
      'Marudham Finserv is opening a regional credit hub in Coimbatore. You will appraise loan proposals from Coimbatore, Tiruppur and Erode branches.',
    headings: sections({
      Responsibilities: [
        'Analyse financial statements, bank statements and GST returns',
        'Visit customer premises for personal discussion',
        'Prepare credit appraisal notes and recommend terms',
      ],
      Requirements: [
        'MBA Finance, CA Inter or M.Com with 2 to 4 years in MSME credit',
        'Good understanding of cash-flow based lending',
        'Fluent in Tamil',
      ],
      Benefits: STATUTORY_BENEFITS,
    }),
  },
  {
    title: 'Video Editor',
    companyName: 'Kolam Creative Studio',
    location: 'Chennai',
    jobType: 'Contract',
    experience: '1-3',
    salary: '₹3,00,000 - ₹4,50,000',
    mainHeading: 'Six-month contract for the festive season campaigns',
    mainDescription:
      'Kolam Creative Studio needs an additional editor from June to November to handle a heavy festive calendar of ad films and social media videos.',
    headings: TRUNCATED_HEADINGS,
  },
  {
    title: 'Maintenance Engineer - Electrical',
    companyName: 'Palar Precision Engineering Pvt Ltd',
    location: 'Chennai',
    jobType: 'full time',
    experience: '3-5',
    salary: '₹4,20,000 - ₹5,40,000',
    mainHeading: 'Keep our Sriperumbudur plant running across three shifts',
    mainDescription:
      'Take charge of electrical maintenance of CNC machines, compressors and utilities at our Sriperumbudur plant, with a team of four technicians.',
    headings: sections({
      Responsibilities: [
        'Plan and carry out preventive maintenance of machines and utilities',
        'Troubleshoot PLC, servo and drive faults',
        'Track breakdown time and spares consumption',
      ],
      Requirements: [
        'Diploma or B.E. in Electrical and Electronics Engineering',
        '3 to 5 years of maintenance in a machining plant',
        'Electrical supervisor licence preferred',
      ],
      Benefits: [...STATUTORY_BENEFITS, 'Company bus and canteen'],
    }),
  },
  {
    title: 'Collections Calling Executive',
    companyName: 'Vaigai Contact Solutions',
    location: 'Madurai',
    jobType: null,
    experience: '0-1',
    salary: '₹1,98,000 - ₹2,40,000',
    mainHeading: 'Courteous reminder calls for a two-wheeler loan portfolio',
    mainDescription:
      'Call customers whose EMIs are due or overdue, remind them politely and record their promise to pay. Training is given on the fair practices code that lenders must follow.',
    headings: sections({
      Responsibilities: [
        'Make outbound reminder calls from the dialler',
        'Explain payment options and share payment links',
        'Update call outcomes accurately',
      ],
      Requirements: ['12th pass or any graduate', 'Good spoken Tamil', 'Patience and a polite manner'],
      Benefits: ['Monthly incentives', 'Day shift only', ...STATUTORY_BENEFITS],
    }),
  },
  {
    title: 'Placement Coordinator',
    companyName: 'Charminar EduServe Pvt Ltd',
    location: 'Hyderabad',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹3,60,000 - ₹4,80,000',
    mainHeading: 'Connect our trained students with employers',
    mainDescription:
      'Build relationships with HR teams of employers in Hyderabad, arrange placement drives and prepare students for interviews.',
    headings: sections({
      Responsibilities: [
        'Reach out to employers and understand their hiring needs',
        'Organise campus and walk-in placement drives',
        'Run mock interviews and track placement outcomes',
      ],
      Requirements: [
        'Graduate or MBA with 2 to 4 years in placements, recruitment or corporate sales',
        'Good network among HR professionals in Hyderabad',
      ],
    }),
  },
  {
    title: 'Python Data Engineer',
    companyName: 'Kurinji Data Systems',
    location: 'Hyderabad',
    jobType: 'Full Time',
    experience: '3-5',
    salary: '₹10,00,000 - ₹15,00,000',
    mainHeading: 'Build the data pipelines behind demand forecasting for retailers',
    mainDescription:
      'Join our HITEC City team to design batch and streaming pipelines that feed forecasting models and dashboards for large retail chains.',
    headings: sections({
      Responsibilities: [
        'Design and build data pipelines in Python and SQL',
        'Model data in the cloud warehouse for analytics',
        'Monitor data quality and pipeline performance',
      ],
      Requirements: [
        '3 to 5 years of data engineering',
        'Strong Python and SQL; experience with Spark or a similar engine',
        'Experience with an orchestration tool and a cloud data warehouse',
      ],
      Benefits: ['Remote-friendly: two office days a week', '₹50,000 yearly learning budget'],
    }),
  },
  {
    title: 'Branch Operations Executive',
    companyName: 'Marudham Finserv Pvt Ltd',
    location: 'Madurai',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹2,60,000 - ₹3,40,000',
    mainHeading: 'Run day-to-day operations at our KK Nagar, Madurai branch',
    mainDescription:
      'Manage cash, documents and customer service at a busy branch that serves home loan and MSME customers across Madurai district.',
    headings: sections({
      Responsibilities: [
        'Verify and store loan documents as per audit norms',
        'Handle customer requests for statements and foreclosure',
        'Reconcile daily collections with the bank',
      ],
      Requirements: ['Graduate with 1 to 3 years in branch banking or NBFC operations', 'Fluent in Tamil'],
      Benefits: STATUTORY_BENEFITS,
    }),
  },
  {
    title: 'Production Supervisor',
    companyName: 'Noyyal Pumps & Motors Ltd',
    location: 'Coimbatore',
    jobType: 'Full Time',
    experience: '5+',
    salary: '₹4,80,000 - ₹6,60,000',
    mainHeading: 'Supervise a submersible pump assembly line',
    mainDescription:
      'Lead a shift of 40 operators assembling and testing submersible pumps at our SIDCO plant and deliver the daily production plan.',
    headings: sections({
      Responsibilities: [
        'Plan manpower and materials for the shift',
        'Ensure output, quality and safety targets are met',
        'Run daily shop-floor meetings and Kaizen activities',
      ],
      Requirements: [
        'Diploma or B.E. Mechanical or Electrical',
        '5 or more years in assembly, with at least two as supervisor',
        'Knowledge of pump or motor testing is an advantage',
      ],
      Benefits: [...STATUTORY_BENEFITS, 'Company transport', 'Annual bonus'],
    }),
  },
  {
    title: 'Copywriter - English and Hindi',
    companyName: 'Saffron Reel Advertising LLP',
    location: 'Mumbai',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹4,00,000 - ₹5,50,000',
    mainHeading: 'Write campaigns for consumer durables and real estate brands',
    mainDescription:
      'Work with art directors on TV, print, outdoor and digital campaigns. We want writers who can think in ideas, not just headlines.',
    headings: sections({
      Responsibilities: [
        'Write scripts, headlines and social media copy',
        'Present ideas to clients along with the art team',
        'Adapt campaigns across languages and formats',
      ],
      Requirements: ['Portfolio of published work', '2 to 4 years of copywriting at an agency', 'Excellent English and Hindi'],
    }),
  },
  {
    title: 'Technical Support Engineer - L1 (Broadband)',
    companyName: 'Coromandel Customer Care Services',
    location: 'Coimbatore',
    jobType: 'Full Time',
    experience: '0-1',
    salary: '₹2,40,000 - ₹3,20,000',
    mainHeading: 'Troubleshoot broadband connections over the phone',
    mainDescription:
      'Help home and small-office customers fix their internet connections. Engineering and diploma graduates with an interest in networking are preferred.',
    headings: sections({
      Responsibilities: [
        'Guide customers through router and Wi-Fi troubleshooting',
        'Check line status with remote tools',
        'Raise field visit requests when needed',
      ],
      Requirements: [
        'Diploma or B.E. in ECE, EEE or CSE; freshers welcome',
        'Basic networking knowledge',
        'Good spoken Tamil and English',
      ],
    }),
  },
  {
    title: 'Spoken English Trainer',
    companyName: 'Thamarai Learning Academy',
    location: 'Chennai',
    jobType: 'Part Time',
    experience: null,
    salary: '₹1,44,000 - ₹2,16,000',
    mainHeading: 'Weekend and evening batches for working adults',
    mainDescription:
      'Teach spoken English to adults preparing for interviews and workplace communication, in evening and weekend batches at Anna Nagar and Tambaram.',
    headings: sections({
      Responsibilities: [
        'Conduct classes of 15 to 20 learners',
        'Run role plays, group discussions and mock interviews',
        'Track each learner’s progress',
      ],
      Requirements: ['Excellent spoken English', 'Graduate in any discipline', 'Teaching experience welcome but not required'],
    }),
  },
  {
    title: 'Business Analyst - Banking Domain',
    companyName: 'Bayline Technologies Pvt Ltd',
    location: 'Chennai',
    jobType: 'Contract',
    experience: '5+',
    salary: '₹12,00,000 - ₹16,00,000',
    mainHeading: 'One-year contract on a digital lending implementation',
    mainDescription:
      'Bayline is implementing its digital lending platform for a small finance bank. We need a business analyst who understands retail lending end to end.',
    headings: sections({
      Responsibilities: [
        'Run requirement workshops with the bank’s business teams',
        'Write functional specifications and user stories',
        'Support user acceptance testing and go-live',
      ],
      Requirements: [
        '5 or more years as a business analyst in banking or lending software',
        'Knowledge of loan origination, underwriting and disbursement flows',
        'Excellent written English',
      ],
      'Contract Terms': ['Twelve months, extendable', 'Based at the client site in Chennai'],
    }),
  },
  {
    title: 'Mutual Fund Operations Associate',
    companyName: 'Marina Bay Capital Advisors',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '0-1',
    salary: '₹2,60,000 - ₹3,20,000',
    mainHeading: 'Process investor transactions and KYC for our wealth desk',
    mainDescription:
      'A back-office role for commerce graduates who want to build a career in wealth management. We sponsor your NISM certification.',
    headings: sections({
      Responsibilities: [
        'Process purchases, redemptions and SIP registrations',
        'Complete investor KYC and nominee updates',
        'Answer investor queries by phone and email',
      ],
      Requirements: ['B.Com, BBA or B.Sc. with good Excel skills', 'NISM certification or willingness to obtain it'],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'Design Engineer - SolidWorks',
    companyName: 'Sahyadri Autoforge Pvt Ltd',
    location: 'Pune',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹4,50,000 - ₹6,50,000',
    mainHeading: 'Design forging dies, fixtures and gauges',
    mainDescription:
      'Work in our tool room at Bhosari to design dies and fixtures for new parts, from customer drawing to first-off approval.',
    headings: sections({
      Responsibilities: [
        'Model dies, fixtures and gauges in SolidWorks',
        'Prepare 2D drawings with tolerances',
        'Support trials and first-off inspection',
      ],
      Requirements: ['B.E. Mechanical with 2 to 4 years in die or fixture design', 'Proficient in SolidWorks and AutoCAD'],
    }),
  },
  {
    title: 'Social Media Intern',
    companyName: 'Kolam Creative Studio',
    location: 'Chennai',
    jobType: 'Internship',
    experience: 'Fresh',
    salary: '₹1,20,000 - ₹1,50,000',
    mainHeading: 'Three-month internship on brand social media handles',
    mainDescription:
      'Learn how campaigns are planned and published for regional brands. Ideal for media, communication and design students.',
    headings: sections({
      'What You Will Do': [
        'Draft posts and captions in Tamil and English',
        'Schedule posts and track engagement',
        'Assist on photo and video shoots',
      ],
      Requirements: ['Final-year student or recent graduate', 'Active on social media with a good eye for visuals'],
    }),
  },
  {
    title: 'Customer Experience Manager',
    companyName: 'Coromandel Customer Care Services',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '8+',
    salary: '₹9,00,000 - ₹12,00,000',
    mainHeading: 'Own service quality for a 250-seat banking process',
    mainDescription:
      'Lead operations managers and quality teams on a multilingual banking process at Guindy and be the main point of contact for the client.',
    headings: sections({
      Responsibilities: [
        'Deliver service levels, quality scores and customer satisfaction targets',
        'Run monthly business reviews with the client',
        'Plan hiring, training and capacity with the workforce team',
      ],
      Requirements: [
        '8 or more years in contact centre operations, with 3 as a manager',
        'Experience on banking or financial services processes',
        'Strong data and presentation skills',
      ],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'Academic Counsellor',
    companyName: 'Charminar EduServe Pvt Ltd',
    location: 'Hyderabad',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹3,00,000 - ₹4,20,000',
    mainHeading: 'Guide graduates to the right job-oriented course',
    mainDescription:
      'Counsel walk-in and phone enquiries, explain course options and fees, and help students enrol in the programme that suits their goals.',
    headings: sections({
      Responsibilities: [
        'Counsel students and parents in person and on the phone',
        'Follow up on enquiries and track enrolments',
        'Organise seminars at colleges',
      ],
      Requirements: ['Graduate with 1 to 3 years in counselling or sales', 'Good Telugu, Hindi and English'],
      Benefits: ['Monthly incentives on enrolments', 'PF and health insurance'],
    }),
  },
  {
    title: 'Cloud Support Associate',
    companyName: 'Nilgiri Cloudworks Pvt Ltd',
    location: 'Coimbatore',
    jobType: 'Contract ',
    experience: '1-3',
    salary: '₹4,00,000 - ₹5,20,000',
    mainHeading: 'Six-month contract in our cloud operations team',
    mainDescription:
      'Monitor our production systems, respond to alerts and help customers with technical issues during the peak GST filing months.',
    headings: sections({
      Responsibilities: [
        'Monitor servers and respond to alerts',
        'Investigate customer-reported issues using logs',
        'Document fixes in the knowledge base',
      ],
      Requirements: [
        '1 to 3 years in application or cloud support',
        'Basic Linux and SQL',
        'Willing to work in rotational shifts',
      ],
    }),
  },
  {
    title: 'Claims Processing Executive',
    companyName: 'Godavari Shield Insurance Brokers',
    location: 'Hyderabad',
    jobType: 'Full Time',
    experience: '1-3',
    salary: '₹2,80,000 - ₹3,60,000',
    mainHeading: 'Help policyholders get their health claims settled',
    mainDescription:
      'Support employees of our corporate clients through hospitalisation claims, from intimation to settlement, working with insurers and third-party administrators.',
    headings: sections({
      Responsibilities: [
        'Register claims and collect documents from employees and hospitals',
        'Follow up with insurers and TPAs on pending claims',
        'Update employers on claim status every week',
      ],
      Requirements: [
        'Graduate, preferably in life sciences, pharmacy or nursing',
        '1 to 3 years in health insurance claims or hospital billing',
      ],
      Benefits: STATUTORY_BENEFITS,
    }),
  },
  {
    title: 'Payroll and Compliance Executive',
    companyName: 'Marina Bay Capital Advisors',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹3,60,000 - ₹4,80,000',
    mainHeading: 'Run monthly payroll for our small-business clients',
    mainDescription:
      'Process payroll for about 2,000 employees across our clients and file PF, ESI and professional tax returns on time.',
    headings: sections({
      Responsibilities: [
        'Process monthly payroll and payslips',
        'File PF and ESI challans and returns by the due dates',
        'Handle professional tax, labour welfare fund and Form 16',
      ],
      Requirements: [
        'B.Com or MBA HR with 2 to 4 years in payroll and statutory compliance',
        'Working knowledge of the EPFO and ESIC portals',
      ],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'Welding Supervisor',
    companyName: 'Palar Precision Engineering Pvt Ltd',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '5+',
    salary: '₹4,20,000 - ₹5,80,000',
    mainHeading: 'Lead the fabrication shop making railway bogie parts',
    mainDescription:
      'Supervise MIG and TIG welders in our Ambattur fabrication shop and make sure welds meet railway quality standards.',
    headings: sections({
      Responsibilities: [
        'Plan welding jobs and allocate welders',
        'Check weld quality and maintain welding records',
        'Train welders on procedures and safety',
      ],
      Requirements: [
        'Diploma in Mechanical Engineering or ITI Welder',
        '5 or more years in structural fabrication',
        'Knowledge of welding procedure specifications',
      ],
      Benefits: [...STATUTORY_BENEFITS, 'Company bus and canteen'],
    }),
  },
  {
    title: 'Account Manager - Brand Solutions',
    companyName: 'Saffron Reel Advertising LLP',
    location: 'Bengaluru ',
    jobType: 'Full Time',
    experience: '5+',
    salary: '₹10,00,000 - ₹14,00,000',
    mainHeading: 'Lead client servicing for two consumer durables brands',
    mainDescription:
      'Be the day-to-day partner of our clients from our Indiranagar office, turning their business goals into briefs and campaigns.',
    headings: sections({
      Responsibilities: [
        'Manage client relationships and campaign timelines',
        'Write briefs for the creative and media teams',
        'Track budgets and billing',
      ],
      Requirements: ['5 or more years of client servicing at an advertising agency', 'MBA preferred'],
      Benefits: OFFICE_BENEFITS,
    }),
  },
  {
    title: 'Full Stack Developer (Node.js)',
    companyName: 'Kurinji Data Systems',
    location: 'Bengaluru',
    jobType: null,
    experience: '2-4',
    salary: '₹8,00,000 - ₹12,00,000',
    mainHeading: 'Build dashboards and APIs for our logistics analytics product',
    mainDescription: 'Work across the stack on the product that warehouses use to track stock and dispatch in real time.',
    headings: sections({
      Responsibilities: [
        'Build REST APIs in Node.js and TypeScript',
        'Build dashboard screens in React',
        'Write tests and take part in code reviews',
      ],
      Requirements: ['2 to 4 years of full stack development', 'Experience with PostgreSQL or another relational database'],
      Benefits: ['Remote-friendly: two office days a week', 'Medical insurance including parents'],
    }),
  },
  {
    title: 'Physics Faculty - JEE Coaching',
    companyName: 'Thamarai Learning Academy',
    location: 'Chennai',
    jobType: 'Full Time',
    experience: '3-5',
    salary: '₹6,00,000 - ₹9,00,000',
    mainHeading: 'Teach Physics to JEE aspirants at Anna Nagar',
    mainDescription:
      'Teach Class 11 and 12 students preparing for JEE Main and Advanced, and help build our question bank and test series.',
    headings: sections({
      Responsibilities: [
        'Teach concepts and problem solving to batches of up to 30 students',
        'Set and review weekly tests',
        'Hold doubt-clearing sessions',
      ],
      Requirements: ['M.Sc. Physics or B.Tech from a reputed institute', '3 to 5 years of JEE coaching experience'],
      Benefits: ['Performance bonus linked to results', 'Fee concession for staff children'],
    }),
  },
  {
    title: 'Email Support Executive - Banking Process',
    companyName: 'Vaigai Contact Solutions',
    location: 'Madurai',
    jobType: 'Full Time',
    experience: '0-1',
    salary: '₹2,16,000 - ₹2,64,000',
    mainHeading: 'Non-voice process: answer banking customers by email',
    mainDescription:
      'Reply to customer emails about statements, cards and account changes for a private sector bank. Day shift, Monday to Saturday.',
    headings: sections({
      Responsibilities: [
        'Respond to customer emails using approved templates',
        'Verify customer details before sharing information',
        'Meet turnaround and quality targets',
      ],
      Requirements: ['Any graduate; freshers welcome', 'Good written English', 'Typing speed of 25 words per minute'],
    }),
  },
  {
    title: 'Store Keeper - Spares',
    companyName: 'Noyyal Pumps & Motors Ltd',
    location: 'Coimbatore',
    jobType: 'Full Time',
    experience: '2-4',
    salary: '₹2,40,000 - ₹3,00,000',
    mainHeading: 'Manage the spares store of our foundry and machine shop',
    mainDescription: 'Receive, store and issue spares and consumables, and keep stock records accurate in the ERP.',
    headings: sections({
      Responsibilities: [
        'Receive materials against purchase orders and check quantities',
        'Issue spares against indents and update the ERP',
        'Carry out monthly stock counts',
      ],
      Requirements: ['Any graduate or diploma holder with 2 to 4 years in stores', 'Working knowledge of an ERP system'],
      Benefits: [...STATUTORY_BENEFITS, 'Company transport'],
    }),
  },
];

/** The demo jobs as seeded on `day`: every one open that day (seedDays.ts). */
export function demoJobsOn(day: Date): Omit<JobRecord, 'id'>[] {
  return jobDrafts.map((job, index) => ({
    ...job,
    image: companyLogo(job.companyName),
    ...demoApplicationWindow(index, jobDrafts.length, day),
  }));
}

/** The demo jobs as seeded today, for code that does not look at dates (as demoCompanies). */
export const demoJobs: Omit<JobRecord, 'id'>[] = demoJobsOn(new Date());

// ---------------------------------------------------------------------------------------------
// Articles (oldest first: the home page shows the last 3)
// ---------------------------------------------------------------------------------------------

/** `topic` is the short label drawn on the article's illustration (server/seed/makeImages.ts). */
type ArticleDraft = Omit<ArticleRecord, 'id' | 'image'> & { topic: string };

const articleDrafts: ArticleDraft[] = [
  {
    topic: 'Interview Tips',
    title: 'Ten Questions Chennai Recruiters Ask Freshers, and How to Answer Them',
    teaser:
      'From "Tell me about yourself" to "Why should we hire you?", our recruiters share what they listen for in a fresher’s answers.',
    date: '2025-01-22',
    mainHeading: 'Prepare for the questions you will certainly be asked',
    mainDescription:
      'Every week our team screens hundreds of freshers for IT, banking and customer support roles across Chennai. The same handful of questions come up in almost every interview, and the candidates who have thought about them in advance stand out immediately.',
    headings: sections({
      'Tell Me About Yourself': [
        'Keep it to about a minute. Start with your degree and college, mention one project or internship you are proud of, and end with why you are interested in this particular role. Your family background and hobbies can wait unless you are asked.',
        'Practise it aloud, in English and in Tamil if the role needs both. Interviewers notice when an answer has been rehearsed for clarity rather than memorised word for word.',
      ],
      'Why Should We Hire You?': [
        'Link your answer to the job description. If the role asks for accuracy and patience, give an example from college or a part-time job where you showed both.',
        'Avoid saying that you are hard-working without evidence. One specific example is worth more than five adjectives.',
      ],
      'Questions to Ask the Interviewer': [
        'Ask about the training programme, the shift timings or what a typical day looks like. It shows that you are imagining yourself in the role.',
        'Leave questions about leave and appraisals for the HR round.',
      ],
    }),
    quote:
      '“Freshers who can explain one project clearly impress us far more than those who list ten technologies.” - Priya Raghavan, Senior Recruiter, Sr Technologies',
  },
  {
    topic: 'Hiring Trends',
    title: 'Hiring Trends in Chennai for 2025: Where the Jobs Are',
    teaser:
      'Global capability centres, electronics manufacturing and customer support are driving hiring in and around Chennai this year.',
    date: '2025-02-18',
    mainHeading: 'A strong year for technology, manufacturing and services',
    mainDescription:
      'Our January and February mandates give a clear picture of where employers in Chennai are hiring. Demand is strongest along OMR for technology roles, in the Sriperumbudur and Oragadam belt for manufacturing, and across the city for customer support and finance.',
    headings: sections({
      'Technology and Global Capability Centres': [
        'Multinational companies continue to open and expand captive technology and operations centres in Chennai. They hire developers, testers, data engineers and finance operations staff, often in large batches.',
        'Experience with cloud platforms, data engineering and test automation commands the best offers, while freshers with strong fundamentals continue to find roles through campus and off-campus drives.',
      ],
      'Manufacturing and Engineering': [
        'Electronics, automotive and electric vehicle component makers in the Sriperumbudur, Oragadam and Gummidipoondi areas are hiring diploma and graduate engineers, quality inspectors and maintenance technicians.',
        'Candidates willing to work in shifts and to relocate near the plants have a clear advantage.',
      ],
      'Customer Support and Finance': [
        'Voice and non-voice processes remain the largest employers of freshers. Candidates who speak Tamil, Telugu or Kannada along with English are in particular demand.',
        'Banks and NBFCs are hiring relationship managers, credit analysts and collections staff as retail lending grows in Tier 2 towns.',
      ],
    }),
    quote:
      '“Employers are no longer asking only for degrees; they are asking whether a candidate can start contributing in the first month.” - Karthik Subramanian, Director, Sr Technologies',
  },
  {
    topic: 'PF and ESI',
    title: 'PF and ESI Explained: What Every New Employee Should Check',
    teaser:
      'Your payslip shows deductions for PF and ESI. Here is what they are, how much is deducted and how to make sure the money reaches your account.',
    date: '2025-03-12',
    mainHeading: 'Two deductions that protect you and your family',
    mainDescription:
      'The Employees’ Provident Fund (PF) and the Employees’ State Insurance (ESI) scheme are the two social security deductions most salaried employees in India see on their payslips. Understanding them helps you check that your employer is depositing your contributions correctly.',
    headings: sections({
      'Provident Fund (PF)': [
        'Under the EPF scheme, 12% of your basic pay and dearness allowance is deducted from your salary, and your employer contributes a matching amount. Part of the employer’s share goes to the Employees’ Pension Scheme.',
        'Every member has a Universal Account Number (UAN) that stays the same when you change jobs. Activate your UAN on the EPFO member portal, link your Aadhaar and bank account, and check your passbook every few months.',
      ],
      'Employees’ State Insurance (ESI)': [
        'ESI applies to employees earning up to ₹21,000 a month in covered establishments. The employee contributes 0.75% of wages and the employer 3.25%.',
        'In return you and your dependants receive medical care at ESI hospitals and dispensaries, and cash benefits during sickness, maternity and employment injury.',
      ],
      'What to Do When You Change Jobs': [
        'Give your new employer your existing UAN instead of letting them create a new one. Transfer the balance from your previous employer online so that your service is counted continuously.',
      ],
    }),
    quote:
      '“Ask for your UAN on the first day. A five-minute check then saves months of follow-up later.” - Lakshmi Narayanan, Payroll and Compliance Lead, Sr Technologies',
  },
  {
    topic: 'Resume Writing',
    title: 'Writing a Resume That Gets Past the First Screening',
    teaser:
      'Recruiters spend less than a minute on each resume. A clear, honest, one or two page resume gives yours the best chance.',
    date: '2025-04-09',
    mainHeading: 'Make the important things easy to find',
    mainDescription:
      'When a job is posted on our board we often receive several hundred applications within a week. The resumes that move forward are not the most decorated ones; they are the ones where a recruiter can see in seconds that the candidate fits the role.',
    headings: sections({
      'Structure and Length': [
        'Put your name, phone number, e-mail and city at the top. Follow with a short summary of three or four lines, then your experience or projects, then education and skills.',
        'Freshers should keep the resume to one page; experienced professionals to two. Photographs, date of birth and parents’ names are not needed unless the employer asks for them.',
      ],
      'Describe Results, Not Duties': [
        'Instead of "Responsible for customer calls", write "Handled 80 calls a day with a quality score above 90%". Numbers help a recruiter judge the size of your work.',
        'Use the words that appear in the job description where they honestly describe your experience, because many employers search resumes by keyword.',
      ],
      'Format and File': [
        'Send a PDF or Word file named with your full name. Avoid tables, text boxes and images, which applicant tracking systems often cannot read.',
      ],
    }),
    quote:
      '“A resume is not your life story. It is the reason to call you for an interview.” - Priya Raghavan, Senior Recruiter, Sr Technologies',
  },
  {
    topic: 'Staffing',
    title: 'Contract Staffing or Permanent Hiring? A Guide for Employers',
    teaser:
      'Seasonal peaks, new projects and uncertain demand: when contract staffing makes sense, and what compliance it still requires.',
    date: '2025-05-07',
    mainHeading: 'Choose the hiring model that fits the work',
    mainDescription:
      'Many of our clients use a mix of permanent employees and contract staff placed on our payroll. Each model has its place, and the choice depends on how long the work will last and how specialised it is.',
    headings: sections({
      'When Contract Staffing Works Well': [
        'Festive season peaks in retail and e-commerce, project-based technology work, and pilot programmes whose future is uncertain are all good fits. The employer gets trained people quickly without committing to permanent headcount.',
        'Contract staff can also be a pipeline: many of our clients convert their best contract employees to permanent roles after six to twelve months.',
      ],
      'What the Staffing Partner Handles': [
        'As the employer of record, the staffing company issues appointment letters, runs payroll, deducts and deposits PF, ESI and professional tax, and maintains the registers required under labour laws.',
        'The client remains responsible for a safe workplace and should verify every month that statutory contributions have been deposited.',
      ],
      'When to Hire Permanently': [
        'Roles that hold critical knowledge, manage client relationships or lead teams are usually better filled permanently, so that the experience stays in the organisation.',
      ],
    }),
    quote: '“Flexible hiring should never mean flexible compliance.” - Karthik Subramanian, Director, Sr Technologies',
  },
  {
    topic: 'Manufacturing Skills',
    title: 'Coimbatore’s Manufacturing Boom and the Skills in Demand',
    teaser:
      'Pumps, motors, textiles machinery and auto components: Coimbatore’s factories are hiring, and CNC and quality skills are short.',
    date: '2025-06-11',
    mainHeading: 'The Manchester of South India is hiring again',
    mainDescription:
      'Coimbatore has long been known for pumps, motors, textile machinery and foundries. Our mandates from the region this year show steady demand from established manufacturers and from new suppliers to the automotive and aerospace industries.',
    headings: sections({
      'Skills in Short Supply': [
        'Experienced CNC setters and programmers, quality inspectors who understand PPAP and SPC, and maintenance technicians who can troubleshoot PLCs are the hardest roles to fill.',
        'ITI and diploma holders with one or two years of shop-floor experience often receive more than one offer.',
      ],
      'Building a Career on the Shop Floor': [
        'Short courses in CNC programming, metrology and industrial automation can add significantly to a technician’s salary. Several manufacturers sponsor these courses for employees who commit to staying.',
        'Moving from operator to setter to supervisor is a well-trodden path for those who learn to read drawings and manage people.',
      ],
    }),
    quote:
      '“A good CNC setter in Coimbatore today can choose his employer.” - Senthil Kumar, Regional Manager, Sr Technologies, Coimbatore',
  },
  {
    topic: 'Night Shifts',
    title: 'Working Night Shifts in Customer Support: Allowances, Safety and Wellbeing',
    teaser:
      'Night shifts in international processes pay more, but they demand planning. What to ask before you accept, and how to stay healthy.',
    date: '2025-07-15',
    mainHeading: 'Know what to expect before you accept a night shift role',
    mainDescription:
      'International voice and chat processes often work through the night in India. These roles usually pay a shift allowance and can be a good start to a career, but candidates should understand the terms and plan their routines.',
    headings: sections({
      'What to Ask the Employer': [
        'Ask about the shift allowance, transport to and from home, and how often shifts rotate. Reputable employers provide cab pick-up and drop for night shifts, especially for women employees.',
        'In Tamil Nadu, employers who engage women at night must obtain the required permissions and put safety measures in place, such as secure transport and adequate security at the workplace.',
      ],
      'Staying Healthy': [
        'Keep the same sleep schedule on weekdays and days off as far as possible, sleep in a dark room, and avoid heavy meals and too much tea or coffee towards the end of the shift.',
        'Make time for sunlight and exercise before the shift starts, and speak to your manager early if the schedule affects your health.',
      ],
    }),
    quote:
      '“The best night shift employers plan your commute and your rest, not only your roster.” - Divya Menon, Account Manager, Customer Support Hiring, Sr Technologies',
  },
  {
    topic: 'Salary Talks',
    title: 'Salary Negotiation for Mid-Career Professionals',
    teaser: 'Understand CTC, in-hand pay and variable components before you negotiate, and keep the conversation professional.',
    date: '2025-08-20',
    mainHeading: 'Negotiate on facts, not on hope',
    mainDescription:
      'After five or more years of experience, a job change is often the best chance to correct your salary. Candidates who understand how offers are structured, and who know their market value, negotiate with far less stress.',
    headings: sections({
      'Understand the Offer': [
        'Cost to company (CTC) includes the employer’s PF contribution, gratuity, insurance premiums and variable pay. Ask for a break-up and work out your fixed monthly in-hand salary before comparing offers.',
        'Check how the variable pay is decided and when it is paid. A large variable component that depends on company performance is not the same as fixed pay.',
      ],
      'Make Your Case': [
        'Research the market range for your role and city, and base your expectation on the value you bring, not only on a fixed percentage hike over your current salary.',
        'If the fixed pay cannot move, ask about a joining bonus, an earlier appraisal, or notice period buy-out.',
      ],
      'Close Professionally': [
        'Once you accept an offer, honour it. Backing out after accepting damages your reputation with employers and recruiters alike.',
      ],
    }),
    quote:
      '“Know your in-hand number before you say yes to any CTC.” - Lakshmi Narayanan, Payroll and Compliance Lead, Sr Technologies',
  },
  {
    topic: 'Labour Codes',
    title: 'The Labour Codes: What Employers Should Prepare For',
    teaser:
      'Four labour codes consolidate 29 central labour laws. Wage definitions, registrations and returns will change; here is how to prepare.',
    date: '2025-09-17',
    mainHeading: 'Prepare your payroll and records early',
    mainDescription:
      'The Code on Wages, the Industrial Relations Code, the Code on Social Security and the Occupational Safety, Health and Working Conditions Code consolidate 29 central labour laws. Employers, especially those with large contract workforces, should review their salary structures and records now.',
    headings: sections({
      'The Definition of Wages': [
        'Under the Code on Wages, certain allowances above a limit are added back to wages. Salary structures in which basic pay is a small share of total pay may see higher PF and gratuity costs, and changes in employees’ in-hand salaries.',
        'Review your salary structures with your payroll provider and plan how changes will be explained to employees.',
      ],
      'Registrations, Registers and Returns': [
        'The codes aim to simplify compliance through common registrations, fewer registers and electronic returns. Employers should keep employee records complete and digital to benefit.',
      ],
      'Gig and Platform Workers': [
        'The Code on Social Security recognises gig and platform workers for the first time and provides for social security schemes for them. Companies that engage such workers should follow the rules as they are notified.',
      ],
    }),
    quote:
      '“Compliance that is built into payroll is always cheaper than compliance added after an inspection.” - Karthik Subramanian, Director, Sr Technologies',
  },
  {
    topic: 'First 90 Days',
    title: 'Campus to Corporate: Making the Most of Your First 90 Days',
    teaser:
      'Your first three months set the tone for your career. Simple habits that help freshers settle in and get noticed for the right reasons.',
    date: '2025-10-22',
    mainHeading: 'Small habits make a big first impression',
    mainDescription:
      'The first months in a new job are when your manager forms an opinion of you. Freshers we have placed who grew quickly had a few habits in common, and none of them required special talent.',
    headings: sections({
      'Be Reliable': [
        'Arrive on time, meet the deadlines you agree to, and tell your manager early when something will be late. Reliability is noticed before brilliance.',
        'Keep notes during training and meetings so that you do not have to ask the same question twice.',
      ],
      'Learn the Business': [
        'Understand who your company’s customers are and how your work affects them. Ask colleagues in other teams what they do.',
      ],
      'Look After Yourself': [
        'Check that your PF and ESI are set up, read your appointment letter and the company’s policies, and keep copies of your documents. Take your leave when you need it; burning out in the first year helps nobody.',
      ],
    }),
    quote:
      '“Ask good questions, keep your promises and write things down. The rest follows.” - Priya Raghavan, Senior Recruiter, Sr Technologies',
  },
];

export const demoArticles: Omit<ArticleRecord, 'id'>[] = articleDrafts.map(({ topic, ...article }) => ({
  ...article,
  image: articleImage(topic),
}));

/** The label drawn on each article's illustration, by image file name. */
export const articleTopics: ReadonlyMap<string, string> = new Map(
  articleDrafts.map((article) => [articleImage(article.topic), article.topic]),
);
