// The page script committed in engine/render/script/compiled.generated.ts is what its TypeScript
// modules compile to today, and it is ES5 (what every visitor's browser runs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRIPT_PARTS } from '../engine/render/script/compiled.generated';
import { CONFIG, es5Problems, GENERATED, generatedModule, PARTS, unwrapRun } from './pageScript';

describe('the published page script', () => {
  it('is compiled from its modules as they are now (run `npx tsx build/pageScript.ts` after changing them)', async () => {
    expect(readFileSync(new URL(`../${GENERATED}`, import.meta.url), 'utf8')).toBe(await generatedModule());
  }, 60_000);

  it('is ES5 in every part, a configured part taking its configuration in one place', () => {
    for (const [name, text] of Object.entries(SCRIPT_PARTS)) {
      expect(es5Problems(text.replace(CONFIG, '{}')), name).toEqual([]);
      expect(text.split(CONFIG).length - 1, name).toBe(PARTS[name as keyof typeof PARTS] ? 1 : 0);
    }
  });

  it('finds what is newer than ES5', () => {
    expect(es5Problems('var a=function(){return 1};a()')).toEqual([]);
    expect(es5Problems('let a=()=>`x${1}`;for(const b of [...c]){}')).toEqual(expect.arrayContaining(['let or const', 'an arrow function', 'a template literal', 'for…of', 'a spread']));
    expect(es5Problems('a?.b??c;var {d}=e;/x/u.test(f)')).toEqual(expect.arrayContaining(['?.', '??', 'destructuring', 'a regular expression flag newer than ES5']));
  });

  it('drops the run() wrapper of a part only when its body does not call it', () => {
    expect(unwrapRun('(function(){function r(){a()}r();})()')).toBe('(function(){a()})()');
    expect(unwrapRun('(function(){function r(){setTimeout(r,1)}r();})()')).toBe('(function(){function r(){setTimeout(r,1)}r();})()');
    expect(unwrapRun('(function(){var x=1;function r(){a(x)}r();})()')).toBe('(function(){var x=1;function r(){a(x)}r();})()');
  });
});
