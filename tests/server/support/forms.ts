import { IDEMPOTENCY_HEADER } from '../../../src/contract/paths';
import { pdfFile } from '../../fixtures/resumes';

/** A valid application's text fields, as the web app sends them (docs/PRODUCT.md §3). */
export const applicationFields: Record<string, string> = {
  fullname: 'Priya Raman',
  mobile: '+91 98400 12345',
  email: 'priya@example.com',
  address: '12 Lake View Road, T. Nagar, Chennai',
  pincode: '600017',
  experience: '3',
  role: 'Accounts Assistant',
  jobid: '1',
  jobname: 'Accounts Executive',
  location: 'Chennai',
  jobtype: 'Full Time',
  companyname: 'Alpha Finserv',
  startdate: '2025-01-01',
  enddate: '2025-02-01',
};

export interface ResumeFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export const samplePdf: ResumeFile = { name: 'priya-cv.pdf', bytes: pdfFile(), type: 'application/pdf' };

/** The multipart form of an application; `omit` drops fields, `resume: null` sends none. */
export function applicationForm(
  options: { fields?: Record<string, string>; omit?: string[]; resume?: ResumeFile | null } = {},
): FormData {
  const form = new FormData();
  const fields = { ...applicationFields, ...options.fields };
  for (const [name, value] of Object.entries(fields)) {
    if (!options.omit?.includes(name)) form.append(name, value);
  }
  const resume = options.resume === undefined ? samplePdf : options.resume;
  if (resume)
    form.append('resume', new File([resume.bytes as Uint8Array<ArrayBuffer>], resume.name, { type: resume.type ?? '' }));
  return form;
}

/** A valid enquiry's JSON fields, as the web app sends them. */
export const validEnquiry = {
  companyName: 'Gamma Logistics',
  email: 'hr@gamma.example',
  phone: '044 2345 6789',
  jobTitle: 'Warehouse Supervisors',
  description: 'We need five supervisors for our Ambattur warehouse.',
};

export function jsonPost(body: unknown, key?: string): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
  return { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

export function formPost(form: FormData, key?: string): RequestInit {
  return { method: 'POST', headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }, body: form };
}
