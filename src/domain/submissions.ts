import { z } from 'zod';

// No compiled validators: zod's JIT first probes `new Function`, which the site's Content Security
// Policy (script-src 'self', no 'unsafe-eval') refuses, and Chromium reports the attempt as a
// CSP issue (Lighthouse best practices). Two small forms need no compiled validation.
z.config({ jitless: true });

/**
 * The two forms' rules (docs/PRODUCT.md §5), shared by the web app (form validation) and the server
 * (request validation), so both sides refuse the same input with the same words.
 */

const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * A required text field, trimmed. Each check names its own message: in zod 4 the schema's `error`
 * would otherwise answer every failed check, a too-long value too, with "is required".
 */
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(label, max));
const optional = (label: string, max: number) => z.string().trim().max(max, tooLongMessage(label, max)).optional();
const email = z.email('Enter a valid email address').max(254, tooLongMessage('Email', 254));

/** Recruiting enquiry; wire names as docs/PRODUCT.md §3 "Enquiry payload". */
export const enquirySchema = z.object({
  companyName: required('Full Name or Company Name', 200),
  email,
  phone: required('Phone', 30).regex(/^[+\d][\d\s()-]{5,}$/, 'Enter a valid phone number'),
  jobTitle: required('Job Title', 200),
  description: required('Nature Of Enquiries', 5000),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The applicant's own fields of a job application (the resume is checked separately). */
export const applicantSchema = z.object({
  fullname: required('Full Name', 200),
  mobile: required('Mobile', 30).regex(/^[+\d][\d\s()-]{5,}$/, 'Enter a valid mobile number'),
  email,
  address: required('Address', 1000),
  pincode: required('Pincode', 12),
  // Form fields arrive as text: a blank one is missing (not 0), anything else must read as a number.
  experience: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Years of Experience is required' : 'Years of Experience must be a number',
      })
      .min(0, 'Years of Experience cannot be negative')
      .max(60, 'Years of Experience looks too large'),
  ),
  role: required('Previous Role', 200),
});

/**
 * The applicant's fields as the form holds them, each as typed (text; the schema reads experience as
 * a number): the application form's values and the browser tests that fill it, beside the resume.
 */
export type ApplicantText = Record<keyof z.infer<typeof applicantSchema>, string>;

/** The job's fields that travel with an application, each optional (docs/PRODUCT.md §3). */
export const appliedJobSchema = z.object({
  jobid: optional('Job id', 40),
  jobname: optional('Job name', 200),
  location: optional('Job location', 200),
  jobtype: optional('Job type', 100),
  companyname: optional('Company name', 200),
  startdate: optional('Job start date', 40),
  enddate: optional('Job end date', 40),
});

export const applicationFieldsSchema = applicantSchema.extend(appliedJobSchema.shape);
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

/** Field name → first message, for a 400 answer or a form's errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
