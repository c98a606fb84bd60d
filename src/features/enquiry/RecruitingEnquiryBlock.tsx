import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

import { ConnectionNeeded } from '../../components/tapPart/ConnectionNeeded';
import { tapPart } from '../../components/tapPart/tapPart';
import { wrappingButton } from '../../components/wrappingButton';
import { loadTexts } from '../../i18n/pageTexts';
import { useT } from '../../i18n/useT';

// The form (with @mantine/form and zod) is code of its own, out of the first page's JavaScript: the
// block is on every page, the form is opened by few visitors. It is fetched once the page has
// settled (tapPart's prefetch), so a tap made offline a moment later opens it; tapped before it
// arrived, with no connection, the block says so in place, with a retry.
// The form's texts (the forms area of the catalogue, and the outbox's for a server's wait) come with its code,
// and so does the outbox panel's, which a submission kept offline shows (src/outbox/page/outboxPanelCode.ts).
const enquiryForm = tapPart(async () => {
  const [module] = await Promise.all([import('./EnquiryModal'), loadTexts(['forms', 'outbox'])]);
  await module.outboxPanelCode.load();
  return module.EnquiryModal;
});
const EnquiryModal = enquiryForm.Part;

/** docs/PRODUCT.md §2: the Recruiting enquiry block of every page; "Start Recruiting Now" opens the form. */
export function RecruitingEnquiryBlock() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the modal's exit transition.
  const [wanted, setWanted] = useState(false);
  useEffect(() => enquiryForm.prefetch(), []);
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
            styles={wrappingButton}
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
        <EnquiryModal
          opened={open}
          onClose={() => setOpen(false)}
          fallback={(retry) => (
            <Container mt="md">
              <ConnectionNeeded onRetry={retry} onClose={() => setWanted(false)} />
            </Container>
          )}
        />
      )}
    </Box>
  );
}
