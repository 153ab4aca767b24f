// Types of server-zones.mjs (plain JavaScript, loaded by eslint.config.js before anything compiles).
import type { Linter } from 'eslint';

export declare const SERVER_FLOOR: string[];
export declare function serverAreas(serverDir?: string): string[];
export declare function serverZones(basePatterns: object[], areas?: string[]): Linter.Config[];
