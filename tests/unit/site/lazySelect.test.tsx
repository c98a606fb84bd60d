import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { LazySelect } from '../../../src/components/LazySelect';
import { renderPage } from '../render';

const OPTIONS = [
  { value: 'all', label: 'All Location' },
  { value: 'Chennai', label: 'Chennai' },
  { value: 'Madurai', label: 'Madurai' },
];

function Field({ searchable = false }: { searchable?: boolean }) {
  const [value, setValue] = useState<string | null>('all');
  return (
    <>
      <button type="button">Before</button>
      <LazySelect
        label="Location"
        data={OPTIONS}
        value={value}
        onChange={setValue}
        searchable={searchable}
        allowDeselect={false}
      />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

/** The field once Mantine's Select has taken the stand-in's place (a new element). */
const realField = (standIn: HTMLElement) =>
  waitFor(() => {
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' });
    expect(field).not.toBe(standIn);
    return field;
  });

describe('LazySelect (Mantine Select drawn on first use)', () => {
  it("first shows a read-only combobox with the chosen option's label, and no listbox", () => {
    renderPage(<Field />);
    const standIn = screen.getByRole<HTMLInputElement>('combobox', { name: 'Location' });
    expect(standIn.value).toBe('All Location');
    expect(standIn.readOnly).toBe(true);
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('a click opens the real dropdown, whose aria-controls names its listbox, and a choice is made', async () => {
    const user = userEvent.setup();
    renderPage(<Field />);
    const standIn = screen.getByRole('combobox', { name: 'Location' });
    await user.click(standIn);
    await realField(standIn);
    const listbox = await waitFor(() => {
      const field = screen.getByRole('combobox', { name: 'Location' });
      expect(field.getAttribute('aria-expanded')).toBe('true');
      const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('no listbox named by aria-controls');
      return list;
    });
    expect(listbox.getAttribute('role')).toBe('listbox');
    await user.click(screen.getByRole('option', { name: 'Madurai', hidden: true }));
    expect(screen.getByTestId('chosen').textContent).toBe('Madurai');
  });

  it("keyboard focus moves to the real field, closed, as Mantine's own Select would be", async () => {
    const user = userEvent.setup();
    renderPage(<Field />);
    const standIn = screen.getByRole('combobox', { name: 'Location' });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const field = await realField(standIn);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('the stand-in shows the down arrow the real Select shows, which says it opens a list', async () => {
    const user = userEvent.setup();
    renderPage(<Field />);
    /** The arrow's drawing in the field's right section (Mantine's Input puts sections beside the input). */
    const arrowOf = (field: HTMLElement) =>
      field.parentElement?.querySelector('[data-position="right"] svg path')?.getAttribute('d');
    const standIn = screen.getByRole('combobox', { name: 'Location' });
    const standInArrow = arrowOf(standIn);
    expect(standInArrow).toBeTruthy();
    await user.click(standIn);
    const field = await realField(standIn);
    expect(arrowOf(field)).toBe(standInArrow);
  });
});
