import { IconSearch } from '../../components/icons';
import {
  IconBank,
  IconClipboard,
  IconFileUpload,
  IconGear,
  IconHandshake,
  IconHeadset,
  IconMegaphone,
  IconMonitor,
  IconSchool,
  IconUsers,
} from '../../components/pictograms';

/** The About Us page's fixed texts, each card's with its icon (docs/PRODUCT.md §1 and §2 "/about-us"). */

/** docs/PRODUCT.md §2: the header gallery's stats. */
export const ABOUT_STATS = [
  { value: '4M', label: 'daily active users' },
  { value: 'Over 12k', label: 'open positions' },
  { value: '20M', label: 'stories shared' },
] as const;

export const SERVICES = [
  {
    key: 'recruitment',
    icon: IconSearch,
    title: 'Recruitment',
    text: 'Permanent hiring from freshers to senior managers. We source, screen and shortlist, arrange interviews and follow every candidate through to joining.',
    points: ['Campus and lateral hiring', 'Bulk hiring for new branches and processes', 'Executive search'],
  },
  {
    key: 'outsourcing',
    icon: IconClipboard,
    title: 'Outsourcing',
    text: 'We run the paperwork of employment so you can run your business: statutory registrations, monthly returns and payslips, on time, every month.',
    points: ['ESI and PF registration and returns', 'Payroll processing and payslips', 'Labour-law compliance and audits'],
  },
  {
    key: 'staffing',
    icon: IconUsers,
    title: 'Staffing',
    text: 'Skilled people on contract for projects, peak seasons and new sites, on our rolls, with attendance, wages and statutory benefits handled by us.',
    points: ['Contract and temporary staff', 'Contract-to-hire', 'Replacement within agreed timelines'],
  },
] as const;

/** docs/PRODUCT.md §1: the industries served, in the spec's order. */
export const INDUSTRIES = [
  { key: 'banking', icon: IconBank, name: 'Banking and finance' },
  { key: 'it', icon: IconMonitor, name: 'Information technology' },
  { key: 'media', icon: IconMegaphone, name: 'Media and advertising' },
  { key: 'manufacturing', icon: IconGear, name: 'Manufacturing and engineering' },
  { key: 'education', icon: IconSchool, name: 'Education and training' },
  { key: 'support', icon: IconHeadset, name: 'Customer support and call centres' },
] as const;

/** docs/PRODUCT.md §2: "How It Works?" in three steps. */
export const HOW_IT_WORKS_STEPS = [
  {
    key: 'search',
    icon: IconSearch,
    title: 'Search for a job',
    text: 'Browse openings by title, location, job type and experience, or let our recruiters suggest roles that match your profile.',
  },
  {
    key: 'apply',
    icon: IconFileUpload,
    title: 'Apply with your resume',
    text: 'Send your details and a PDF or Word resume in a couple of minutes, even on a weak mobile connection.',
  },
  {
    key: 'hired',
    icon: IconHandshake,
    title: 'Get interviewed and hired',
    text: 'We schedule your interviews, prepare you for them and stay with you until your first day at work.',
  },
] as const;
