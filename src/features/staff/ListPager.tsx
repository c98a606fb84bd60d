import { Group, Pagination } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface Props {
  /** From 1. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The pager's name, e.g. "Pages of jobs". */
  label: string;
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/**
 * Previous, the page numbers (the first and last always among them, so any page is two presses
 * away) and Next, all buttons in the tab order. Mantine keys its number buttons by position, so
 * after a press the focused button may show another number, and Previous or Next is disabled at
 * either end: the focus then moves to the current page's button, and stays where it is otherwise.
 */
export function ListPager({ page, pages, onChange, label }: Props) {
  const nav = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const focused = document.activeElement;
    const onStep = focused instanceof HTMLButtonElement && focused.dataset.step !== undefined && !focused.disabled;
    if (!onStep) nav.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [page]);

  return (
    <nav aria-label={label} ref={nav}>
      <Group justify="center">
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => {
            moved.current = true;
            onChange(next);
          }}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control], 'data-step': control })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      </Group>
    </nav>
  );
}
