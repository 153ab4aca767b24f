// Everything the editor needs from the server, as one small interface. The screen takes a port so
// component tests and the benchmark can pass an in-memory one; httpPort.ts is the real one.
import type { Revision } from '../../../machines/autosave/autosaveMachine';
import type { LibraryChange, LibraryKind } from '../../../machines/designLibrary/libraryChanges';
import type { StockSource } from '../../../machines/mediaManager/mediaManagerMachine';
import type { Design, FontPreset, Lang, Palette } from '../engine';

export type { Revision };

/** A new design, palette or font preset (SPEC §7): a copy of `clone_of`, or a title and data. */
export interface LibraryDraft {
  readonly title?: string;
  readonly clone_of?: number;
  /** A child design's parent design. */
  readonly parent_id?: number | null;
  readonly data?: unknown;
}

/** A stored resource in the engine's Library shape. */
export type LibraryItem<K extends LibraryKind> = K extends 'style' ? Design : K extends 'palette' ? Palette : FontPreset;

export interface PageInfo {
  readonly id: number;
  readonly code: string;
  readonly uri: string;
  readonly domainId: number | null;
  /** The project whose permissions apply to the page (SPEC §6); null outside projects. */
  readonly projectId: number | null;
  readonly status: string;
  /** Its addresses as the server states them (api/pageUrl.ts). */
  readonly url: string;
  readonly testUrl: string;
  readonly domainUrl: string | null;
  /** The language the page is published in: the words of the widgets the editor adds to it. */
  readonly lang: Lang;
}

export interface LoadedPage {
  readonly title: string;
  /** What the publish dialog needs (address parts). */
  readonly page?: PageInfo;
  readonly content: unknown;
  readonly revision: Revision;
  /** Designs, palettes and font presets of the account (engine ImportOptions.library). */
  readonly library?: unknown;
}

export interface BlockCollection { readonly id: number; readonly title: string }
/** A ready block as the blocks panel lists it: its content is fetched on insert (blockContent). */
export interface ReadyBlock {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  readonly cover: string;
}

/** Public collections have no account (account_id null); the user's own ones belong to the account. */
export interface MediaCollection { readonly id: number; readonly title: string; readonly count: number; readonly account_id: number | null }
// A type alias (not an interface) so it passes as the media manager machine's open-ended item.
/** `thumb`: what the media grid shows (an uploaded photo's smallest copy; the file itself otherwise). */
/** A clip's `poster` is its frame taken at upload; `width`/`height` its own size (a clip's shape before it loads). */
export type MediaItem = {
  readonly id: number | string; readonly url: string; readonly thumb?: string; readonly title: string; readonly kind: 'image' | 'video';
  readonly poster?: string; readonly width?: number; readonly height?: number;
};
/** One page of a collection; `last` is true on its last page (SPEC §7). */
export interface MediaPage { readonly items: readonly MediaItem[]; readonly last: boolean }

export interface SaveBlockInput {
  readonly name: string;
  readonly cover: string;
  readonly category: string;
  readonly collectionId: number;
  readonly isCourse: boolean;
  readonly data: unknown;
}

/** A save refused because the server holds a newer revision (HTTP 409). */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  /** What machines/autosave reads to tell a conflict from a failure. */
  readonly status = 409;
  readonly code = 'conflict';
}

/** A name the server already knows (block title uniqueness, SPEC §5). */
export class DuplicateNameError extends Error {
  override readonly name = 'DuplicateNameError';
}

export interface EditorDataPort {
  loadPage(pageId: string): Promise<LoadedPage>;
  /**
   * Resolves with the new revision; rejects with ConflictError on an outdated base. `overwrite`:
   * the user chose to replace a version saved elsewhere (the server keeps it in the history).
   */
  saveDraft(pageId: string, content: unknown, baseRevision: Revision, overwrite?: boolean): Promise<Revision>;
  blockCollections(): Promise<readonly BlockCollection[]>;
  blocks(collectionId: number): Promise<readonly ReadyBlock[]>;
  /** One ready block's stored content (widgets map + tree, SPEC §3), its demo copy in `lang` where it has it. */
  blockContent(blockId: number, lang: Lang): Promise<unknown>;
  saveBlock(input: SaveBlockInput): Promise<void>;
  mediaCollections(): Promise<readonly MediaCollection[]>;
  mediaItems(q: { collectionId: number; page: number; search: string; limit: number }): Promise<MediaPage>;
  /** A stock search (photo stock or icons) on the server: pages and searches like a collection. */
  stockItems(q: { source: StockSource; page: number; search: string; limit: number }): Promise<MediaPage>;
  createFolder(title: string): Promise<MediaCollection>;
  /** `collectionId`: the user's folder to upload into, or null for the account's default one. */
  upload(file: File, onProgress: (fraction: number) => void, collectionId?: number | null): Promise<readonly MediaItem[]>;
  /** Creates a design, palette or font preset of the account; answers it with its id. */
  createLibraryItem<K extends LibraryKind>(kind: K, draft: LibraryDraft): Promise<LibraryItem<K>>;
  /** Stores library changes in order (machines/designLibrary); rejects on the first failure. */
  saveLibraryChanges(changes: readonly LibraryChange[]): Promise<void>;
}
