/**
 * What a form's file field may take: each kind of file by its name's endings (what the browser's
 * picker and the page script go by) and by its first bytes (what the server goes by — a renamed
 * program is not a PDF). One table for the field's panel, its markup, the page script and the
 * server. No executable kind is ever offered.
 */
export interface FileKind {
  readonly mime: string;
  readonly ext: readonly string[];
  /** The file's first bytes, any of these (a byte of null matches anything). */
  readonly magic: readonly (readonly (number | null)[])[];
}

const ZIP = [[0x50, 0x4b, 0x03, 0x04]];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];

export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', ext: ['pdf'], magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  jpg: { mime: 'image/jpeg', ext: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  png: { mime: 'image/png', ext: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  webp: { mime: 'image/webp', ext: ['webp'], magic: [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: ['docx'], magic: ZIP },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: ['xlsx'], magic: ZIP },
  doc: { mime: 'application/msword', ext: ['doc'], magic: OLE },
  xls: { mime: 'application/vnd.ms-excel', ext: ['xls'], magic: OLE },
  zip: { mime: 'application/zip', ext: ['zip'], magic: ZIP },
} as const satisfies Record<string, FileKind>;

export type FileKindKey = keyof typeof FILE_KINDS;
export const FILE_KIND_KEYS = Object.keys(FILE_KINDS) as FileKindKey[];

/** The most a file answer may weigh (10 MB), and what a new file field allows. */
export const FILE_MAX_MB = 10;
export const FILE_DEFAULT_MB = 5;
export const FILE_DEFAULT_KINDS: readonly FileKindKey[] = ['pdf', 'jpg', 'png', 'docx'];

/** The name endings a field's kinds allow (`.pdf,.jpg,.jpeg`): the picker's accept list. */
export const fileAccept = (kinds: readonly FileKindKey[]): string => kinds.flatMap((k) => FILE_KINDS[k].ext.map((e) => `.${e}`)).join(',');

/** The kind whose name ending this file name has and whose first bytes these are, among `kinds`; null when none. */
export function fileKindOf(name: string, head: Uint8Array, kinds: readonly FileKindKey[]): FileKindKey | null {
  const ext = (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? '').toLowerCase();
  for (const k of kinds) {
    const kind: FileKind = FILE_KINDS[k];
    if (!kind.ext.includes(ext)) continue;
    if (kind.magic.some((m) => m.length <= head.length && m.every((b, i) => b === null || head[i] === b))) return k;
  }
  return null;
}
