import '../render';

import { readFileSync } from 'node:fs';

import {
  Alert,
  Badge,
  Burger,
  Button,
  Divider,
  Group,
  List,
  MantineProvider,
  NativeSelect,
  Radio,
  Stack,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { theme } from '../../../src/app/theme';
import { LightBadge, LightButtonLink } from '../../../src/components/LightParts';
import { PlainAlert } from '../../../src/components/PlainAlert';
import { PlainBurger } from '../../../src/components/PlainBurger';
import { PlainDivider } from '../../../src/components/PlainDivider';
import { PlainList } from '../../../src/components/PlainList';
import { PlainNativeSelect } from '../../../src/components/PlainNativeSelect';
import { PlainTextField } from '../../../src/components/PlainTextField';
import { StandInChevron } from '../../../src/components/StandInChevron';
import { FilterRadioGroup } from '../../../src/features/jobs/FilterRadioGroup';
import filterClasses from '../../../src/features/jobs/JobFilterControls.module.css';

/** An element's markup as a comparable tree: tag, attributes sorted (ids made one), children. */
function shape(element: Element): unknown {
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    const suffix = /-(label|body)$/.exec(value)?.[0] ?? '';
    const base = value.slice(0, value.length - suffix.length);
    if (!ids.has(base)) ids.set(base, `id${ids.size}`);
    return `${ids.get(base) ?? ''}${suffix}`;
  };
  const walk = (node: Element): unknown => ({
    tag: node.tagName.toLowerCase(),
    attributes: [...node.attributes]
      .map(({ name, value }) => [name, ['id', 'for', 'aria-labelledby', 'aria-describedby'].includes(name) ? idOf(value) : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
    children: [...node.childNodes].map((child) => (child instanceof Element ? walk(child) : child.textContent)),
  });
  return walk(element);
}

/** What `element` draws, with the app's theme. */
function drawn(element: ReactElement): unknown {
  const { container, unmount } = render(<MantineProvider theme={theme}>{element}</MantineProvider>);
  // Mantine's provider puts its <style> elements first.
  const first = [...container.children].find((child) => child.tagName !== 'STYLE');
  if (!first) throw new Error('nothing drawn');
  const result = shape(first);
  unmount();
  return result;
}

// The plain parts draw Mantine's own markup without Mantine's code (the first page's budget):
// if a Mantine upgrade changes what its component draws, these fail and the part is redrawn.
describe("the plain parts draw what Mantine's components draw", () => {
  it("a filter's group of radios, one of them chosen", () => {
    const ignore = () => undefined;
    expect(
      drawn(
        <FilterRadioGroup
          name="filter-jobType"
          label="Job Type"
          all={{ value: '__all__', label: 'All Job Type' }}
          options={[
            { value: 'Full Time', label: 'Full Time' },
            { value: 'Part Time', label: 'Part Time' },
          ]}
          selected="Full Time"
          onChange={ignore}
        />,
      ),
    ).toEqual(
      drawn(
        <Radio.Group label="Job Type" value="Full Time" onChange={ignore} name="filter-jobType" className={filterClasses.radios}>
          <Stack gap={6} mt="xs">
            <Radio value="__all__" label="All Job Type" />
            <Radio value="Full Time" label="Full Time" />
            <Radio value="Part Time" label="Part Time" />
          </Stack>
        </Radio.Group>,
      ),
    );
  });

  it('a text field with a label, both sections and a value', () => {
    const props = { label: 'Job title', placeholder: 'Select a title', value: 'Welder', readOnly: true } as const;
    expect(
      drawn(<PlainTextField {...props} leftSection={<b>L</b>} rightSection={<i>R</i>} rightSectionPointerEvents="none" />),
    ).toEqual(drawn(<TextInput {...props} leftSection={<b>L</b>} rightSection={<i>R</i>} rightSectionPointerEvents="none" />));
  });

  it("a native dropdown with a label, its options, one chosen, and the Select's arrow", () => {
    const ignore = () => undefined;
    const data = [
      { value: '__all__', label: 'All Location' },
      { value: 'Chennai', label: 'Chennai' },
    ];
    expect(drawn(<PlainNativeSelect label="Location" data={data} value="Chennai" onChange={ignore} />)).toEqual(
      drawn(
        <NativeSelect
          label="Location"
          size="md"
          data={data}
          value="Chennai"
          onChange={ignore}
          rightSection={<StandInChevron size="md" />}
        />,
      ),
    );
  });

  it('a search field with no label and a left section', () => {
    const props = { 'aria-label': 'Company name or location', type: 'search', defaultValue: '' } as const;
    expect(drawn(<PlainTextField {...props} leftSection={<b>L</b>} />)).toEqual(
      drawn(<TextInput {...props} leftSection={<b>L</b>} />),
    );
  });

  it('the burger, closed and open', () => {
    for (const opened of [false, true]) {
      expect(drawn(<PlainBurger opened={opened} aria-label="Menu" />)).toEqual(
        drawn(<Burger opened={opened} hiddenFrom="md" size="md" aria-label="Menu" />),
      );
    }
  });

  it('the burger hidden from the lg breakpoint, as the header draws it', () => {
    expect(drawn(<PlainBurger opened={false} hiddenFrom="lg" aria-label="Menu" />)).toEqual(
      drawn(<Burger opened={false} hiddenFrom="lg" size="md" aria-label="Menu" />),
    );
  });

  it('a horizontal divider', () => {
    expect(drawn(<PlainDivider style={{ marginBlock: 'var(--mantine-spacing-lg)' }} />)).toEqual(drawn(<Divider my="lg" />));
  });

  it('a gray light alert with a message, reading and not', () => {
    for (const busy of [true, false]) {
      expect(drawn(<PlainAlert busy={busy}>Loading</PlainAlert>)).toEqual(
        drawn(
          <Alert color="gray" variant="light" aria-busy={busy}>
            Loading
          </Alert>,
        ),
      );
    }
  });

  it('a bulleted list', () => {
    expect(drawn(<PlainList items={['One', 'Two']} />)).toEqual(
      drawn(
        <List spacing={4}>
          <List.Item>One</List.Item>
          <List.Item>Two</List.Item>
        </List>,
      ),
    );
  });
});

/** A stylesheet rule's declarations ("--badge-bg: var(...)"), as an element's style attribute lists them. */
function declarationsOf(css: string, className: string): string[] {
  const body = new RegExp(`\\.${className} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return body
    .split(';')
    .map((declaration) => declaration.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .sort();
}

/** An element's inline declarations, and its markup without them and without the `vars` class. */
function split(tree: unknown, varsClass: string): { declarations: string[]; rest: unknown } {
  const node = tree as { attributes: [string, string][] };
  const style = node.attributes.find(([name]) => name === 'style')?.[1] ?? '';
  const attributes = node.attributes
    .filter(([name]) => name !== 'style')
    .map(([name, value]): [string, string] => [name, name === 'class' ? value.replace(` ${varsClass}`, '') : value]);
  const declarations = style
    .split(';')
    .map((declaration) => declaration.replace(/\s+/g, ' ').replace(/:(\S)/, ': $1').trim())
    .filter(Boolean)
    .sort();
  return { declarations, rest: { ...node, attributes } };
}

describe("the light badge and button link draw Mantine's markup, their variables from the job card's stylesheet", () => {
  const css = readFileSync('src/components/jobCard/JobCard.css', 'utf8');

  it('the badge', () => {
    const plain = split(drawn(<LightBadge vars="vars">Full Time</LightBadge>), 'vars');
    const mantine = split(drawn(<Badge variant="light">Full Time</Badge>), 'vars');
    expect(plain.rest).toEqual(mantine.rest);
    expect(declarationsOf(css, 'sr-job-card__badge')).toEqual(mantine.declarations);
  });

  it('the button link', () => {
    const inRouter = (element: ReactElement) => drawn(<MemoryRouter>{element}</MemoryRouter>);
    const plain = split(
      inRouter(
        <LightButtonLink vars="vars" to="/find-jobs">
          Apply Now
        </LightButtonLink>,
      ),
      'vars',
    );
    const mantine = split(
      inRouter(
        <Button component={Link} to="/find-jobs" size="sm" variant="light">
          Apply Now
        </Button>,
      ),
      'vars',
    );
    expect(plain.rest).toEqual(mantine.rest);
    expect(declarationsOf(css, 'sr-job-card__button')).toEqual(mantine.declarations);
  });
});

describe("the icon card's row and tile draw Mantine's Group and ThemeIcon, their variables from IconCard.css", () => {
  const css = readFileSync('src/components/IconCard.css', 'utf8');
  /** The declarations IconCard.css gives an element of `className`, with those of `variant` over them. */
  const sheet = (className: string, variant?: string): string[] => {
    const all = new Map(declarationsOf(css, className).map((d) => [d.split(':')[0], d]));
    if (variant) for (const d of declarationsOf(css, `${className}\\[${variant}\\]`)) all.set(d.split(':')[0], d);
    return [...all.values()].sort();
  };

  it('the tile, light and filled', () => {
    for (const variant of ['light', 'filled'] as const) {
      const mantine = split(drawn(<ThemeIcon size={48} radius="md" variant={variant} />), 'x');
      expect(sheet('sr-icon-tile', variant === 'filled' ? "data-variant='filled'" : undefined)).toEqual(mantine.declarations);
    }
  });

  it('the row, centred and level with the top', () => {
    for (const align of ['center', 'flex-start'] as const) {
      const mantine = split(drawn(<Group wrap="nowrap" gap="md" align={align} />), 'x');
      expect(sheet('sr-icon-card-row', align === 'flex-start' ? "data-align='flex-start'" : undefined)).toEqual(
        mantine.declarations,
      );
    }
  });
});
