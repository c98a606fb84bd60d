import { type ChangeEvent, type CSSProperties, memo, useCallback, useId, useLayoutEffect, useRef } from 'react';

import classes from './JobFilterControls.module.css';

interface Props {
  name: string;
  label: string;
  /** The "All <filter>" choice: its value and its words. */
  all: { value: string; label: string };
  /** Each option's value and its words (the value with its count of jobs). */
  options: readonly { value: string; label: string }[];
  selected: string;
  onChange: (next: string) => void;
}

const STACK_STYLE = {
  '--stack-gap': 'calc(0.375rem * var(--mantine-scale))',
  '--stack-align': 'stretch',
  '--stack-justify': 'flex-start',
  marginTop: 'var(--mantine-spacing-xs)',
} as CSSProperties;
const RADIO_STYLE = { '--radio-color': 'var(--mantine-color-brand-filled)' } as CSSProperties;

/** Runs `then` in a task of its own once the browser has painted its next frame. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * One filter as a group of radios, the wide screens' control (JobFilterControls). It draws the
 * markup of Mantine's Radio.Group and Radio (styled by Mantine's stylesheets, part of the first
 * screen's CSS) without their code: a choice then draws again only the two radios whose state
 * changed, where Mantine's group context draws every radio of the group (some 25 for the
 * locations), which was most of a filter change's response time on a phone-class CPU
 * (docs/PERFORMANCE.md, "A filter change at 5,000 jobs"). The browser's own radios give the
 * keyboard its arrows. tests/unit/site/plainParts.test.tsx compares the markup with Mantine's.
 * A chunk of its own: the server and a phone draw the dropdowns instead.
 */
export function FilterRadioGroup({ name, label, all, options, selected, onChange }: Props) {
  const labelId = `${useId().replace(/:/g, '')}-label`;
  // One handler for the group's whole life, calling the latest onChange: the radios stay memoised.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  // The browser draws the choice by itself (the radios keep their own checked state): the render
  // that follows from it (this group, the board, the busy list) waits until that frame is painted,
  // so the click's own task is short. Not a transition: an update entangled with an earlier one
  // that suspended would wait for it, and a choice must never be lost that way.
  const change = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    afterNextPaint(() => latest.current(value));
  }, []);
  return (
    <div className={`${classes.radios} m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root`}>
      <div className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label" id={labelId}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId}>
        <div style={STACK_STYLE} className="m_6d731127 mantine-Stack-root">
          <PlainRadio name={name} value={all.value} label={all.label} checked={selected === all.value} onChange={change} />
          {options.map((option) => (
            <PlainRadio
              key={option.value}
              name={name}
              value={option.value}
              label={option.label}
              checked={selected === option.value}
              onChange={change}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

interface RadioProps {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One radio, as Mantine's Radio draws it; memoised, so a choice draws only the radios it changes.
 * The browser keeps its checked state, and `checked` is written into it when it changes: a
 * controlled radio would be set back to the old state by React after the click, until the
 * render that follows the choice after the next paint.
 */
const PlainRadio = memo(function PlainRadio({ name, value, label, checked, onChange }: RadioProps) {
  const id = `radio-${useId().replace(/:/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.checked = checked;
  }, [checked]);
  return (
    <div
      style={RADIO_STYLE}
      className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Radio-body">
        <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
            data-with-error-styles="true"
            id={id}
            ref={input}
            type="radio"
            value={value}
            defaultChecked={checked}
            name={name}
            onChange={onChange}
          />
          <svg
            xmlns="http://www.w3.org/2000/svg"
            fill="none"
            viewBox="0 0 5 5"
            aria-hidden="true"
            className="m_f3ed6b2b mantine-Radio-icon"
          >
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Radio-labelWrapper">
          <label className="m_8ee546b8 mantine-Radio-label" htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
});
