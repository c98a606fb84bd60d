import { Box, Button, Paper } from '@mantine/core';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useJobOptions } from '../../api/queries';
import { IconSearch } from '../../components/icons';
import { LazySelect } from '../../components/LazySelect';
import { IconBriefcase, IconMapPin } from '../../components/pageIcons';
import type { JobOptions } from '../../contract/listPages';
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
 * navigation state. The options are read in the browser, not by the server render: thousands of
 * titles would make the page's HTML large, and nobody picks one before hydration. The server's page
 * data never holds them, so the hydrating render draws the same empty dropdowns as its HTML.
 */
export function BannerSearch() {
  // TanStack Query draws its reader again in a blocking render when the answer arrives; this
  // component only hands the options on, deferred, so the form is drawn with them in a render
  // React may interrupt (a phone's first seconds on the home page are busy enough).
  const jobOptions = useDeferredValue(useJobOptions().data);
  return <BannerSearchForm jobOptions={jobOptions} />;
}

const NO_OPTIONS: JobOptions = { jobType: [], experience: [], location: [], title: [] };

const BannerSearchForm = memo(function BannerSearchForm({ jobOptions = NO_OPTIONS }: { jobOptions: JobOptions | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { titles, locations } = useMemo(() => bannerOptions(jobOptions), [jobOptions]);
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
});
