// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../testing/render';
import { Button } from './Button';
import { PersonPicker } from './PersonPicker';

vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const person = (id: number, over: Record<string, unknown> = {}) => ({ id, name: '', email: null, phone: null, ...over });
const pageOf = (items: unknown[]) => ({ items, total_items: items.length, current: 1, total_pages: items.length ? 1 : 0 });
const anna = person(1, { name: 'Анна Смирнова', email: 'anna@mail.ru', phone: '+79001234567' });
const nameless = person(2, { phone: '+79007654321' });

beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

function renderPicker(onPick = vi.fn()) {
  renderScreen(<PersonPicker action={(p) => <Button size="sm" aria-label={`Выбрать: ${p.name}`} onPress={() => onPick(p)}>Выбрать</Button>} />);
  return onPick;
}

describe('PersonPicker', () => {
  it('lists the newest persons at once, each named by the persons list rule with its contacts and its action', async () => {
    fake.cdp.personsList.mockResolvedValue(pageOf([anna, nameless]));
    const onPick = renderPicker();
    const rows = await screen.findAllByTestId('person-candidate');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Анна Смирнова');
    expect(rows[0].textContent).toContain('anna@mail.ru · +79001234567');
    // No name: the phone stands in for it.
    expect(rows[1].querySelector('strong')?.textContent).toBe('+79007654321');
    // …and is not said twice.
    expect(rows[1].textContent).toBe('+79007654321Выбрать');
    expect(fake.cdp.personsList).toHaveBeenCalledWith({ query: { limit: 10 } });
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать: Анна Смирнова' }));
    expect(onPick).toHaveBeenCalledWith({ id: 1, name: 'Анна Смирнова', contact: 'anna@mail.ru · +79001234567' });
  });

  it('asks the server once typing pauses and says when nobody matches', async () => {
    fake.cdp.personsList.mockImplementation(async ({ query }: { query: { search?: string } }) => pageOf(query.search ? [] : [anna]));
    renderPicker();
    await screen.findAllByTestId('person-candidate');
    const box = screen.getByRole('searchbox', { name: 'Найти клиента по имени, email или телефону' });
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: 'bo' } });
    fireEvent.change(box, { target: { value: 'bob ' } });
    expect(await screen.findByText(/Никого не нашли/)).toBeTruthy();
    // One call for the empty box, one for what was typed, trimmed: not one per keystroke.
    expect(fake.cdp.personsList.mock.calls.map(([c]) => c)).toEqual([{ query: { limit: 10 } }, { query: { limit: 10, search: 'bob' } }]);
    expect(screen.queryByTestId('person-candidate')).toBeNull();
  });

  it('says there is nobody yet when the account has no persons', async () => {
    fake.cdp.personsList.mockResolvedValue(pageOf([]));
    renderPicker();
    expect((await screen.findByTestId('person-picker-empty')).textContent).toBe('Клиентов пока нет. Добавьте клиента в разделе «Клиенты».');
  });

  it('shows a failure with a retry that asks again', async () => {
    fake.cdp.personsList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pageOf([anna]));
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getAllByTestId('person-candidate')).toHaveLength(1));
  });
});
