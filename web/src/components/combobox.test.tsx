import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox.tsx';

const PORTS: ComboboxOption[] = [
  { value: 'CNSHA', label: 'Shanghai (CNSHA)', detail: 'China' },
  { value: 'CNNGB', label: 'Ningbo (CNNGB)', detail: 'China' },
  { value: 'USLAX', label: 'Los Angeles (USLAX)', detail: 'United States' },
];

/** A picker as a form uses it: the caller filters by the typed text and keeps the value. */
function Picker({ initial, onValue }: { initial?: string; onValue?: (value: string | undefined) => void }) {
  const [value, setValue] = useState(initial);
  const [text, setText] = useState('');
  const shown = PORTS.filter((port) => port.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        aria-label="Origin"
        value={value}
        valueLabel={PORTS.find((port) => port.value === value)?.label}
        options={shown}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        onInputChange={setText}
        emptyText="No matching port"
        clearLabel="Clear"
      />
      <button type="button">elsewhere</button>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Origin' }) as HTMLInputElement;
const key = (k: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(box(), { key: k, ...init });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');

afterEach(cleanup);

describe('combobox', () => {
  it('renders its options only while open, and reads an option’s detail only then', () => {
    let read = 0;
    const lazy: ComboboxOption = {
      value: 'CNSHA',
      label: 'Shanghai (CNSHA)',
      get detail() {
        read += 1;
        return 'China';
      },
    };
    render(
      <Combobox
        aria-label="Origin"
        value={undefined}
        options={[lazy]}
        onChange={() => {}}
        emptyText=""
        clearLabel=""
      />,
    );
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(read).toBe(0);
    key('ArrowDown');
    expect(optionNames()).toEqual(['Shanghai (CNSHA)China']);
    expect(read).toBeGreaterThan(0);
  });

  it('opens with the arrow keys and moves through the options, wrapping, with Home and End', () => {
    render(<Picker />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).id).toBe(box().getAttribute('aria-controls'));

    key('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Shanghai (CNSHA)China', 'Ningbo (CNNGB)China', 'Los Angeles (USLAX)United States']);
    expect(activeOption()?.textContent).toContain('CNSHA');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(activeOption()?.textContent).toContain('CNNGB');
    key('End');
    expect(activeOption()?.textContent).toContain('USLAX');
    key('ArrowDown');
    expect(activeOption()?.textContent).toContain('CNSHA');
    key('ArrowUp');
    expect(activeOption()?.textContent).toContain('USLAX');
    key('Home');
    expect(activeOption()?.textContent).toContain('CNSHA');
  });

  it('filters as the user types and chooses the highlighted option with Enter, keeping its label', () => {
    const chosen: (string | undefined)[] = [];
    render(<Picker onValue={(value) => chosen.push(value)} />);
    fireEvent.change(box(), { target: { value: 'an' } });
    expect(optionNames()).toEqual(['Shanghai (CNSHA)China', 'Los Angeles (USLAX)United States']);
    key('ArrowDown');
    key('Enter');

    expect(chosen).toEqual(['USLAX']);
    expect(box().value).toBe('Los Angeles (USLAX)');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('says so when nothing matches', () => {
    render(<Picker />);
    fireEvent.change(box(), { target: { value: 'zzz' } });
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No matching port');
  });

  it('closes on the first Escape and drops the typed text on the second, keeping the value', () => {
    render(<Picker initial="CNSHA" />);
    fireEvent.click(box());
    expect(box().value).toBe('');
    expect(box().placeholder).toBe('Shanghai (CNSHA)');
    fireEvent.change(box(), { target: { value: 'los' } });

    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('los');
    key('Escape');
    expect(box().value).toBe('Shanghai (CNSHA)');
  });

  it('chooses with the mouse, clears with the × button, and closes on Tab or a click outside', () => {
    const chosen: (string | undefined)[] = [];
    render(<Picker onValue={(value) => chosen.push(value)} />);
    fireEvent.click(box());
    fireEvent.click(screen.getByRole('option', { name: /Ningbo/ }));
    expect(box().value).toBe('Ningbo (CNNGB)');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chosen).toEqual(['CNNGB', undefined]);
    expect(box().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();

    key('ArrowDown');
    key('Tab');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toEqual(['CNNGB', undefined]);
  });

  it('leaves Enter to the form while closed, and to the input method while composing', () => {
    render(<Picker />);
    const closedEnter = fireEvent.keyDown(box(), { key: 'Enter' });
    expect(closedEnter).toBe(true);
    fireEvent.change(box(), { target: { value: 'sh' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });
});
