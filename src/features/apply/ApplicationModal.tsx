import '@mantine/core/styles/SimpleGrid.css';

import { FileInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';

import { useResumeMaxBytes } from '../../api/limits';
import { useJob } from '../../api/queries';
import { SiteModal } from '../../components/SiteModal';
import { SubmitButton } from '../../components/SubmitButton';
import type { ApplyTarget } from '../../components/useApply';
import { encodeAppliedJob } from '../../contract/wire';
import { formatMegabytes, RESUME_ACCEPT, type ResumeWords } from '../../domain/resume';
import { applicantSchemaIn, type ApplicantText, type ApplicationFields } from '../../domain/submissions';
import { type Translate, useLanguage, useT } from '../../i18n/useT';
import { submissionWords } from '../../outbox/page/submissionWords';
import { submitApplication, type SubmitOutcome } from '../../outbox/page/submit';
import { useSubmissionKey } from '../../outbox/page/useSubmissionKey';
import { resumeContentCheck, resumeProblem } from './resumeCheck';
import { resumeTypesIn, resumeWords } from './resumeWords';

type ApplicantValues = ApplicantText & { resume: File | null };

const EMPTY: ApplicantValues = {
  fullname: '',
  mobile: '',
  email: '',
  pincode: '',
  experience: '',
  role: '',
  address: '',
  resume: null,
};

/** The form's checks in the page's language: the shared schema's rules (the server's too), and the resume's. */
function formRules(t: Translate, resume: ResumeWords) {
  const schema = applicantSchemaIn(submissionWords(t));
  const applicantRules = schemaResolver(schema, { sync: true });
  return {
    schema,
    resume,
    /** The applicant's fields, plus the resume file, which the schema does not see. */
    validate(values: ApplicantValues, resumeMaxBytes: number) {
      const errors = applicantRules(values);
      const problem = resumeProblem(values.resume, resumeMaxBytes, resume);
      if (problem) errors.resume = problem;
      return errors;
    },
  };
}

interface Props {
  job: ApplyTarget | null;
  opened: boolean;
  onClose: () => void;
  /** Every submission's outcome; the modal itself closes on success (and when saved offline). */
  onOutcome: (outcome: SubmitOutcome) => void;
}

/** docs/PRODUCT.md §4 and §5: the application form for one job, opened by an "Apply Now". */
export function ApplicationModal({ job, opened, onClose, onOutcome }: Props) {
  const t = useT();
  const language = useLanguage();
  const rules = useMemo(() => formRules(t, resumeWords(t, language)), [t, language]);
  const resumeMaxBytes = useResumeMaxBytes(opened);
  const form = useForm<ApplicantValues>({ initialValues: EMPTY, validate: (values) => rules.validate(values, resumeMaxBytes) });
  const submissionKey = useSubmissionKey();
  // A related job from the list has no application dates; its details (usually already saved
  // on the device) add them when they can, and the application goes without them when not.
  const details = useJob(opened && job && job.startDate === undefined ? job.id : null);

  const submit = async (values: ApplicantValues) => {
    if (!job || !values.resume) return;
    const resume = values.resume;
    const contentProblem = await resumeContentCheck(resume, rules.resume);
    if (contentProblem) {
      form.setFieldError('resume', contentProblem);
      return;
    }
    const target = details.data?.id === job.id ? { ...job, ...details.data } : job;
    const fields: ApplicationFields = { ...rules.schema.parse(values), ...encodeAppliedJob(target) };
    const key = submissionKey.keyFor(JSON.stringify([fields, resume.name, resume.size, resume.lastModified]));
    const outcome = await submitApplication(fields, { blob: resume, fileName: resume.name }, key);
    if (outcome.kind === 'delivered' || outcome.kind === 'waiting') {
      submissionKey.forget();
      form.reset();
      onClose();
    }
    onOutcome(outcome);
  };

  return (
    <SiteModal
      opened={opened}
      onClose={onClose}
      title={job ? t('forms.applyFor', { title: job.title }) : t('forms.apply')}
      closeLabel={t('forms.close')}
      size="lg"
    >
      {job && (
        <Text size="sm" c="dimmed" mb="md">
          {[job.companyName, job.location, job.jobType].filter(Boolean).join(' · ')}
        </Text>
      )}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('forms.fieldFullname')} required autoComplete="name" {...form.getInputProps('fullname')} />
            <TextInput label={t('forms.fieldMobile')} type="tel" required autoComplete="tel" {...form.getInputProps('mobile')} />
            <TextInput
              label={t('forms.fieldEmail')}
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('forms.fieldPincode')}
              required
              autoComplete="postal-code"
              inputMode="numeric"
              {...form.getInputProps('pincode')}
            />
            <TextInput
              label={t('forms.fieldExperience')}
              type="number"
              required
              min={0}
              max={60}
              step="any"
              {...form.getInputProps('experience')}
            />
            <TextInput label={t('forms.fieldRole')} required autoComplete="organization-title" {...form.getInputProps('role')} />
          </SimpleGrid>
          <Textarea
            label={t('forms.fieldAddress')}
            size="md"
            required
            rows={3}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <FileInput
            label={t('forms.fieldResume')}
            size="md"
            required
            accept={RESUME_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('forms.removeFile') }}
            placeholder={t('forms.chooseFile')}
            // Mantine's placeholder grey has 2:1 contrast; this one is a visible span, not ::placeholder.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            description={t('forms.resumeHint', { types: resumeTypesIn(language), size: formatMegabytes(resumeMaxBytes) })}
            {...form.getInputProps('resume')}
          />
          <SubmitButton
            label={t('forms.submitApplication')}
            submittingLabel={t('forms.submitting')}
            submitting={form.submitting}
          />
        </Stack>
      </form>
    </SiteModal>
  );
}
