// @vitest-environment happy-dom
// The campaign screen's reading of a test, from the server's answer: how sure the result is in
// plain words, that the planned sample was reached without a winner, and the warning when the
// visitors' split does not follow the shares — in Russian by default and in English, never a key.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Campaign } from '../../../../api/routes/campaigns';
import { changeLocale } from '../../../i18n/index';
import { setupI18n } from '../../../testing/render';
import { CampaignReading } from './CampaignReading';

type Reading = NonNullable<Campaign['reading']>;
const variant = (id: number, name: string, isOriginal: boolean, visitors: number, verdict: Campaign['variants'][number]['verdict']) => ({
  id, name, is_original: isOriginal, share: 50, revision: 1, visits: visitors, visitors, leads: 0, conversion: null, verdict, evidence: null,
});
function campaign(state: Reading['state'], progress: number, opts: { winner?: number; split?: Campaign['split']; visitors?: [number, number] } = {}): Campaign {
  const [va, vb] = opts.visitors ?? [Math.round(progress * 9900), Math.round(progress * 9900)];
  return {
    id: 3, page_id: 12, name: 'Заголовок', status: 'running', started: '2026-11-20T10:00:00.000Z', ended: null, chosen_variant_id: null,
    winner: opts.winner ? { variant_id: opts.winner } : null, planned_visitors: 9900, reading: { state, progress }, split: opts.split ?? null,
    variants: [variant(1, 'A', true, va, null), variant(2, 'B', false, vb, opts.winner === 2 ? 'better' : 'unclear')],
  };
}
/** The reading's text with the number formats' no-break spaces read as spaces. */
const text = () => (screen.getByTestId('campaign-reading').textContent ?? '').replace(/\s/g, ' ');

describe('the campaign reading', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);
  afterAll(() => changeLocale('ru'));

  it('says when the planned sample is reached without a winner, and how far the plan has come', () => {
    render(<CampaignReading campaign={campaign('no_winner', 1)} />);
    expect(screen.getByTestId('campaign-verdict').textContent).toContain('Плановая выборка собрана, победителя нет');
    expect(text()).toContain('Собрано 9 900 из 9 900 посетителей на вариант (100%)');
    expect(screen.getByRole('progressbar', { name: 'Собранная часть плановой выборки' }).getAttribute('value')).toBe('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a proven winner and how often such a call is wrong; a test still collecting says the difference may be chance', () => {
    render(<CampaignReading campaign={campaign('winner', 0.5, { winner: 2 })} />);
    expect(screen.getByTestId('campaign-verdict').textContent).toContain('Вариант B приносит больше заявок, чем исходная страница. Это не случайность: ошибочно победитель называется не чаще чем в 5% тестов.');
    cleanup();
    render(<CampaignReading campaign={campaign('collecting', 0.25)} />);
    expect(screen.getByTestId('campaign-verdict').textContent).toContain('Победителя пока нет: разница между вариантами может быть случайной.');
    // Why looking early is safe, in words.
    expect(text()).toContain('частые проверки не создают ложных победителей (не больше 5%)');
  });

  it('warns, as an alert, when the split does not follow the shares', () => {
    render(<CampaignReading campaign={campaign('collecting', 0.1, { split: { p: 0.00002, mismatch: true }, visitors: [1000, 1300] })} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Посетители делятся между вариантами не так, как заданы доли трафика (p < 0,0001)');
    expect(alert.textContent).toContain('сравнивать варианты нельзя');
    cleanup();
    // A split the χ² check finds fine says nothing.
    render(<CampaignReading campaign={campaign('collecting', 0.1, { split: { p: 0.4, mismatch: false } })} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads in English in the English interface, without a catalogue key', async () => {
    await changeLocale('en');
    render(<CampaignReading campaign={campaign('no_winner', 1, { split: { p: 0.0005, mismatch: true } })} />);
    expect(screen.getByTestId('campaign-verdict').textContent).toContain('The planned sample is reached without a winner');
    expect(screen.getByRole('alert').textContent).toContain('differently from the traffic shares (p = 0.0005)');
    expect(text()).toContain('9,900 of 9,900 visitors per variant collected (100%)');
    expect(text()).not.toMatch(/campaign\.|[а-яё]/i);
  });
});
