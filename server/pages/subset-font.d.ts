// subset-font ships no types; this is the part of its API font-subsets.ts uses (its README).
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType layout features kept (all when left out). */
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
    /** Drops TrueType hinting instructions. */
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
