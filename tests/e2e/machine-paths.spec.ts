// The machines' generated paths replayed on the real screens (ARCHITECTURE "Machines, as a model"):
// the same paths the machines' model tests replay headless (machines/testing/modelTesting.ts, from
// the shared `*.model.ts` event lists) are walked here in Chromium against the real server. A user
// event becomes what a person does on the screen; an effect's outcome becomes the answer to the
// request the screen sent, held until the path says how it ends; after every step the screen must
// show what the model's state means.
import { expect, test, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { getModelPaths, type ModelPath } from '../../machines/testing/modelTesting';
import { textContent } from '../../server/testing/pages-fixtures';
import { deletePage, signIn, signUp } from './support';
import { publishDialogMachine } from '../../machines/publishDialog/publishDialogMachine';
import { publishDialogModelEvents, publishDialogModelInput } from '../../machines/publishDialog/publishDialog.model';
import { unsupportedDeviceMachine } from '../../machines/unsupportedDevice/unsupportedDeviceMachine';
import { AUTOSAVE_DELAY, autosaveMachine, retryDelay, type AutosaveSnapshot } from '../../machines/autosave/autosaveMachine';
import { saveOutcomes } from '../../machines/autosave/autosave.model';
import { unsupportedDeviceModelEvents, unsupportedDeviceModelInput } from '../../machines/unsupportedDevice/unsupportedDevice.model';

const run = Date.now().toString(36);


const describeStep = (e: EventObject) => {
  const extra = e as EventObject & { code?: string; error?: { code?: string }; width?: number; routeName?: string };
  return [e.type, extra.code, extra.error?.code, extra.width, extra.routeName].filter((x) => x !== undefined).join(' ');
};
const pathTitle = (i: number, p: ModelPath) => `path ${i + 1}: ${p.steps.slice(1).map((s) => `${describeStep(s.event)} → ${JSON.stringify(s.state.value)}`).join(' | ')}`;

/** The state a step starts from. */
const state0 = (path: ModelPath, step: ModelPath['steps'][number]) => path.steps[path.steps.indexOf(step) - 1].state;

/** Requests of one kind, held until a step decides their answer. */
class HeldRequests {
  private readonly queue: Route[] = [];
  private readonly waiting: ((r: Route) => void)[] = [];

  constructor(private readonly what: string) {}

  take(route: Route): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(route);
    else this.queue.push(route);
  }

  next(): Promise<Route> {
    const held = this.queue.shift();
    if (held) return Promise.resolve(held);
    return new Promise<Route>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${this.what} request was sent`)), 10_000);
      this.waiting.push((r) => {
        clearTimeout(timer);
        resolve(r);
      });
    });
  }
}

// ------------------------------------------------------------------------------- publish dialog

// Replayed on the pages list, where the dialog has no draft to flush (its flush resolves at once).
// A failing flush is the editor's (editor.spec.ts cuts the network mid-save); those paths run on
// the machine only, in publishDialog.model.test.ts.
const publishPaths = getModelPaths(publishDialogMachine, { input: publishDialogModelInput, events: () => publishDialogModelEvents as never[] })
  .filter((p) => !p.steps.some((s) => s.event.type === 'xstate.error.actor.flushDraft'));

test.describe('publish dialog: the machine\'s paths on the pages list', () => {
  let token = '';
  /** The page of the running path, moved to the trash after it (the trash is outside the page limit). */
  let pageId = 0;
  /** What the real server answers for a taken address, on publish and on save. */
  const taken: Record<'publish' | 'save', { status: number; body: string }> = { publish: { status: 0, body: '' }, save: { status: 0, body: '' } };
  const failed = { status: 500, body: JSON.stringify({ error: 'generic', message: 'Произошла ошибка' }) };

  test.beforeAll(async ({ request }) => {
    token = await signUp(request);
    // A second account holds an address, so the server's own "taken" answers can be recorded.
    const other = await signUp(request);
    const held = `held-${run}`;
    const holder = await request.post('/api/pages', { headers: { 'X-Token': other }, data: { title: 'Holder', code: held } });
    expect(holder.ok()).toBe(true);
    const mine = ((await (await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: 'Probe' } })).json()) as { data: { id: number } }).data.id;
    const onPublish = await request.post(`/api/pages/${mine}/publish`, { headers: { 'X-Token': token }, data: { code: held, uri: '' } });
    const onSave = await request.patch(`/api/pages/${mine}`, { headers: { 'X-Token': token }, data: { code: held } });
    taken.publish = { status: onPublish.status(), body: await onPublish.text() };
    taken.save = { status: onSave.status(), body: await onSave.text() };
    expect(taken.publish.status).toBeGreaterThanOrEqual(400);
    expect(taken.save.status).toBeGreaterThanOrEqual(400);
    await deletePage(request, token, mine);
  });

  test.afterEach(async ({ request }) => {
    if (pageId) await deletePage(request, token, pageId);
    pageId = 0;
  });

  publishPaths.forEach((path, i) => {
    test(pathTitle(i, path), async ({ page, request }) => {
      const title = `Модель ${i + 1}`;
      const initialCode = `p${i + 1}-${run}`;
      const typedCode = `p${i + 1}-typed-${run}`;
      const created = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title, code: initialCode } });
      expect(created.ok()).toBe(true);
      pageId = ((await created.json()) as { data: { id: number } }).data.id;
      const publishes = new HeldRequests('publish');
      const saves = new HeldRequests('address save');
      await page.route(`**/api/pages/${pageId}/publish`, (route) => publishes.take(route));
      await page.route(`**/api/pages/${pageId}`, (route) => (route.request().method() === 'PATCH' ? saves.take(route) : route.fallback()));
      await signIn(page, token);
      await page.goto('/pages');
      await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: 'Опубликовать' }).click();

      const dialog = page.getByTestId('publish-dialog');
      const codeBox = dialog.getByRole('textbox', { name: 'Тестовый поддомен' });
      const uriBox = dialog.getByRole('textbox', { name: 'Путь страницы' });
      const answer = async (held: HeldRequests, outcome: 'real' | { status: number; body: string }) => {
        const route = await held.next();
        if (outcome === 'real') await route.continue();
        else await route.fulfill({ status: outcome.status, contentType: 'application/json; charset=utf-8', body: outcome.body });
      };
      // What the code field holds now (the model's context calls the good address 'my-page').
      let typed = initialCode;
      const pageNow = async () => ((await (await request.get(`/api/pages/${pageId}`, { headers: { 'X-Token': token } })).json()) as { data: { code: string; uri: string; status: string } }).data;

      for (const step of path.steps) {
        const event = step.event as EventObject & { code?: string; uri?: string; error?: { code: string } };
        switch (event.type) {
          case 'xstate.init':
          case 'xstate.done.actor.flushDraft': // no draft here: the flush has already resolved
            break;
          case 'SET_ADDRESS':
            typed = event.code === 'my-page' ? typedCode : String(event.code);
            await codeBox.fill(typed);
            if (event.uri !== undefined) await uriBox.fill(event.uri);
            break;
          case 'SET_HEAD': await dialog.getByRole('textbox', { name: 'Заголовок страницы' }).fill(String((event as { title?: string }).title ?? '')); break;
          case 'PUBLISH': await dialog.getByRole('button', { name: 'Опубликовать' }).click(); break;
          case 'SAVE_AND_CONTINUE': await dialog.getByRole('button', { name: 'Сохранить и продолжить' }).click(); break;
          case 'RETRY': await dialog.getByRole('button', { name: 'Повторить' }).click(); break;
          case 'EDIT': await dialog.getByRole('button', { name: 'Изменить адрес' }).click(); break;
          case 'CLOSE': await dialog.getByRole('button', { name: state0(path, step).matches('success') ? 'Готово' : 'Закрыть' }).click(); break;
          case 'xstate.done.actor.publish': await answer(publishes, 'real'); break;
          case 'xstate.error.actor.publish': await answer(publishes, event.error?.code === 'generic' ? failed : taken.publish); break;
          case 'xstate.done.actor.saveAddress': await answer(saves, 'real'); break;
          case 'xstate.error.actor.saveAddress': await answer(saves, event.error?.code === 'generic' ? failed : taken.save); break;
          default: throw new Error(`no screen action for ${event.type}`);
        }

        const state = step.state;
        const context = state.context as { addressError: string | null; titleError: string | null; error: unknown };
        if (state.matches('editing')) {
          await expect(dialog.getByRole('heading', { name: 'Публикация страницы' })).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'Опубликовать' })).toBeEnabled();
          await expect(codeBox).toBeEnabled();
          // The address's problem and the first publish's missing title, each under its own field.
          const alerts = dialog.getByRole('alert');
          const addressAlerts = context.addressError || context.error ? 1 : 0;
          await expect(alerts).toHaveCount(addressAlerts + (context.titleError ? 1 : 0));
          if (context.addressError === 'address.invalid') await expect(alerts.filter({ hasText: 'Некорректный адрес' })).toHaveCount(1);
          else if (context.addressError === 'address.taken') await expect(alerts.filter({ hasText: 'Этот адрес занят' })).toHaveCount(1);
          if (context.titleError) await expect(alerts.filter({ hasText: 'Обязательное поле' })).toHaveCount(1);
        } else if (state.matches('flushing') || state.matches('waiting') || state.matches('savingDraft') || state.matches('savingAddress')) {
          await expect(dialog.getByRole('status')).toHaveText(/Собираем страницу/);
          await expect(codeBox).toBeDisabled();
        } else if (state.matches('success')) {
          await expect(dialog.getByRole('heading', { name: 'Страница опубликована' })).toBeVisible();
          await expect(dialog.getByTestId('published-link')).toContainText(`//${typed}.localhost`);
          // Not only the dialog: the server published the page under that address.
          expect(await pageNow()).toMatchObject({ status: 'published', code: typed });
        } else if (state.matches('error')) {
          await expect(dialog.getByRole('heading', { name: 'Не удалось опубликовать' })).toBeVisible();
          await expect(dialog.getByRole('alert')).not.toBeEmpty();
        } else if (state.matches('closed')) {
          await expect(dialog).toHaveCount(0);
          // Saved and continued: the address is stored, the page not published by it.
          if (state0(path, step).matches('savingAddress')) expect((await pageNow())).toMatchObject({ code: typed, status: 'unpublished' });
        } else {
          throw new Error(`no screen assertion for ${JSON.stringify(state.value)}`);
        }
      }
    });
  });
});

// ------------------------------------------------------------------------ unsupported device

const devicePaths = getModelPaths(unsupportedDeviceMachine, { input: unsupportedDeviceModelInput, events: () => unsupportedDeviceModelEvents });
const routePaths: Record<string, string> = { Home: '/', Pages: '/pages', Login: '/login' };

test.describe('unsupported device: the machine\'s paths in the app', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await signUp(request);
  });

  devicePaths.forEach((path, i) => {
    test(pathTitle(i, path), async ({ page }) => {
      await signIn(page, token);
      await page.setViewportSize({ width: unsupportedDeviceModelInput.width, height: 800 });
      await page.goto(routePaths[unsupportedDeviceModelInput.routeName ?? 'Home']);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      const modal = page.getByTestId('unsupported-device');
      for (const step of path.steps) {
        const event = step.event as EventObject & { width?: number; routeName?: string };
        if (event.type === 'RESIZED') await page.setViewportSize({ width: Number(event.width), height: 800 });
        else if (event.type === 'ROUTE_CHANGED') {
          // A route change inside the running app (what the router does on a link), not a reload.
          await page.evaluate((to) => {
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, routePaths[String(event.routeName)]);
          // A signed-in user on Login is sent on to Home; both are exempt from the check.
          await expect(page).toHaveURL(event.routeName === 'Login' ? /\/(login)?$/ : new RegExp(`${routePaths[String(event.routeName)]}$`));
        } else if (event.type !== 'xstate.init') throw new Error(`no screen action for ${event.type}`);

        if (step.state.matches('open')) await expect(modal).toBeVisible();
        else await expect(modal).toHaveCount(0);
      }
    });
  });
});

// ------------------------------------------------------------------------------------ autosave

// What a person can do in each state of the editor's autosave: edit (add a text), press the save
// button (a flush when dirty, a retry after an error), reload or keep their version after a
// conflict; the save request's answer and the machine's timers do the rest. (A flush while saving
// or after an error comes from the publish dialog, not a button; those paths stay headless.)
const CHANGE = { type: 'CHANGE' } as const;
const uiEvents = (s: AutosaveSnapshot): EventObject[] => {
  if (s.matches('dirty')) return [CHANGE, { type: 'FLUSH' }];
  if (s.matches('saving')) return [CHANGE, ...saveOutcomes];
  if (s.matches('error')) return [CHANGE, { type: 'RETRY' }];
  if (s.matches('conflict')) return [{ type: 'LOAD' }, { type: 'FORCE_SAVE' }];
  return [CHANGE];
};
const autosavePaths = getModelPaths(autosaveMachine, {
  input: {},
  events: uiEvents as never,
  projectContext: ({ getPayload: _payload, ...rest }: { getPayload: unknown }) => rest,
});

test.describe('autosave: the machine\'s paths in the editor', () => {
  let token = '';
  let pageId = 0;
  const failed = { status: 500, body: JSON.stringify({ error: 'generic', message: 'Произошла ошибка' }) };
  let conflict = { status: 0, body: '' };

  test.beforeAll(async ({ request }) => {
    token = await signUp(request);
    // The server's own answer to a save on an outdated revision.
    const probe = ((await (await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: 'Probe' } })).json()) as { data: { id: number } }).data.id;
    const base = ((await (await request.get(`/api/pages/${probe}/content`, { headers: { 'X-Token': token } })).json()) as { data: { revision: number } }).data.revision;
    const draft = (revision: number) => request.post(`/api/pages/${probe}/draft`, { headers: { 'X-Token': token }, data: { revision, data: textContent('Черновик'), globals: {} } });
    expect((await draft(base)).ok()).toBe(true);
    const stale = await draft(base);
    conflict = { status: stale.status(), body: await stale.text() };
    expect(conflict.status).toBe(409);
    await deletePage(request, token, probe);
  });

  test.afterEach(async ({ request }) => {
    if (pageId) await deletePage(request, token, pageId);
    pageId = 0;
  });

  autosavePaths.forEach((path, i) => {
    test(pathTitle(i, path), async ({ page, context, request }) => {
      const created = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: `Автосохранение ${i + 1}` } });
      expect(created.ok()).toBe(true);
      pageId = ((await created.json()) as { data: { id: number } }).data.id;
      const saves = new HeldRequests('draft save');
      await page.route(`**/api/pages/${pageId}/draft`, (route) => (route.request().method() === 'POST' ? saves.take(route) : route.fallback()));
      await page.clock.install();
      await signIn(page, token);
      await page.goto(`/editor/${pageId}`);
      const saveState = page.getByTestId('save-state');
      await expect(saveState).toHaveAttribute('data-state', 'saved');
      // From here on the machine's timers run only when a step says so.
      await page.clock.pauseAt(Date.now() + 60_000);
      const roots = page.getByTestId('canvas').locator(':scope > [data-wid]');

      for (const step of path.steps) {
        const event = step.event as EventObject & { error?: { code: string } };
        const before = path.steps.indexOf(step) > 0 ? state0(path, step) : null;
        switch (event.type) {
          case 'xstate.init': break;
          case 'CHANGE': await page.getByTestId('add-text').click(); break;
          case 'FLUSH':
          case 'RETRY': await saveState.click(); break;
          case 'LOAD': await page.getByRole('button', { name: 'Обновить' }).click(); break;
          case 'FORCE_SAVE': await page.getByRole('button', { name: 'Оставить мои правки' }).click(); break;
          case 'xstate.done.actor.save': await (await saves.next()).continue(); break;
          case 'xstate.error.actor.save': {
            const answer = event.error?.code === 'conflict' ? conflict : failed;
            await (await saves.next()).fulfill({ status: answer.status, contentType: 'application/json; charset=utf-8', body: answer.body });
            break;
          }
          case 'xstate.after.saveDelay.autosave.dirty': await page.clock.runFor(AUTOSAVE_DELAY); break;
          case 'xstate.after.retryBackoff.autosave.error': await page.clock.runFor(retryDelay((before?.context as { attempt: number }).attempt)); break;
          default: throw new Error(`no screen action for ${event.type}`);
        }
        await expect(saveState).toHaveAttribute('data-state', String(step.state.value));
        await expect(page.getByTestId('conflict')).toHaveCount(step.state.matches('conflict') ? 1 : 0);
        if (step.state.matches('saved') && event.type !== 'xstate.init') {
          // Nothing lost: the stored draft, opened afresh, has every widget this tab shows.
          const fresh = await context.newPage();
          await fresh.goto(`/editor/${pageId}`);
          await expect(fresh.getByTestId('canvas').locator(':scope > [data-wid]')).toHaveCount(await roots.count());
          await fresh.close();
        }
      }
    });
  });
});
