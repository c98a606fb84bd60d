import type { Resource } from '../../contract/resources';
import type { StaffRecords } from '../../contract/staff';
import type { ValueField } from '../../domain/contentValues';
import { parseHeadings } from '../../domain/headings';
import { sectionsToText, textToSections } from '../../domain/sectionsText';

/** One field of a publishing form (docs/PRODUCT.md §3), under its honest name. */
export interface ContentField {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'long';
  required: boolean;
  description?: string;
  /** A value shared with other records, picked from the existing ones (a new one allowed). */
  shared?: ValueField;
}

const field = (
  name: string,
  label: string,
  kind: ContentField['kind'] = 'text',
  required = true,
  description?: string,
): ContentField => ({ name, label, kind, required, description });
/** A field naming a shared value (src/domain/contentValues.ts): offered the existing ones. */
const sharedField = (name: string, label: string, shared: ValueField, required = true, description?: string): ContentField => ({
  ...field(name, label, 'text', required, description),
  shared,
});
const mainFields = [field('mainHeading', 'Main heading'), field('mainDescription', 'Main description', 'long')];

export const contentFields: Record<Resource, ContentField[]> = {
  jobs: [
    field('title', 'Job title'),
    sharedField('companyName', 'Company name', 'companyName'),
    sharedField('location', 'Location', 'location'),
    sharedField('jobType', 'Job type', 'jobType', false, 'Blank shows "Full Time"'),
    sharedField('experience', 'Experience', 'experience', false, 'Blank shows "Fresh"'),
    field('salary', 'Salary'),
    field('startDate', 'Applications open', 'date'),
    field('endDate', 'Applications close', 'date'),
    ...mainFields,
  ],
  companies: [
    sharedField('name', 'Company name', 'companyName'),
    sharedField('location', 'Location', 'location'),
    field('startDate', 'Start date', 'date'),
    field('employeeCount', 'Number of employees'),
    field('netWorth', 'Net worth'),
    ...mainFields,
  ],
  articles: [
    field('title', 'Title'),
    field('teaser', 'Teaser', 'long'),
    field('date', 'Date', 'date'),
    ...mainFields,
    field('quote', 'Quote', 'long'),
  ],
};

export const resourceNouns: Record<Resource, { one: string; many: string }> = {
  jobs: { one: 'job', many: 'Jobs' },
  companies: { one: 'company', many: 'Companies' },
  articles: { one: 'article', many: 'Articles' },
};

/** The search field's label: what the server looks in (server/repositories: pageJobs, pageCompanies, pageArticles). */
export const searchLabels: Record<Resource, string> = {
  jobs: 'Search title, company or location',
  companies: 'Search name or location',
  articles: 'Search title or teaser',
};

/** The title a list shows for a record. */
export function recordTitle(record: StaffRecords[Resource]): string {
  return 'name' in record ? record.name : record.title;
}

/** The line under a record's title in a list: where a job or company is, when an article is dated. */
export function recordDetail(record: StaffRecords[Resource]): string {
  if ('companyName' in record) return `${record.companyName} · ${record.location}`;
  if ('name' in record) return record.location;
  return record.date;
}

/** The form's text values: every field, the image name and the sections as text. */
export type ContentValues = Record<string, string>;

export function emptyValues(resource: Resource): ContentValues {
  return Object.fromEntries([...contentFields[resource].map((f) => [f.name, '']), ['image', ''], ['sections', '']]);
}

export function valuesOf<K extends Resource>(resource: K, record: StaffRecords[K]): ContentValues {
  const values = emptyValues(resource);
  const stored = record as unknown as Record<string, string | number | null>;
  for (const name of Object.keys(values)) values[name] = String(stored[name] ?? '');
  values.sections = sectionsToText(parseHeadings(record.headings));
  return values;
}

/** What the API takes: the values as they are, and the sections as a list. */
export function inputOf(values: ContentValues): Record<string, unknown> {
  return { ...values, sections: textToSections(values.sections ?? '') };
}
