// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FilterSelect, NativeSelect } from './FilterSelect';

afterEach(cleanup);

const PRIORITIES = [{ value: 'low', label: 'Низкий' }, { value: 'high', label: 'Высокий' }] as const;

describe('NativeSelect / FilterSelect', () => {
  it('renders a select labelled by its field label, with the field class the app styles like its text fields', () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Приоритет" value="low" options={PRIORITIES} onChange={onChange} className="task-priority" />);
    const select = screen.getByLabelText('Приоритет');
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe('field__input');
    expect(select.closest('label')?.className).toBe('field task-priority');
    fireEvent.change(select, { target: { value: 'high' } });
    expect(onChange).toHaveBeenCalledWith('high');
  });

  it('a filter offers "any" first and reports it as no filter (null)', () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Тип" anyLabel="Все типы" value="high" options={PRIORITIES} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Тип');
    expect([...select.options].map((o) => o.text)).toEqual(['Все типы', 'Низкий', 'Высокий']);
    expect(select.value).toBe('high');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
