import { Button, Group, Stack, Text } from '@mantine/core';

import { SiteModal } from '../../components/SiteModal';
import type { ApplyTarget } from '../../components/useApply';
import { useLanguage, useT } from '../../i18n/useT';
import { formatDay } from '../../personal/page/formatWhen';

interface Props {
  job: ApplyTarget;
  /** When this device applied for it before (ms since epoch). */
  appliedAt: number;
  /** The user's answer: true opens the form, false leaves things as they are. */
  onAnswer: (again: boolean) => void;
}

/** Asked before a second application to the same job (docs/PRODUCT.md, "Applying twice"). */
export function ApplyAgainDialog({ job, appliedAt, onAnswer }: Props) {
  const t = useT();
  const language = useLanguage();
  return (
    <SiteModal opened onClose={() => onAnswer(false)} title={job.title} closeLabel={t('forms.close')}>
      <Stack gap="md">
        <Text>{t('forms.appliedBefore', { date: formatDay(appliedAt, language) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
            {t('forms.cancel')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t('forms.applyAgain')}</Button>
        </Group>
      </Stack>
    </SiteModal>
  );
}
