import { Text } from '@mantine/core';

/** docs/PRODUCT.md §2: what a page shows while its data is not ready (the detail pages, the job list). */
export function LoadingText() {
  return (
    <Text role="status" py="xl">
      Loading...
    </Text>
  );
}
