import { z } from 'zod';

/**
 * What staff may publish (docs/PRODUCT.md §3, every field), shared by the console's forms and the
 * server's checks. Sections travel as a list; the server stores them as the `headings` JSON text.
 */
const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();
const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/** An image the server stored (or one of the demo images): a plain file name, no path. */
export const IMAGE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(png|jpe?g|webp|svg)$/i;
const image = z.string({ error: 'Image is required' }).regex(IMAGE_NAME_PATTERN, 'Upload an image (PNG, JPEG or WebP)');

export const sectionSchema = z.object({
  heading: text('Section heading'),
  options: z.array(z.string().trim().min(1, 'A section line cannot be empty').max(2000)).max(100),
});
const sections = z.array(sectionSchema).max(30, 'At most 30 sections');

export const jobInputSchema = z
  .object({
    image,
    title: text('Job title'),
    companyName: text('Company name'),
    location: text('Location'),
    jobType: optionalText(100),
    experience: optionalText(100),
    salary: text('Salary', 100),
    startDate: isoDate('Application start date'),
    endDate: isoDate('Application end date'),
    mainHeading: text('Main heading', 300),
    mainDescription: text('Main description', 10_000),
    sections,
  })
  .refine((j) => j.endDate >= j.startDate, {
    message: 'The application end date cannot be before its start date',
    path: ['endDate'],
  });
export type JobInput = z.infer<typeof jobInputSchema>;

export const companyInputSchema = z.object({
  image,
  name: text('Company name'),
  location: text('Location'),
  startDate: isoDate('Start date'),
  employeeCount: text('Employee count', 100),
  netWorth: text('Net worth', 100),
  mainHeading: text('Main heading', 300),
  mainDescription: text('Main description', 10_000),
  sections,
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

export const articleInputSchema = z.object({
  image,
  title: text('Title', 300),
  teaser: text('Teaser', 1000),
  date: isoDate('Date'),
  mainHeading: text('Main heading', 300),
  mainDescription: text('Main description', 10_000),
  sections,
  quote: text('Quote', 1000),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;
