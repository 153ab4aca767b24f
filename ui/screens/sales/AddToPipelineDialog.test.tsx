// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Pipeline } from '../../../api/routes/cdp';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { toasts } from '../../lib/toasts';
import { AddToPipelineDialog } from './AddToPipelineDialog';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const person = (id: number, over: Record<string, unknown> = {}) => ({ id, name: '', email: null, phone: null, ...over });
const pageOf = (items: unknown[]) => ({ items, total_items: items.length, current: 1, total_pages: items.length ? 1 : 0 });
const anna = person(1, { name: 'Анна Смирнова', email: 'anna@mail.ru' });
const boris = person(2, { name: 'Борис Петров', phone: '+79001234567' });
const pipelines = [{ id: 7, title: 'Курсы', stages: [{ id: 70, title: 'Новые', color: 'blue' }, { id: 71, title: 'Оплата', color: 'green' }] }] as unknown as Pipeline[];

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.cdp.personsList.mockImplementation(async ({ query }: { query: { search?: string } }) =>
    pageOf(query.search ? [anna, boris].filter((p) => `${p.name} ${p.email ?? ''}`.toLowerCase().includes(query.search!.toLowerCase())) : [boris, anna]));
  fake.cdp.move.mockResolvedValue({ moved: true });
});
afterEach(cleanup);

describe('AddToPipelineDialog', () => {
  it('refuses to add without a person, with the dialog\'s own message', async () => {
    renderScreen(<AddToPipelineDialog pipelines={pipelines} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Выберите клиента из списка')).toBeTruthy();
    expect(fake.cdp.move).not.toHaveBeenCalled();
  });

  it('typing finds the person, every letter kept; choosing keeps the name and adds them to the chosen stage', async () => {
    const shown = vi.spyOn(toasts, 'show');
    const onClose = vi.fn();
    renderScreen(<AddToPipelineDialog pipelines={pipelines} onClose={onClose} />);
    const input = await screen.findByTestId('person-picker') as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'anna@' } });
    expect(input.value).toBe('anna@');
    const options = () => screen.getByTestId('person-picker-options');
    // The search's answer: only Anna (the first batch also held Boris).
    await waitFor(() => expect(within(options()).getAllByRole('option')).toHaveLength(1), { timeout: 3000 });
    expect(fake.cdp.personsList).toHaveBeenCalledWith({ query: { limit: 10, search: 'anna@' } });
    const option = within(options()).getByRole('option', { name: /Анна Смирнова/ });
    expect(option.textContent).toBe('Анна Смирнова · anna@mail.ru');
    fireEvent.click(option);
    await waitFor(() => expect(input.value).toBe('Анна Смирнова'));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(fake.cdp.move).toHaveBeenCalledWith({ params: { personId: 1 }, body: { pipeline_id: 7, stage_id: 70 } }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('success', 'Анна Смирнова: «Курсы», этап «Новые»'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Выберите клиента из списка')).toBeNull();
  });
});
