import '@mantine/core/styles/SimpleGrid.css';

import { FileInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

import { useResumeMaxBytes } from '../../api/limits';
import { useJob } from '../../api/queries';
import { SiteModal } from '../../components/SiteModal';
import { SubmitButton } from '../../components/SubmitButton';
import type { ApplyTarget } from '../../components/useApply';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { encodeAppliedJob } from '../../contract/wire';
import { formatMegabytes, RESUME_ACCEPT, RESUME_TYPES_TEXT } from '../../domain/resume';
import { applicantSchema, type ApplicantText, type ApplicationFields } from '../../domain/submissions';
import { submitApplication, type SubmitOutcome } from '../../outbox/submit';
import { resumeContentCheck, resumeProblem } from './resumeCheck';

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

const applicantRules = schemaResolver(applicantSchema, { sync: true });

/** The shared schema's rules (the server's too), plus the resume file, which it does not see. */
function validate(values: ApplicantValues, resumeMaxBytes: number) {
  const errors = applicantRules(values);
  const resume = resumeProblem(values.resume, resumeMaxBytes);
  if (resume) errors.resume = resume;
  return errors;
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
  const resumeMaxBytes = useResumeMaxBytes(opened);
  const form = useForm<ApplicantValues>({ initialValues: EMPTY, validate: (values) => validate(values, resumeMaxBytes) });
  const submissionKey = useSubmissionKey();
  // A related job from the list has no application dates; its details (usually already saved
  // on the device) add them when they can, and the application goes without them when not.
  const details = useJob(opened && job && job.startDate === undefined ? job.id : null);

  const submit = async (values: ApplicantValues) => {
    if (!job || !values.resume) return;
    const resume = values.resume;
    const contentProblem = await resumeContentCheck(resume);
    if (contentProblem) {
      form.setFieldError('resume', contentProblem);
      return;
    }
    const target = details.data?.id === job.id ? { ...job, ...details.data } : job;
    const fields: ApplicationFields = { ...applicantSchema.parse(values), ...encodeAppliedJob(target) };
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
    <SiteModal opened={opened} onClose={onClose} title={job ? `Apply for ${job.title}` : 'Apply'} size="lg">
      {job && (
        <Text size="sm" c="dimmed" mb="md">
          {[job.companyName, job.location, job.jobType].filter(Boolean).join(' · ')}
        </Text>
      )}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('fullname')} />
            <TextInput label="Mobile" type="tel" required autoComplete="tel" {...form.getInputProps('mobile')} />
            <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            <TextInput
              label="Pincode"
              required
              autoComplete="postal-code"
              inputMode="numeric"
              {...form.getInputProps('pincode')}
            />
            <TextInput
              label="Years of Experience"
              type="number"
              required
              min={0}
              max={60}
              step="any"
              {...form.getInputProps('experience')}
            />
            <TextInput label="Previous Role" required autoComplete="organization-title" {...form.getInputProps('role')} />
          </SimpleGrid>
          <Textarea
            label="Address"
            size="md"
            required
            rows={3}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <FileInput
            label="Resume"
            size="md"
            required
            accept={RESUME_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            placeholder="Choose a file"
            // Mantine's placeholder grey has 2:1 contrast; this one is a visible span, not ::placeholder.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            description={`A ${RESUME_TYPES_TEXT} file, at most ${formatMegabytes(resumeMaxBytes)}`}
            {...form.getInputProps('resume')}
          />
          <SubmitButton label="Submit Application" submitting={form.submitting} />
        </Stack>
      </form>
    </SiteModal>
  );
}
