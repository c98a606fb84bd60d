import { Alert, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';

import { showNotice } from '../../components/notices';
import { SiteModal } from '../../components/SiteModal';
import { SubmitButton } from '../../components/SubmitButton';
import { type Enquiry, enquirySchemaIn } from '../../domain/submissions';
import { useT } from '../../i18n/useT';
import { submissionWords } from '../../outbox/page/submissionWords';
import { submitEnquiry } from '../../outbox/page/submit';
import { useSubmissionKey } from '../../outbox/page/useSubmissionKey';
import { waitingText } from '../../outbox/page/waitingText';

/** docs/PRODUCT.md §4 and §9: the success notice shows for 3 seconds. */
const ENQUIRY_NOTICE_MS = 3000;

const EMPTY: Enquiry = { companyName: '', email: '', phone: '', jobTitle: '', description: '' };

/** docs/PRODUCT.md §4 and §5: the recruiting enquiry form, opened by "Start Recruiting Now". */
export function EnquiryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  // The shared rules (the server's too), worded in the page's language.
  const schema = useMemo(() => enquirySchemaIn(submissionWords(t)), [t]);
  const form = useForm<Enquiry>({ initialValues: EMPTY, validate: schemaResolver(schema, { sync: true }) });
  const submissionKey = useSubmissionKey();
  const [failed, setFailed] = useState(false);

  const submit = async (values: Enquiry) => {
    setFailed(false);
    const enquiry = schema.parse(values);
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
        ? { color: 'green', title: t('forms.enquirySent'), message: t('forms.enquiryThanks'), autoClose: ENQUIRY_NOTICE_MS }
        : {
            color: 'blue',
            title: t('forms.enquirySaved'),
            message: waitingText(t, 'enquiry', outcome),
            autoClose: ENQUIRY_NOTICE_MS * 3,
          },
    );
  };

  return (
    <SiteModal opened={opened} onClose={onClose} title={t('enquiryBlock.start')} closeLabel={t('forms.close')} size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {failed && (
            <Alert color="red" role="alert">
              {t('forms.enquiryFailed')}
            </Alert>
          )}
          <TextInput
            label={t('forms.fieldCompanyName')}
            required
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput label={t('forms.fieldEmail')} type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label={t('forms.fieldPhone')} type="tel" required autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('forms.fieldJobTitle')} required {...form.getInputProps('jobTitle')} />
          <Textarea label={t('forms.fieldDescription')} size="md" required rows={4} {...form.getInputProps('description')} />
          <SubmitButton label={t('forms.submit')} submittingLabel={t('forms.submitting')} submitting={form.submitting} />
        </Stack>
      </form>
    </SiteModal>
  );
}

// The outbox panel's loader comes with the form's chunk (not the page's first JavaScript): the
// block loads the panel's code with the form's, as a kept enquiry shows it (outboxPanelCode.ts).
export { outboxPanelCode } from '../../outbox/page/outboxPanelCode';
