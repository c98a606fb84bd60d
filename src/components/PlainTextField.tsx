import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

type FieldSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  ref?: Ref<HTMLInputElement>;
  label?: ReactNode;
  /** Mantine's input sizes; the theme makes text fields 'md' (src/app/theme.ts). */
  size?: FieldSize;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** 'none' lets a click on the right section through to the field, as Mantine's prop does. */
  rightSectionPointerEvents?: CSSProperties['pointerEvents'];
  /** The style of the field's outer box (Mantine's `style` on a TextInput). */
  rootStyle?: CSSProperties;
}

/**
 * A text field drawn exactly as Mantine's TextInput draws it (the same elements, classes, data
 * attributes and CSS variables, so Mantine's Input stylesheet styles it), without Mantine's
 * InputBase code: some 3.3 KB of compressed JavaScript, which the first page of the home page, the
 * job lists and the company list have no room for (docs/PERFORMANCE.md, "Bytes"). For a field
 * on a first screen that needs no error, description or clear button: the dropdowns' stand-ins
 * (LazySelect), the company search and the job search box. It also mounts in one render: Mantine's
 * id hook sets a random id in a layout effect, which draws a TextInput again at once, blocking.
 * tests/unit/site/plainParts.test.tsx renders both and compares them, so a Mantine upgrade that
 * changes the markup fails there.
 */
export function PlainTextField({
  ref,
  label,
  size = 'md',
  leftSection,
  rightSection,
  rightSectionPointerEvents,
  rootStyle,
  id,
  ...input
}: Props) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId.replace(/:/g, '')}`;
  const wrapperVars = {
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    ...(rightSectionPointerEvents ? { '--input-right-section-pointer-events': rightSectionPointerEvents } : {}),
  } as CSSProperties;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size={size} style={rootStyle}>
      {label !== undefined && (
        <label
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
          className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
          data-size={size}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {label}
        </label>
      )}
      <div
        style={wrapperVars}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size={size}
        data-with-right-section={rightSection ? 'true' : undefined}
        data-with-left-section={leftSection ? 'true' : undefined}
      >
        {leftSection && (
          <div data-position="left" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
            {leftSection}
          </div>
        )}
        <input
          ref={ref}
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          id={inputId}
          {...input}
        />
        {rightSection && (
          <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
            {rightSection}
          </div>
        )}
      </div>
    </div>
  );
}
