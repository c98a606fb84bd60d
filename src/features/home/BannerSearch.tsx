import { Box, Button, Paper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { IconBriefcase, IconMapPin, IconSearch } from '../../components/icons';
import { LazySelect } from '../../components/LazySelect';
import type { JobSummary } from '../../domain/entities';
import { bannerOptions, canSearchBanner } from '../../domain/homeRules';
import { type FilteredJobsState, routes } from '../../domain/routes';
import classes from './HomePage.module.css';

/**
 * docs/PRODUCT.md §2 and §4: the hero's search. Two dropdowns built from all jobs (each value once, see
 * homeRules.bannerOptions); Find Jobs stays disabled until both are chosen, then opens
 * /find-filtered-jobs with { jobname, location } in navigation state.
 */
export function BannerSearch({ jobs }: { jobs: readonly JobSummary[] }) {
  const navigate = useNavigate();
  const { titles, locations } = useMemo(() => bannerOptions(jobs), [jobs]);
  const [title, setTitle] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const ready = canSearchBanner(title, location);

  // docs/PRODUCT.md §2: the two dropdowns, job title and location.
  const dropdowns = [
    {
      label: 'Job title',
      placeholder: 'Select a title',
      nothingFoundMessage: 'No such job title',
      icon: IconBriefcase,
      data: titles,
      value: title,
      onChange: setTitle,
    },
    {
      label: 'Location',
      placeholder: 'Select a city',
      nothingFoundMessage: 'No such location',
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
      aria-label="Search jobs"
      onSubmit={search}
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xl"
    >
      <Box className={classes.searchGrid}>
        {dropdowns.map(({ icon: Icon, ...dropdown }) => (
          <LazySelect key={dropdown.label} {...dropdown} searchable clearable leftSection={<Icon size={18} />} />
        ))}
        <Button type="submit" size="md" disabled={!ready} leftSection={<IconSearch size={18} />} color="accent">
          Find Jobs
        </Button>
      </Box>
    </Paper>
  );
}
