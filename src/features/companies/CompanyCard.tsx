import { Badge, Button, Card, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';

import { EntityLogo } from '../../components/EntityLogo';
import { IconLabel } from '../../components/IconLabel';
import { IconMapPin } from '../../components/pageIcons';
import type { CompanySummary } from '../../domain/entities';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';

/**
 * docs/PRODUCT.md §2: a company's card: image, name, location, a "Featured" badge and "View Details".
 * Memoised: the list draws again when its query's state moves, its cards need not.
 */
export const CompanyCard = memo(function CompanyCard({ company }: { company: CompanySummary }) {
  const t = useT();
  const link = detailLink(routes.companyDetails, company.id);
  return (
    <Card component="article" h="100%" shadow="xs" data-testid="company-card">
      <Group justify="space-between" align="flex-start" mb="md">
        <EntityLogo image={company.image} size={72} />
        <Badge color="accent" variant="light">
          {t('companies.featured')}
        </Badge>
      </Group>
      <Stack gap={6} style={{ flexGrow: 1 }}>
        <Title order={2} size="h4" lh={1.35}>
          {company.name}
        </Title>
        <IconLabel icon={IconMapPin}>{company.location}</IconLabel>
      </Stack>
      <Button component={Link} to={link.to} state={link.state} variant="light" fullWidth mt="lg">
        {t('companies.viewDetails')}
        <VisuallyHidden>: {company.name}</VisuallyHidden>
      </Button>
    </Card>
  );
});
