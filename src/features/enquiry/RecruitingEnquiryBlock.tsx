import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { loadTexts } from '../../i18n/pageTexts';
import { useT } from '../../i18n/useT';

// The form (with @mantine/form and zod) is code of its own, loaded on the first click: the block
// itself is on every page, the form is opened by few visitors.
// The form's texts (the forms area of the catalogue, and the outbox's for a server's wait) come with its code.
const EnquiryModal = lazy(async () => {
  const [module] = await Promise.all([import('./EnquiryModal'), loadTexts(['forms', 'outbox'])]);
  return { default: module.EnquiryModal };
});

/** docs/PRODUCT.md §2: the Recruiting enquiry block of every page; "Start Recruiting Now" opens the form. */
export function RecruitingEnquiryBlock() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the modal's exit transition.
  const [wanted, setWanted] = useState(false);
  return (
    <Box component="section" aria-labelledby="recruiting-title" bg="brand.0" py={48}>
      <Container>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={680}>
            <Title order={2} id="recruiting-title">
              {t('enquiryBlock.title')}
            </Title>
            <Text size="lg">{t('enquiryBlock.text')}</Text>
          </Stack>
          <Button
            size="lg"
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            {t('enquiryBlock.start')}
          </Button>
        </Group>
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <EnquiryModal opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
