import { describe, expect, it } from 'vitest';

import { applicantSchema, enquirySchema, fieldErrors } from '../../../src/domain/submissions';

/** The field errors a value gets ({} when it is valid). */
function errorsOf(schema: typeof applicantSchema | typeof enquirySchema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

const applicant = {
  fullname: 'Priya Raman',
  mobile: '+91 98400 12345',
  email: 'priya@example.in',
  address: '12 Anna Salai, Chennai',
  pincode: '600002',
  experience: '3',
  role: 'Accountant',
};

describe('applicant rules shared by the form and the server', () => {
  it('reads the years of experience typed as text as a number', () => {
    expect(applicantSchema.parse(applicant).experience).toBe(3);
    expect(applicantSchema.parse({ ...applicant, experience: ' 2.5 ' }).experience).toBe(2.5);
  });

  it('treats a blank experience as missing, not as 0', () => {
    expect(errorsOf(applicantSchema, { ...applicant, experience: '  ' })).toEqual({
      experience: 'Years of Experience is required',
    });
  });

  it('refuses an experience that is not a number, negative or absurd', () => {
    for (const [value, message] of [
      ['many', 'Years of Experience must be a number'],
      ['-1', 'Years of Experience cannot be negative'],
      ['99', 'Years of Experience looks too large'],
    ]) {
      expect(errorsOf(applicantSchema, { ...applicant, experience: value })).toEqual({ experience: message });
    }
  });

  it('names every missing field of an enquiry', () => {
    expect(Object.keys(errorsOf(enquirySchema, { email: 'not-an-email' })).sort()).toEqual([
      'companyName',
      'description',
      'email',
      'jobTitle',
      'phone',
    ]);
  });
});
