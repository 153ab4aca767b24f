// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import Pipelines from './Pipelines';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/useSession', async () => {
  const { owner } = await import('../../testing/fixtures');
  return { useCurrentUser: () => owner, useIsOwner: () => true };
});

const fake = fakeEndpoints;
const pipeline = (colors: [string, string]) => ({
  id: 3, title: 'Курсы', is_default: true, persons_total: 0,
  stages: [{ id: 30, title: 'Новые', color: colors[0], sort: 0 }, { id: 31, title: 'Оплата', color: colors[1], sort: 1 }],
});
/** The stage chips' colours on the pipelines list, in order. */
const chipColors = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('stage-chip'))
  .map((li) => li.querySelector('.stage-dot')?.className.replace('stage-dot stage-dot--', ''));

beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

describe('PipelineDialog: stage colours', () => {
  it('each stage has a colour chosen from named swatches (by mouse or arrows), sent on save and shown on the list', async () => {
    let saved = pipeline(['blue', 'amber']);
    fake.cdp.pipelinesList.mockImplementation(async () => [saved]);
    fake.cdp.pipelinesUpdate.mockImplementation(async () => { saved = pipeline(['red', 'violet']); return saved; });
    renderScreen(<Pipelines />);
    await waitFor(() => expect(chipColors()).toEqual(['blue', 'amber']));

    fireEvent.click(screen.getByRole('button', { name: /Изменить/ }));
    const dialog = await screen.findByTestId('pipeline-dialog');
    const first = within(dialog).getByRole('radiogroup', { name: 'Цвет этапа Новые' });
    // Every colour the API allows, named in Russian; the stage's own is checked.
    expect(within(first).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['Синий', 'Фиолетовый', 'Жёлтый', 'Зелёный', 'Красный', 'Серый']);
    expect((within(first).getByRole('radio', { name: 'Синий' }) as HTMLInputElement).checked).toBe(true);

    // By mouse on the first stage.
    fireEvent.click(within(first).getByRole('radio', { name: 'Красный' }));
    await waitFor(() => expect((within(first).getByRole('radio', { name: 'Красный' }) as HTMLInputElement).checked).toBe(true));
    // By keyboard on the second: the arrow moves the choice from «Жёлтый» back to «Фиолетовый».
    const second = within(dialog).getByRole('radiogroup', { name: 'Цвет этапа Оплата' });
    const amber = within(second).getByRole('radio', { name: 'Жёлтый' });
    act(() => amber.focus());
    fireEvent.keyDown(amber, { key: 'ArrowLeft' });
    await waitFor(() => expect((within(second).getByRole('radio', { name: 'Фиолетовый' }) as HTMLInputElement).checked).toBe(true));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.cdp.pipelinesUpdate).toHaveBeenCalledWith({
      params: { id: 3 },
      body: { title: 'Курсы', stages: [{ id: 30, title: 'Новые', color: 'red' }, { id: 31, title: 'Оплата', color: 'violet' }] },
      suppressErrors: true,
    }));
    await waitFor(() => expect(chipColors()).toEqual(['red', 'violet']));
  });

  it('a new stage takes the colour of its position when added, and keeps it when moved', async () => {
    fake.cdp.pipelinesList.mockResolvedValue([pipeline(['blue', 'amber'])]);
    renderScreen(<Pipelines />);
    fireEvent.click(await screen.findByRole('button', { name: /Изменить/ }));
    const dialog = await screen.findByTestId('pipeline-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить этап' }));
    // The third stage: amber, the third position's colour (api/cdp.ts defaultStageColor, as the server's).
    const groups = within(dialog).getAllByRole('radiogroup');
    expect(groups).toHaveLength(3);
    expect((within(groups[2]).getByRole('radio', { name: 'Жёлтый' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Этап 3' }), { target: { value: 'Пробный урок' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Поднять этап Пробный урок' }));
    const moved = within(dialog).getByRole('radiogroup', { name: 'Цвет этапа Пробный урок' });
    expect((within(moved).getByRole('radio', { name: 'Жёлтый' }) as HTMLInputElement).checked).toBe(true);
    fake.cdp.pipelinesUpdate.mockResolvedValue(pipeline(['blue', 'amber']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.cdp.pipelinesUpdate).toHaveBeenCalledWith(expect.objectContaining({
      body: { title: 'Курсы', stages: [{ id: 30, title: 'Новые', color: 'blue' }, { title: 'Пробный урок', color: 'amber' }, { id: 31, title: 'Оплата', color: 'amber' }] },
    })));
  });
});
