import { Box, Button, Paper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useJobOptions } from '../../api/queries';
import { IconSearch } from '../../components/icons';
import { LazySelect } from '../../components/LazySelect';
import { IconBriefcase, IconMapPin } from '../../components/pageIcons';
import { useHydrated } from '../../components/useHydrated';
import { bannerOptions, canSearchBanner } from '../../domain/homeRules';
import { type FilteredJobsState, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import classes from './HomePage.module.css';

/** Options a dropdown draws at once: typing narrows thousands of titles down to these. */
const SHOWN_OPTIONS = 50;

/**
 * docs/PRODUCT.md §2 and §4: the hero's search. Two dropdowns built from all jobs' titles and
 * locations (the API's job options, each value once, see homeRules.bannerOptions); Find Jobs stays
 * disabled until both are chosen, then opens /find-filtered-jobs with { jobname, location } in
 * navigation state. The options are read once the page has hydrated, not by the server render:
 * thousands of titles would make the page's HTML large, and nobody picks one before hydration.
 */
export function BannerSearch() {
  const t = useT();
  const navigate = useNavigate();
  const jobOptions = useJobOptions(useHydrated());
  const { titles, locations } = useMemo(() => bannerOptions(jobOptions.data ?? { title: [], location: [] }), [jobOptions.data]);
  const [title, setTitle] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const ready = canSearchBanner(title, location);

  // docs/PRODUCT.md §2: the two dropdowns, job title and location.
  const dropdowns = [
    {
      label: t('home.searchTitleLabel'),
      placeholder: t('home.searchTitlePlaceholder'),
      nothingFoundMessage: t('home.searchTitleNothingFound'),
      icon: IconBriefcase,
      data: titles,
      value: title,
      onChange: setTitle,
    },
    {
      label: t('home.searchLocationLabel'),
      placeholder: t('home.searchLocationPlaceholder'),
      nothingFoundMessage: t('home.searchLocationNothingFound'),
      icon: IconMapPin,
      data: locations,
      value: location,
      onChange: setLocation,
    },
  ];

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || !title || !location) return;
    const state: FilteredJobsState = { jobname: title, location };
    navigate(routes.findFilteredJobs, { state });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('home.searchLabel')}
      onSubmit={search}
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xl"
    >
      <Box className={classes.searchGrid}>
        {dropdowns.map(({ icon: Icon, ...dropdown }) => (
          <LazySelect
            key={dropdown.label}
            {...dropdown}
            searchable
            clearable
            limit={SHOWN_OPTIONS}
            leftSection={<Icon size={18} />}
          />
        ))}
        <Button type="submit" size="md" disabled={!ready} leftSection={<IconSearch size={18} />} color="accent">
          {t('home.searchSubmit')}
        </Button>
      </Box>
    </Paper>
  );
}
