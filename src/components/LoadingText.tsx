import { Text } from '@mantine/core';

import { useT } from '../i18n/useT';

/** docs/PRODUCT.md §2: what a page shows while its data is not ready (the detail pages, the job list). */
export function LoadingText() {
  const t = useT();
  return (
    <Text role="status" py="xl">
      {t('common.loading')}
    </Text>
  );
}
