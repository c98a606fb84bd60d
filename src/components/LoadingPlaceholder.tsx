import { Box } from '@mantine/core';

import { LoadingText } from './LoadingText';

/**
 * "Loading..." (docs/PRODUCT.md) in a block a screen tall, for content that is at least that tall once
 * it arrives (a detail page, the job list): the enquiry block and the footer start below the
 * fold, so its arrival moves nothing in view (no layout shift).
 */
export function LoadingPlaceholder() {
  return (
    <Box mih="100dvh" aria-busy="true">
      <LoadingText />
    </Box>
  );
}
