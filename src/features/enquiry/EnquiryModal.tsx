import { Alert, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';

import { showNotice } from '../../components/notices';
import { SiteModal } from '../../components/SiteModal';
import { SubmitButton } from '../../components/SubmitButton';
import { useSubmissionKey } from '../../components/useSubmissionKey';
import { type Enquiry, enquirySchema } from '../../domain/submissions';
import { submitEnquiry } from '../../outbox/submit';
import { waitingText } from '../../outbox/waitingText';
import { ENQUIRY_NOTICE_MS, ENQUIRY_TEXTS } from './enquiryTexts';

const EMPTY: Enquiry = { companyName: '', email: '', phone: '', jobTitle: '', description: '' };

/** docs/PRODUCT.md §4 and §5: the recruiting enquiry form, opened by "Start Recruiting Now". */
export function EnquiryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<Enquiry>({ initialValues: EMPTY, validate: schemaResolver(enquirySchema, { sync: true }) });
  const submissionKey = useSubmissionKey();
  const [failed, setFailed] = useState(false);

  const submit = async (values: Enquiry) => {
    setFailed(false);
    const enquiry = enquirySchema.parse(values);
    const outcome = await submitEnquiry(enquiry, submissionKey.keyFor(JSON.stringify(enquiry)));
    if (outcome.kind === 'refused' || outcome.kind === 'error') {
      setFailed(true);
      return;
    }
    submissionKey.forget();
    form.reset();
    onClose();
    void showNotice(
      outcome.kind === 'delivered'
        ? { color: 'green', title: 'Enquiry sent', message: ENQUIRY_TEXTS.success, autoClose: ENQUIRY_NOTICE_MS }
        : { color: 'blue', title: 'Enquiry saved', message: waitingText('enquiry', outcome), autoClose: ENQUIRY_NOTICE_MS * 3 },
    );
  };

  return (
    <SiteModal opened={opened} onClose={onClose} title="Start Recruiting Now" size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {failed && (
            <Alert color="red" role="alert">
              {ENQUIRY_TEXTS.failure}
            </Alert>
          )}
          <TextInput
            label="Full Name or Company Name"
            required
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label="Job Title" required {...form.getInputProps('jobTitle')} />
          <Textarea label="Nature Of Enquiries" size="md" required rows={4} {...form.getInputProps('description')} />
          <SubmitButton label="Submit" submitting={form.submitting} />
        </Stack>
      </form>
    </SiteModal>
  );
}
