// @vitest-environment happy-dom
// The warning of a consent link to a policy page the site does not publish, and its way out: the
// page is made from the policy template at that address, in the page's domain and project; once it
// exists the warning offers to open it; a site that publishes it shows nothing. A member without the
// right to create pages in the project reads the warning without the action the server would refuse.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { owner, pageView } from '../testing/fixtures';
import { renderScreen, setupI18n } from '../testing/render';
import { PolicyLinkWarning } from './PolicyLinkWarning';

const session = vi.hoisted(() => ({ user: null as object | null }));
vi.mock('../app/useSession', () => ({ useCurrentUser: () => session.user ?? owner }));
vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const onDomain = { site: 'domain' as const, domain_id: 5, project_id: 3 };

beforeAll(setupI18n);
beforeEach(() => {
  session.user = null;
  resetFakeEndpoints();
});
afterEach(cleanup);

describe('policy link warning', () => {
  it('warns of the dead link and creates the policy page at that address, then offers to open it', async () => {
    fake.pages.policyLinks
      .mockResolvedValueOnce({ ...onDomain, dead: [{ path: '/policy', uri: 'policy', page_id: null }] })
      .mockResolvedValue({ ...onDomain, dead: [{ path: '/policy', uri: 'policy', page_id: 9 }] });
    fake.pages.create.mockResolvedValue(pageView({ id: 9, uri: 'policy' }));
    renderScreen(<PolicyLinkWarning pageId={4} />);
    const warning = await screen.findByTestId('policy-link-warning');
    expect(warning.textContent).toContain('Ссылка на политику обработки персональных данных ведёт на несуществующую страницу /policy');
    expect(fake.pages.policyLinks).toHaveBeenCalledWith({ params: { pageId: 4 }, query: {}, suppressErrors: true });
    fireEvent.click(screen.getByRole('button', { name: 'Создать страницу политики' }));
    await waitFor(() => expect(fake.pages.create).toHaveBeenCalledTimes(1));
    expect(fake.pages.create.mock.calls[0][0]).toEqual({ body: { template: 'policy', uri: 'policy', name: 'Политика обработки персональных данных', title: 'Политика обработки персональных данных', domain_id: 5, project_id: 3 } });
    const open = await screen.findByRole('link', { name: 'Открыть страницу политики' });
    expect(open.getAttribute('href')).toBe('/editor/9');
    expect(screen.getByTestId('policy-link-warning').textContent).toContain('уже создана, но не опубликована');
    expect(screen.queryByRole('button', { name: 'Создать страницу политики' })).toBeNull();
  });

  it('says nothing when the site publishes the policy, and explains a test address', async () => {
    fake.pages.policyLinks.mockResolvedValueOnce({ ...onDomain, dead: [] });
    const { container } = renderScreen(<PolicyLinkWarning pageId={4} path="/policy" />);
    await waitFor(() => expect(fake.pages.policyLinks).toHaveBeenCalledWith({ params: { pageId: 4 }, query: { path: '/policy' }, suppressErrors: true }));
    expect(container.querySelector('[data-testid=policy-link-warning]')).toBeNull();
    cleanup();
    fake.pages.policyLinks.mockResolvedValueOnce({ site: 'test', domain_id: null, project_id: 3, dead: [{ path: '/policy', uri: 'policy', page_id: null }] });
    renderScreen(<PolicyLinkWarning pageId={7} />);
    expect((await screen.findByTestId('policy-link-warning')).textContent).toContain('На тестовом адресе ссылка откроет опубликованную страницу этого же проекта без домена');
    expect(screen.getByRole('button', { name: 'Создать страницу политики' })).toBeTruthy();
  });

  it('a member without page.create in the page\'s project reads the warning alone; with it in that project, gets the action', async () => {
    session.user = { ...owner, permissions: { account: { is_owner: false }, projects: { 3: { 'page.list': true, 'page.create': false }, 8: { 'page.create': true } } } };
    fake.pages.policyLinks.mockResolvedValue({ ...onDomain, dead: [{ path: '/policy', uri: 'policy', page_id: null }] });
    renderScreen(<PolicyLinkWarning pageId={4} />);
    const warning = await screen.findByTestId('policy-link-warning');
    expect(warning.textContent).toContain('ведёт на несуществующую страницу /policy');
    expect(warning.textContent).toContain('Создать страницу политики может владелец аккаунта или участник с правом создавать страницы');
    expect(screen.queryByRole('button', { name: 'Создать страницу политики' })).toBeNull();
    expect(fake.pages.create).not.toHaveBeenCalled();
    cleanup();
    fake.pages.policyLinks.mockResolvedValue({ ...onDomain, project_id: 8, dead: [{ path: '/policy', uri: 'policy', page_id: null }] });
    renderScreen(<PolicyLinkWarning pageId={5} />);
    expect(await screen.findByRole('button', { name: 'Создать страницу политики' })).toBeTruthy();
  });

  it('a path that can be no page gets the advice to fix the link, with nothing to create; a failed check says so', async () => {
    fake.pages.policyLinks.mockResolvedValueOnce({ ...onDomain, dead: [{ path: '/__x', uri: null, page_id: null }] });
    renderScreen(<PolicyLinkWarning pageId={4} />);
    expect((await screen.findByTestId('policy-link-warning')).textContent).toContain('укажите в согласии формы адрес страницы политики');
    expect(screen.queryByRole('button', { name: 'Создать страницу политики' })).toBeNull();
    cleanup();
    fake.pages.policyLinks.mockRejectedValueOnce(new Error('offline'));
    renderScreen(<PolicyLinkWarning pageId={4} />);
    expect((await screen.findByTestId('policy-link-unknown')).textContent).toBe('Не удалось проверить ссылку на политику обработки персональных данных.');
  });
});
