import { fireEvent, render, screen } from '@testing-library/react';
import { Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { labelScore, rankedSearch } from './option-search.ts';

const countries = [
  { value: 'UM', label: '美国本土外小岛屿 (UM)' },
  { value: 'US', label: '美国 (US)' },
  { value: 'VI', label: '美属维尔京群岛 (VI)' },
];

describe('searching a country or port picker', () => {
  it('ranks the exact name first, then the exact code, then names that start with the text', () => {
    expect(labelScore('美国 (US)', '美国')).toBeGreaterThan(labelScore('美国本土外小岛屿 (UM)', '美国'));
    expect(labelScore('Shanghai (CNSHA)', 'cnsha')).toBeGreaterThan(labelScore('Shanghai Pudong (CNPDG)', 'cnsha'));
    expect(labelScore('美属维尔京群岛 (VI)', '美国')).toBe(0);
  });

  it('picks 美国 (US), not 美国本土外小岛屿 (UM), when 美国 is typed and Enter pressed (issue 14)', () => {
    const onChange = vi.fn();
    render(<Select showSearch={rankedSearch} options={countries} onChange={onChange} data-testid="country" />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '美国' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toBe('US');
  });
});
