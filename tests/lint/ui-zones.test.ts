// The ui/ zones as ESLint applies them with the project's own config (eslint.config.js): a screen
// area importing another area's file fails lint, at any folder depth and by any import form; what
// the areas share (ui/components, ui/lib) passes; the shared folders import no screen; and the ui
// block's own import rules still hold beside the zones.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;

/** The rule ids reported for `code` linted as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('ui/screens areas', () => {
  it('a person screen importing the sales area fails; importing ui/components and its own area passes', async () => {
    expect(await problems('ui/screens/persons/Probe.tsx', "import { usePipelines } from '../sales/data';\nexport const x = usePipelines;\n"))
      .toContain('ui-zones/screen-areas');
    expect(await problems('ui/screens/persons/Probe.tsx', "import { Button } from '../../components/Button';\nimport { usePerson } from './data';\nexport const x = [Button, usePerson];\n"))
      .toEqual([]);
  });

  it('depth does not change the answer: from the pages area\'s settings folder its own data passes, another area fails', async () => {
    expect(await problems('ui/screens/pages/settings/Probe.tsx', "import { useSavePage } from '../data/page';\nexport const x = useSavePage;\n")).toEqual([]);
    expect(await problems('ui/screens/pages/settings/Probe.tsx', "import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';\nexport const x = useSettingsPage;\n")).toEqual([]);
    expect(await problems('ui/screens/pages/settings/Probe.tsx', "import DomainsList from '../../domains/DomainsList';\nexport const x = DomainsList;\n"))
      .toContain('ui-zones/screen-areas');
  });

  it('a dynamic import, a re-export, a loose screen and a test\'s vi.mock of another area fail too', async () => {
    expect(await problems('ui/screens/pages/Probe.tsx', "export const load = () => import('../trash/Trash');\n")).toContain('ui-zones/screen-areas');
    expect(await problems('ui/screens/sales/Probe.ts', "export { personsKey } from '../persons/data';\n")).toContain('ui-zones/screen-areas');
    expect(await problems('ui/screens/sales/Probe.tsx', "import Legal from '../Legal';\nexport const x = Legal;\n")).toContain('ui-zones/screen-areas');
    expect(await problems('ui/screens/contacts/probe.test.tsx', "import { vi } from 'vitest';\nvi.mock('../integrations/data', () => ({}));\n")).toContain('ui-zones/screen-areas');
  });

  it('the route tables in ui/app put areas together, so they may import any screen', async () => {
    expect(await problems('ui/app/routes/Probe.tsx', "export const load = [() => import('../../screens/persons/PersonCard'), () => import('../../screens/sales/Board')];\n")).toEqual([]);
  });
});

describe('the shared folders', () => {
  it('ui/components and ui/lib import no screen', async () => {
    expect(await problems('ui/components/Probe.tsx', "import PagesList from '../screens/pages/PagesList';\nexport const x = PagesList;\n")).toContain('ui-zones/screen-areas');
    expect(await problems('ui/lib/Probe.ts', "import { useLeadList } from '../screens/leads/data';\nexport const x = useLeadList;\n")).toContain('ui-zones/screen-areas');
  });
});

describe('beside the zones', () => {
  it('the ui block\'s own import rules still apply to a screen (network only through adapters/, no barrel)', async () => {
    expect(await problems('ui/screens/persons/Probe.tsx', "import ky from 'ky';\nexport const x = ky;\n")).toContain('no-restricted-imports');
    expect(await problems('ui/screens/persons/Probe.tsx', "import { Button } from 'react-aria-components';\nexport const x = Button;\n")).toContain('no-restricted-imports');
  });
});
