import { describe, expect, it } from 'vitest';

import { applicationFieldsSchema, enquirySchema, fieldErrors } from '../../../src/domain/submissions';

const enquiry = {
  companyName: 'Kaveri Textiles',
  email: 'hr@kaveri.example',
  phone: '+91 98400 12345',
  jobTitle: 'Operators',
  description: 'Twelve.',
};
const application = {
  fullname: 'Priya Raman',
  mobile: '+91 98400 12345',
  email: 'priya@example.com',
  address: 'Chennai',
  pincode: '600017',
  experience: '3',
  role: 'Accounts Assistant',
  jobid: '1',
};

function errorOf(
  schema: typeof enquirySchema | typeof applicationFieldsSchema,
  value: Record<string, string>,
  field: string,
): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : fieldErrors(parsed.error)[field];
}

describe('a value one character too long', () => {
  it.each([
    ['companyName', 200, 'Full Name or Company Name'],
    ['jobTitle', 200, 'Job Title'],
    ['description', 5000, 'Nature Of Enquiries'],
  ])('enquiry %s (max %i) says "%s must be at most ..."', (field, max, label) => {
    expect(errorOf(enquirySchema, { ...enquiry, [field]: 'x'.repeat(max + 1) }, field)).toBe(
      `${label} must be at most ${max} characters`,
    );
    expect(errorOf(enquirySchema, { ...enquiry, [field]: 'x'.repeat(max) }, field)).toBeUndefined();
  });

  it.each([
    ['fullname', 200, 'Full Name'],
    ['address', 1000, 'Address'],
    ['pincode', 12, 'Pincode'],
    ['role', 200, 'Previous Role'],
    ['jobid', 40, 'Job id'],
    ['jobname', 200, 'Job name'],
    ['location', 200, 'Job location'],
    ['jobtype', 100, 'Job type'],
    ['companyname', 200, 'Company name'],
    ['startdate', 40, 'Job start date'],
    ['enddate', 40, 'Job end date'],
  ])('application %s (max %i) says "%s must be at most ..."', (field, max, label) => {
    expect(errorOf(applicationFieldsSchema, { ...application, [field]: 'x'.repeat(max + 1) }, field)).toBe(
      `${label} must be at most ${max} characters`,
    );
    expect(errorOf(applicationFieldsSchema, { ...application, [field]: 'x'.repeat(max) }, field)).toBeUndefined();
  });

  it('phone, mobile and email too', () => {
    expect(errorOf(enquirySchema, { ...enquiry, phone: '9'.repeat(31) }, 'phone')).toBe('Phone must be at most 30 characters');
    expect(errorOf(applicationFieldsSchema, { ...application, mobile: '9'.repeat(31) }, 'mobile')).toBe(
      'Mobile must be at most 30 characters',
    );
    expect(errorOf(enquirySchema, { ...enquiry, email: `${'a'.repeat(250)}@x.example` }, 'email')).toBe(
      'Email must be at most 254 characters',
    );
  });

  it('a missing value still says "is required"', () => {
    expect(errorOf(applicationFieldsSchema, { ...application, fullname: ' ' }, 'fullname')).toBe('Full Name is required');
  });
});
