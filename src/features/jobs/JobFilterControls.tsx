import { Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, memo, useEffect, useMemo, useState } from 'react';

import { useJobOptions } from '../../api/queries';
import { loadOnce } from '../../browser/loadOnce';
import { PlainNativeSelect } from '../../components/PlainNativeSelect';
import {
  CHOICE_FILTERS,
  type ChoiceFilterKey,
  choiceOptionsOf,
  countOf,
  type JobFilter,
  selectedOption,
} from '../../domain/jobFilters';
import type { MessageId } from '../../i18n/messageIds';
import { useLanguage, useT } from '../../i18n/useT';
import type { FilterRadioGroup as RadioGroupType } from './FilterRadioGroup';
import classes from './JobFilterControls.module.css';

/** The control value of the "All <filter>" choice, which clears the filter (a job value is not expected to read so). */
const ALL = '__all__';

const NO_VALUES: readonly string[] = [];

/**
 * Each filter's words: its label and its "All <filter>" choice ("Job Type", "All Job Type" in
 * English, as docs/PRODUCT.md §2 has them; tests/unit/jobs/jobFilters.test.ts holds the rule).
 */
const FILTER_WORDS: Record<ChoiceFilterKey, { label: MessageId; all: MessageId }> = {
  jobType: { label: 'jobs.filterJobType', all: 'jobs.allJobType' },
  experience: { label: 'jobs.filterExperience', all: 'jobs.allExperience' },
  location: { label: 'jobs.filterLocation', all: 'jobs.allLocation' },
};

/** The wide screens' radio groups: fetched when the screen is wide, once the page has hydrated. */
const radioGroups = loadOnce(async () => (await import('./FilterRadioGroup')).FilterRadioGroup);

/**
 * The radio group component once its code is here (asked for only when `wanted`, from an effect:
 * never before the page has hydrated); until then the filter keeps its dropdown, as the server drew
 * it. A fetch that fails (offline, never cached) leaves the dropdowns.
 */
function useRadioGroups(wanted: boolean): ComponentType<Parameters<typeof RadioGroupType>[0]> | undefined {
  const [loaded, setLoaded] = useState(() => radioGroups.loaded());
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    radioGroups.load().then(
      (component) => live && setLoaded(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

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
  const theme = useMantineTheme();
  // Read the width on the first render, so a phone never sees the radio groups flash by. A page
  // the server rendered shows the phone's dropdowns (the server cannot know the width) until it
  // has hydrated, so the browser's first render matches the server's HTML.
  const widthIsWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const RadioGroup = useRadioGroups(widthIsWide);
  const wide = RadioGroup !== undefined && widthIsWide;

  const controls = CHOICE_FILTERS.map(({ key }) => (
    <FilterControl
      key={key}
      filterKey={key}
      values={jobOptions.data?.[key] ?? NO_VALUES}
      counts={jobOptions.data?.counts?.[key]}
      value={filter[key]}
      RadioGroup={wide ? RadioGroup : undefined}
      onChange={onChange}
    />
  ));
  return wide ? <Stack gap="lg">{controls}</Stack> : <div className={classes.dropdowns}>{controls}</div>;
}

interface ControlProps {
  filterKey: ChoiceFilterKey;
  /** The filter's values over all jobs (the job options), as the API sends them. */
  values: readonly string[];
  /** Each option's count of jobs, by its comparison key, as the API sent them (countOf); undefined until the job options are here. */
  counts: unknown;
  /** The filter's value now ('' for all). */
  value: string;
  /** The radio group to draw the filter with (wide screens), or none: the dropdown. */
  RadioGroup: ComponentType<Parameters<typeof RadioGroupType>[0]> | undefined;
  onChange: (key: ChoiceFilterKey, value: string) => void;
}

/**
 * One filter's control. Memoised on its own values: a choice in one filter draws that control
 * again, not the other two (on a wide screen each is a group of radios, some 25 in all, which a
 * phone-class CPU takes tens of milliseconds to draw).
 */
const FilterControl = memo(function FilterControl({ filterKey, values, counts, value, RadioGroup, onChange }: ControlProps) {
  const t = useT();
  const language = useLanguage();
  const label = t(FILTER_WORDS[filterKey].label);
  const all = t(FILTER_WORDS[filterKey].all);
  // Ordered in the page's language (experience by years); each with its jobs once the counts are
  // here (the server's HTML has neither options nor counts: the first render in the browser matches it).
  const options = useMemo(
    () =>
      choiceOptionsOf(filterKey, values, value, language).map((option) => ({
        value: option,
        label: counts ? t('jobs.optionWithCount', { option, count: countOf(counts, option) }) : option,
      })),
    [filterKey, values, value, language, counts, t],
  );
  const selected =
    selectedOption(
      options.map((option) => option.value),
      value,
    ) || ALL;
  const change = (next: string | null) => onChange(filterKey, !next || next === ALL ? '' : next);
  if (RadioGroup) {
    return (
      <RadioGroup
        name={`filter-${filterKey}`}
        label={label}
        all={{ value: ALL, label: all }}
        options={options}
        selected={selected}
        onChange={change}
      />
    );
  }
  // The browser's own dropdown: a phone's list picker costs the page nothing to open or close,
  // and it works before any more code arrives (PlainNativeSelect).
  return <PlainNativeSelect label={label} value={selected} onChange={change} data={[{ value: ALL, label: all }, ...options]} />;
});
