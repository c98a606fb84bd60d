import { Box, Container, Group, Paper, Stack, Title } from '@mantine/core';

import { useCompany } from '../../api/queries';
import { deferredPart } from '../../components/deferredPart';
import { DetailBody } from '../../components/DetailBody';
import { DetailColumns } from '../../components/DetailColumns';
import { DetailPage, useDetailId } from '../../components/DetailPage';
import { EntityLogo } from '../../components/EntityLogo';
import { IconLabel } from '../../components/IconLabel';
import { IconCalendar, IconMapPin } from '../../components/pageIcons';
import { ShareButton } from '../../components/ShareButton';
import { routes } from '../../domain/routes';
import { formatDate } from '../../i18n/format/formatDate';
import { useLanguage, useT } from '../../i18n/useT';
import { CompanyOverviewCard } from './CompanyOverviewCard';

/** The company's open jobs, below the page's first screen: a chunk of its own (deferredPart). */
const CompanyJobs = deferredPart(() => import('./CompanyJobs'), '24rem');

/** docs/PRODUCT.md §2 "/showcompanydetails": the company whose id came in navigation state (jobDetails) or ?id=. */
export default function CompanyDetailsPage() {
  const id = useDetailId();
  const company = useCompany(id);
  const t = useT();
  const language = useLanguage();
  const back = { to: routes.employers, label: t('companies.backToList') };
  return (
    <DetailPage what="Company" id={id} query={company} title={(item) => item.name} back={back}>
      {(data) => (
        <>
          <Box bg="gray.0" py={{ base: 32, md: 48 }}>
            <Container>
              <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
                <Group wrap="wrap" gap="lg" align="center">
                  {/* Above the fold: loaded at once. */}
                  <EntityLogo image={data.image} size={96} alt={t('companies.logoAlt', { name: data.name })} lazy={false} />
                  <Stack gap={8} style={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Title order={1} size="h2">
                      {data.name}
                    </Title>
                    <Group gap="lg" wrap="wrap">
                      <IconLabel icon={IconMapPin} size="md">
                        {data.location}
                      </IconLabel>
                      <IconLabel icon={IconCalendar} size="md">
                        {t('companies.startDate')}{' '}
                        <strong>{data.startDate ? formatDate(data.startDate, language) : t('companies.notGiven')}</strong>
                      </IconLabel>
                    </Group>
                  </Stack>
                  <ShareButton path={routes.companyDetails} id={data.id} title={data.name} text={data.location} />
                </Group>
              </Paper>
            </Container>
          </Box>
          <Container py={{ base: 32, md: 56 }}>
            <Stack gap={56}>
              <DetailColumns aside={<CompanyOverviewCard company={data} />}>
                <Stack gap="lg">
                  <DetailBody item={data} descriptionProps={{ fz: 'lg', c: 'gray.8' }} />
                </Stack>
              </DetailColumns>
              <CompanyJobs company={data.name} />
            </Stack>
          </Container>
        </>
      )}
    </DetailPage>
  );
}
