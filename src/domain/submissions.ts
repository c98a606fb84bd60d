import { z } from 'zod';

// No compiled validators: zod's JIT first probes `new Function`, which the site's Content Security
// Policy (script-src 'self', no 'unsafe-eval') refuses, and Chromium reports the attempt as a
// CSP issue (Lighthouse best practices). Two small forms need no compiled validation.
z.config({ jitless: true });

/**
 * The two forms' rules (docs/PRODUCT.md §5), shared by the web app (form validation) and the server
 * (request validation), so both sides refuse the same input. The rules are written once here; their
 * words are a parameter: the server answers in English (ENGLISH_SUBMISSION_WORDS, the API's words),
 * and the page builds the same schemas with the words of its language.
 */

/** The fields a person fills in on the two forms. */
export type SubmissionField =
  | 'companyName'
  | 'email'
  | 'phone'
  | 'jobTitle'
  | 'description'
  | 'fullname'
  | 'mobile'
  | 'address'
  | 'pincode'
  | 'experience'
  | 'role';

/** What the forms' checks say, in one language. */
export interface SubmissionWords {
  /** Each field's label, as the form shows it and as its messages name it. */
  label: Record<SubmissionField, string>;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  invalidEmail: string;
  invalidPhone: string;
  invalidMobile: string;
  experienceNotNumber: string;
  experienceNegative: string;
  experienceTooLarge: string;
}

/** The English words: the server's answers, and word for word what the English page shows. */
export const ENGLISH_SUBMISSION_WORDS: SubmissionWords = {
  label: {
    companyName: 'Full Name or Company Name',
    email: 'Email',
    phone: 'Phone',
    jobTitle: 'Job Title',
    description: 'Nature Of Enquiries',
    fullname: 'Full Name',
    mobile: 'Mobile',
    address: 'Address',
    pincode: 'Pincode',
    experience: 'Years of Experience',
    role: 'Previous Role',
  },
  required: (label) => `${label} is required`,
  tooLong: (label, max) => `${label} must be at most ${max} characters`,
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  invalidMobile: 'Enter a valid mobile number',
  experienceNotNumber: 'Years of Experience must be a number',
  experienceNegative: 'Years of Experience cannot be negative',
  experienceTooLarge: 'Years of Experience looks too large',
};

const PHONE = /^[+\d][\d\s()-]{5,}$/;

/** The field checks, worded by `words`. */
function fieldRules(words: SubmissionWords) {
  /**
   * A required text field, trimmed. Each check names its own message: in zod 4 the schema's `error`
   * would otherwise answer every failed check, a too-long value too, with "is required".
   */
  const required = (field: SubmissionField, max: number) => {
    const label = words.label[field];
    return z
      .string({ error: words.required(label) })
      .trim()
      .min(1, words.required(label))
      .max(max, words.tooLong(label, max));
  };
  const email = z.email(words.invalidEmail).max(254, words.tooLong(words.label.email, 254));
  return { required, email };
}

/** Recruiting enquiry; wire names as docs/PRODUCT.md §3 "Enquiry payload". */
export function enquirySchemaIn(words: SubmissionWords) {
  const { required, email } = fieldRules(words);
  return z.object({
    companyName: required('companyName', 200),
    email,
    phone: required('phone', 30).regex(PHONE, words.invalidPhone),
    jobTitle: required('jobTitle', 200),
    description: required('description', 5000),
  });
}
export const enquirySchema = enquirySchemaIn(ENGLISH_SUBMISSION_WORDS);
export type Enquiry = z.infer<typeof enquirySchema>;

/** The applicant's own fields of a job application (the resume is checked separately). */
export function applicantSchemaIn(words: SubmissionWords) {
  const { required, email } = fieldRules(words);
  return z.object({
    fullname: required('fullname', 200),
    mobile: required('mobile', 30).regex(PHONE, words.invalidMobile),
    email,
    address: required('address', 1000),
    pincode: required('pincode', 12),
    // Form fields arrive as text: a blank one is missing (not 0), anything else must read as a number.
    experience: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
      z
        .number({
          error: (issue) => (issue.input === undefined ? words.required(words.label.experience) : words.experienceNotNumber),
        })
        .min(0, words.experienceNegative)
        .max(60, words.experienceTooLarge),
    ),
    role: required('role', 200),
  });
}
export const applicantSchema = applicantSchemaIn(ENGLISH_SUBMISSION_WORDS);

/**
 * The applicant's fields as the form holds them, each as typed (text; the schema reads experience as
 * a number): the application form's values and the browser tests that fill it, beside the resume.
 */
export type ApplicantText = Record<keyof z.infer<typeof applicantSchema>, string>;

/** The server's words for the job's own fields, which only its answers name. */
const optional = (label: string, max: number) =>
  z.string().trim().max(max, ENGLISH_SUBMISSION_WORDS.tooLong(label, max)).optional();

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
