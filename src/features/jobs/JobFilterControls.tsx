import { Radio, SimpleGrid, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';

import { useJobOptions } from '../../api/queries';
import { LazySelect } from '../../components/LazySelect';
import { useHydrated } from '../../components/useHydrated';
import {
  allOptionLabel,
  CHOICE_FILTERS,
  type ChoiceFilterKey,
  filterOptionsOf,
  type JobFilter,
  selectedOption,
} from '../../domain/jobFilters';

/** The control value that stands for "no filter" (Mantine's Select wants a non-empty value). */
const ALL = '__all__';

const NO_OPTIONS = { jobType: [], experience: [], location: [] };

interface Props {
  filter: JobFilter;
  onChange: (key: ChoiceFilterKey, value: string) => void;
}

/**
 * docs/PRODUCT.md §2: the job type, experience and location filters, as radio groups from the medium
 * breakpoint up and as dropdowns below it. Each starts with "All <filter>", which clears it. The
 * options are the API's job options, read here and not by the board: their arrival then draws the
 * filters again, not the list, whose server-rendered rows may still be waiting for their code (a
 * deferred part handed an update before it hydrated drops the server's HTML for its fallback).
 */
export function JobFilterControls({ filter, onChange }: Props) {
  const jobOptions = useJobOptions();
  const options = useMemo(() => filterOptionsOf(jobOptions.data ?? NO_OPTIONS, filter), [jobOptions.data, filter]);
  const theme = useMantineTheme();
  // Read the width on the first render, so a phone never sees the radio groups flash by. A page
  // the server rendered shows the phone's dropdowns (the server cannot know the width) until it
  // has hydrated, so the browser's first render matches the server's HTML.
  const widthIsWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const wide = useHydrated() && widthIsWide;
  const change = (key: ChoiceFilterKey) => (value: string | null) => onChange(key, !value || value === ALL ? '' : value);

  const controls = CHOICE_FILTERS.map(({ key, label }) => {
    const value = selectedOption(options[key], filter[key]) || ALL;
    const all = allOptionLabel(label);
    if (wide) {
      return (
        <Radio.Group key={key} label={label} value={value} onChange={change(key)} name={`filter-${key}`}>
          <Stack gap={6} mt="xs">
            <Radio value={ALL} label={all} />
            {options[key].map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    // Mantine's Select is drawn on first use (LazySelect): three of them cost a phone's first
    // screen some 400 ms of blocking work.
    return (
      <LazySelect
        key={key}
        label={label}
        value={value}
        onChange={change(key)}
        allowDeselect={false}
        data={[{ value: ALL, label: all }, ...options[key].map((option) => ({ value: option, label: option }))]}
      />
    );
  });

  return wide ? <Stack gap="lg">{controls}</Stack> : <SimpleGrid cols={{ base: 1, xs: 3 }}>{controls}</SimpleGrid>;
}
