/** The parts of the published page's script (render/script/, compiled into script/compiled.generated.ts): a page carries those its markup needs. */
import type { SCRIPT_PARTS } from './script/compiled.generated';

export type Need = keyof typeof SCRIPT_PARTS;
