import { z } from 'zod';

// No compiled validators: zod's JIT first probes `new Function`, which the site's Content Security
// Policy (script-src 'self', no 'unsafe-eval') refuses, and Chromium reports the attempt as a
// CSP issue (Lighthouse best practices). Two small forms need no compiled validation.
z.config({ jitless: true });

/**
 * The two forms' rules (SPEC.md §5), shared by the web app (form validation) and the server
 * (request validation), so both sides refuse the same input with the same words.
 */

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

/** Recruiting enquiry; wire names as SPEC.md §3 "Enquiry payload". */
export const enquirySchema = z.object({
  companyName: required('Full Name or Company Name').max(200),
  email: z.email('Enter a valid email address').max(254),
  phone: required('Phone').max(30).regex(/^[+\d][\d\s()-]{5,}$/, 'Enter a valid phone number'),
  jobTitle: required('Job Title').max(200),
  description: required('Nature Of Enquiries').max(5000),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The applicant's own fields of a job application (the resume is checked separately). */
export const applicantSchema = z.object({
  fullname: required('Full Name').max(200),
  mobile: required('Mobile').max(30).regex(/^[+\d][\d\s()-]{5,}$/, 'Enter a valid mobile number'),
  email: z.email('Enter a valid email address').max(254),
  address: required('Address').max(1000),
  pincode: required('Pincode').max(12),
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
  role: required('Previous Role').max(200),
});

/** The job's fields that travel with an application, each optional (SPEC.md §3). */
export const appliedJobSchema = z.object({
  jobid: z.string().trim().max(40).optional(),
  jobname: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  jobtype: z.string().trim().max(100).optional(),
  companyname: z.string().trim().max(200).optional(),
  startdate: z.string().trim().max(40).optional(),
  enddate: z.string().trim().max(40).optional(),
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
