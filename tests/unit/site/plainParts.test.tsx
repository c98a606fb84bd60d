import '../render';

import { Burger, Divider, List, MantineProvider, TextInput } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { theme } from '../../../src/app/theme';
import { PlainBurger } from '../../../src/components/PlainBurger';
import { PlainDivider } from '../../../src/components/PlainDivider';
import { PlainList } from '../../../src/components/PlainList';
import { PlainTextField } from '../../../src/components/PlainTextField';

/** An element's markup as a comparable tree: tag, attributes sorted (ids made one), children. */
function shape(element: Element): unknown {
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    const base = value.replace(/-label$/, '');
    if (!ids.has(base)) ids.set(base, `id${ids.size}`);
    return `${ids.get(base) ?? ''}${value.endsWith('-label') ? '-label' : ''}`;
  };
  const walk = (node: Element): unknown => ({
    tag: node.tagName.toLowerCase(),
    attributes: [...node.attributes]
      .map(({ name, value }) => [name, name === 'id' || name === 'for' ? idOf(value) : value])
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
  it('a text field with a label, both sections and a value', () => {
    const props = { label: 'Job title', placeholder: 'Select a title', value: 'Welder', readOnly: true } as const;
    expect(
      drawn(<PlainTextField {...props} leftSection={<b>L</b>} rightSection={<i>R</i>} rightSectionPointerEvents="none" />),
    ).toEqual(drawn(<TextInput {...props} leftSection={<b>L</b>} rightSection={<i>R</i>} rightSectionPointerEvents="none" />));
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

  it('a horizontal divider', () => {
    expect(drawn(<PlainDivider style={{ marginBlock: 'var(--mantine-spacing-lg)' }} />)).toEqual(drawn(<Divider my="lg" />));
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
