// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../i18n/index';
import type { Autosave } from '../save/useAutosave';
import { makeServices, Wrap } from '../testing/fixtures';
import { TopBar } from './TopBar';

const autosave: Autosave = { status: 'saved', library: 'saved', flush: async () => 'saved', retry: () => undefined, keepMine: () => undefined };

function show(onPublish?: () => void) {
  render(
    <MemoryRouter>
      <Wrap services={makeServices()}><TopBar title="Акция" autosave={autosave} onPreview={() => undefined} onPublish={onPublish} preview={false} /></Wrap>
    </MemoryRouter>,
  );
}

describe('the editor top bar’s publish button', () => {
  beforeAll(async () => { await initI18n('ru'); });
  afterEach(cleanup);

  it('publishes for someone who may', () => {
    const publish = vi.fn();
    show(publish);
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('publish-refused')).toBeNull();
  });

  it('without the publish right: the reason stands where the button was, no button the server would refuse', () => {
    show();
    expect(screen.queryByRole('button', { name: 'Опубликовать' })).toBeNull();
    const reason = screen.getByTestId('publish-refused');
    expect(reason.textContent).toContain('Нет права на публикацию');
    // Read out in full, and shown in full on hover.
    expect(reason.textContent).toContain('право даёт владелец аккаунта');
    expect(reason.getAttribute('title')).toContain('право даёт владелец аккаунта');
  });
});
