import { describe, expect, it } from 'vitest';
import { selectedLabel } from '../../../src/components/LazySelect';

// Until Mantine's Select has loaded, LazySelect's stand-in field shows what the Select would show.
describe("the dropdown's stand-in shows the chosen option's label", () => {
  it('the label of an option with a value of its own (the filters\' "All <filter>")', () => {
    const data = [
      { value: '__all__', label: 'All Location' },
      { value: 'Chennai', label: 'Chennai' },
    ];
    expect(selectedLabel(data, '__all__')).toBe('All Location');
    expect(selectedLabel(data, 'Chennai')).toBe('Chennai');
  });

  it('a plain string option, an option in a group, and nothing chosen', () => {
    expect(selectedLabel(['Welder', 'Driver'], 'Driver')).toBe('Driver');
    expect(selectedLabel([{ group: 'South', items: [{ value: 'mdu', label: 'Madurai' }] }], 'mdu')).toBe('Madurai');
    expect(selectedLabel(['Welder'], null)).toBe('');
  });
});
