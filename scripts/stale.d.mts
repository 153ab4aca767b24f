export declare const PARTS: Record<'ui' | 'server', { output: string; marker: string; sources: string[] }>;
export declare function needsBuild(root: string, part: 'ui' | 'server'): boolean;
