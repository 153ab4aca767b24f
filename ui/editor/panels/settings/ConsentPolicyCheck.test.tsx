// @vitest-environment happy-dom
// The consent panel's hint: the publish dialog's warning for the address typed as the policy link,
// asked of the server for a page of the same site only (an https policy elsewhere is not checked).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../i18n/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { childIds, pget } from '../../engine';
import { createServices } from '../../state/createServices';
import { memoryPort, samplePage, Wrap } from '../../testing/fixtures';
import { RightPanel } from '../RightPanel';
import { owner } from '../../../testing/fixtures';

vi.mock('../../../app/useSession', () => ({ useCurrentUser: () => owner }));
vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;

describe('consent panel: the policy link check', () => {
  beforeAll(async () => { await initI18n('ru'); });
  beforeEach(resetFakeEndpoints);
  afterEach(cleanup);

  it('warns under the policy address when the site publishes nothing there, and asks nothing of an https address', async () => {
    fake.pages.policyLinks.mockImplementation(async ({ query }: { query: { path?: string } }) => ({
      site: 'domain', domain_id: 2, project_id: 1, dead: query.path === '/policy' ? [{ path: '/policy', uri: 'policy', page_id: null }] : [],
    }));
    const s = createServices(samplePage(), '12', memoryPort());
    s.screen.send({ type: 'SET_SCREEN', screen: 'desktop' });
    const form = s.editor.getState().doc.nextId;
    s.run({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'form' }, lang: 'ru' });
    const consent = childIds(s.editor.getState().doc.page, form).find((id) => pget(s.editor.getState().doc.page.widgets, id)?.type === 'widget-consent') ?? -1;
    render(<Wrap services={s}><RightPanel /></Wrap>);
    act(() => void s.run({ type: 'selection.set', ids: [consent] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
    // No address yet: nothing to check.
    expect(fake.pages.policyLinks).not.toHaveBeenCalled();
    const policy = screen.getByLabelText('Политика конфиденциальности');
    fireEvent.change(policy, { target: { value: '/policy' } });
    fireEvent.blur(policy);
    expect((await screen.findByTestId('policy-link-warning')).textContent).toContain('ведёт на несуществующую страницу /policy');
    expect(fake.pages.policyLinks).toHaveBeenCalledWith({ params: { pageId: 12 }, query: { path: '/policy' }, suppressErrors: true });
    expect(screen.getByRole('button', { name: 'Создать страницу политики' })).toBeTruthy();
    fireEvent.change(policy, { target: { value: 'https://example.org/privacy' } });
    fireEvent.blur(policy);
    await waitFor(() => expect(screen.queryByTestId('policy-link-warning')).toBeNull());
    expect(fake.pages.policyLinks).toHaveBeenCalledTimes(1);
  });
});
