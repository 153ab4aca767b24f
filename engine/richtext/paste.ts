/**
 * The paste sanitiser: HTML from the clipboard (Word, Google Docs, a web page) or from the inline
 * editor's own element → rich text. It keeps only what the model has — bold, italic, underline,
 * strikethrough, links with a safe target, bulleted and numbered lists, paragraphs and line breaks —
 * and everything else becomes plain text: no tag, attribute, style or script survives, because the
 * result is data that the renderer writes as escaped text. The engine has no DOM, so this is a small
 * tolerant tokenizer of its own (unclosed and stray tags are read as browsers mostly read them).
 */
import { canonicalRich, cleanRel, inlineOnly, linkHref, MARKS, type Mark, type RichBlock, type RichRun, type RichText, type RichValue } from './model';

/** Elements whose content is never text a reader sees. */
const DROP_CONTENT: ReadonlySet<string> = new Set(['script', 'xmp', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'xml', 'select', 'textarea', 'button']);
/** Elements that start and end a paragraph. */
const BLOCKS: ReadonlySet<string> = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'aside', 'main',
  'nav', 'figure', 'figcaption', 'address', 'table', 'tr', 'dl', 'dt', 'dd', 'hr', 'form', 'fieldset', 'details', 'summary', 'center',
]);
const TAG_MARKS: Readonly<Record<string, Mark>> = { b: 'b', strong: 'b', i: 'i', em: 'i', cite: 'i', u: 'u', ins: 'u', s: 's', strike: 's', del: 's' };
const VOID: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'col', 'area', 'base', 'embed', 'source', 'track', 'param']);

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', laquo: '«', raquo: '»', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™', shy: '' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});?/gi, (whole, ent: string) => {
    if (ent[0] === '#') {
      const code = ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      if (code === 0xa0) return ' ';
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[ent.toLowerCase()] ?? whole;
  });
}

type Attrs = Readonly<Record<string, string>>;

function parseAttrs(src: string): Attrs {
  const out: Record<string, string> = {};
  for (const m of src.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = m[1].toLowerCase();
    if (!(name in out)) out[name] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** What an inline style says about the marks (Google Docs and Word mark text with styles, not tags). */
function styleMarks(style: string | undefined): { add: Mark[]; remove: Mark[] } {
  const add: Mark[] = [];
  const remove: Mark[] = [];
  if (style === undefined) return { add, remove };
  const s = style.toLowerCase();
  const weight = /font-weight\s*:\s*([a-z0-9]+)/.exec(s)?.[1];
  if (weight !== undefined) {
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) add.push('b');
    else remove.push('b');
  }
  const fontStyle = /font-style\s*:\s*([a-z]+)/.exec(s)?.[1];
  if (fontStyle === 'italic' || fontStyle === 'oblique') add.push('i');
  else if (fontStyle === 'normal') remove.push('i');
  const decoration = /text-decoration(?:-line)?\s*:\s*([^;]+)/.exec(s)?.[1];
  if (decoration !== undefined) {
    if (decoration.includes('underline')) add.push('u');
    if (decoration.includes('line-through')) add.push('s');
    if (decoration.trim() === 'none') remove.push('u', 's');
  }
  return { add, remove };
}

interface Frame {
  readonly tag: string;
  readonly marks: readonly Mark[];
  readonly link: { href: string; target?: '_blank'; rel?: string } | null;
  /** Content read as nothing (a script, Word's list bullet). */
  readonly drop: boolean;
  /** Inside Word's list bullet (`mso-list:Ignore`): its text says the list's kind. */
  readonly bullet: boolean;
}

interface Options {
  /** Lists and paragraphs become lines (a heading's text). */
  readonly inline?: boolean;
}

/** Pasted or edited HTML as the stored rich-text value (a plain string when nothing is marked). */
export function richFromHtml(html: string, options: Options = {}): RichValue {
  return canonicalRich(richTextFromHtml(html, options));
}

function richTextFromHtml(html: string, options: Options = {}): RichText {
  const blocks: RichBlock[] = [];
  let para: RichRun[] = [];
  /** The list being read and its items; a paragraph started inside an item belongs to the item. */
  let list: { list: 'ul' | 'ol'; items: RichRun[][]; word?: string } | null = null;
  let inItem = false;
  let listDepth = 0;
  const stack: Frame[] = [{ tag: '#root', marks: [], link: null, drop: false, bullet: false }];
  const top = (): Frame => stack[stack.length - 1];
  /** Whitespace is collapsed as the browser shows it: a space is dropped at a line's start and after a space. */
  let lineStart = true;
  let lastSpace = false;

  const pushText = (raw: string): void => {
    const f = top();
    // A numbered Word list writes its numbers ("1.", "a)") as the bullet's text.
    if (f.bullet && list !== null && list.items.length === 1 && /^\s*(\d{1,3}|[a-z]{1,3})[.)]/i.test(decode(raw))) list.list = 'ol';
    if (f.drop) return;
    let text = '';
    for (const ch of raw.replace(/[\t\n\r\f ]+/g, ' ')) {
      if (ch === ' ') {
        if (lineStart || lastSpace) continue;
        lastSpace = true;
      } else lastSpace = false;
      lineStart = false;
      text += ch;
    }
    text = decode(text).replace(/\u00a0/g, ' ');
    if (text === '') return;
    const marks = MARKS.filter((m) => f.marks.includes(m));
    para.push(marks.length === 0 && f.link === null ? text : {
      t: text, ...(marks.length > 0 ? { m: marks } : {}),
      ...(f.link === null ? {} : { href: f.link.href, ...(f.link.target ? { target: f.link.target } : {}), ...(f.link.rel ? { rel: f.link.rel } : {}) }),
    });
  };
  const lineBreak = (): void => {
    if (top().drop) return;
    para.push('\n');
    lineStart = true;
    lastSpace = false;
  };
  /** Ends the paragraph being read: into the list item, or as a block of its own. */
  const endParagraph = (): void => {
    // A trailing space or line break ends nothing a reader sees.
    while (para.length > 0) {
      const last = para[para.length - 1];
      const t = typeof last === 'string' ? last : last.t;
      const trimmed = t.replace(/[ \n]+$/, '');
      if (trimmed === t) break;
      if (trimmed === '') para.pop();
      else para[para.length - 1] = typeof last === 'string' ? trimmed : { ...last, t: trimmed };
    }
    if (list !== null && inItem) {
      const item = list.items[list.items.length - 1];
      if (item.length > 0 && para.length > 0) item.push('\n');
      item.push(...para);
    } else if (para.length > 0) {
      if (list !== null) endList();
      blocks.push(para);
    }
    para = [];
    lineStart = true;
    lastSpace = false;
  };
  const endList = (): void => {
    if (list === null) return;
    const items = list.items.filter((i) => i.length > 0);
    if (items.length > 0) blocks.push({ list: list.list, items });
    list = null;
    inItem = false;
  };
  /** Word writes list items as paragraphs with `mso-list` and a bullet it marks `mso-list:Ignore`. */
  const wordListItem = (attrs: Attrs): boolean => /mso-list\s*:\s*l\d/i.test(attrs.style ?? '') || /^msolistparagraph/i.test(attrs.class ?? '');
  /** Which of the document's lists (l0, l1 …) a Word list paragraph belongs to. */
  const wordListId = (attrs: Attrs): string => /mso-list\s*:\s*(l\d+)/i.exec(attrs.style ?? '')?.[1] ?? '';

  const open = (tag: string, attrs: Attrs): void => {
    const f = top();
    if (tag === 'br') {
      lineBreak();
      return;
    }
    if (VOID.has(tag)) {
      if (tag === 'hr') endParagraph();
      return;
    }
    let marks = f.marks;
    let link = f.link;
    const bullet = f.bullet || /mso-list\s*:\s*ignore/i.test(attrs.style ?? '');
    const drop = f.drop || bullet || DROP_CONTENT.has(tag);
    if (tag === 'ul' || tag === 'ol') {
      endParagraph();
      if (listDepth === 0) {
        endList();
        list = { list: tag, items: [] };
      }
      listDepth++;
    } else if (tag === 'li') {
      endParagraph();
      if (list === null) list = { list: 'ul', items: [] };
      list.items.push([]);
      inItem = true;
    } else if (BLOCKS.has(tag)) {
      endParagraph();
      if (tag === 'p' && wordListItem(attrs) && !options.inline) {
        const word = wordListId(attrs);
        if (list !== null && list.word !== word) endList();
        if (list === null) list = { list: 'ul', items: [], word };
        list.items.push([]);
        inItem = true;
      } else if (listDepth === 0 && !inItem) endList();
    }
    if (tag === 'a') {
      const href = linkHref(attrs.href);
      const rel = cleanRel(attrs.rel);
      link = href === null ? null : { href, ...(attrs.target === '_blank' ? { target: '_blank' as const } : {}), ...(rel !== '' ? { rel } : {}) };
    }
    const mark = TAG_MARKS[tag];
    const styled = styleMarks(attrs.style);
    const remove = styled.remove;
    // A link's underline in a style (Google Docs colours and underlines every link) is how links look, not a mark.
    const add = link === null ? styled.add : styled.add.filter((m) => m !== 'u');
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: the style wins over the tag.
    const own = mark !== undefined && !remove.includes(mark) ? [mark] : [];
    if (own.length > 0 || add.length > 0 || remove.length > 0) marks = MARKS.filter((m) => (marks.includes(m) || own.includes(m) || add.includes(m)) && !remove.includes(m));
    stack.push({ tag, marks, link, drop, bullet });
  };

  const close = (tag: string): void => {
    // Closes up to the nearest open element of that name; a stray end tag closes nothing.
    let at = stack.length - 1;
    while (at > 0 && stack[at].tag !== tag) at--;
    if (at === 0) {
      // `</br>` is read as a <br> and a stray `</p>` as an empty paragraph, as browsers do.
      if (tag === 'br') lineBreak();
      else if (tag === 'p') endParagraph();
      return;
    }
    stack.length = at;
    if (tag === 'li') {
      endParagraph();
      inItem = false;
    } else if (tag === 'ul' || tag === 'ol') {
      endParagraph();
      listDepth = Math.max(0, listDepth - 1);
      if (listDepth === 0) endList();
    } else if (BLOCKS.has(tag)) {
      const wasWordItem = list !== null && inItem && listDepth === 0;
      endParagraph();
      if (wasWordItem) inItem = false;
    }
  };

  // Comments (Word's <!--[if !supportLists]--> among them), doctype and processing instructions are skipped.
  const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/([a-zA-Z][\w:-]*)[^>]*>?|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
  const lower = html.toLowerCase();
  for (let m = TOKEN.exec(html); m !== null; m = TOKEN.exec(html)) {
    const token = m[0];
    if (m[1] !== undefined) close(m[1].toLowerCase());
    else if (m[2] !== undefined) {
      // Office's own elements (<o:p>, <w:sdt>) are nothing of ours.
      const tag = /^[a-z]+:/i.test(m[2]) ? 'x-office' : m[2].toLowerCase();
      open(tag, parseAttrs(m[3]));
      if (m[3].trimEnd().endsWith('/') && !VOID.has(tag)) close(tag);
      // Raw text elements: their content is not markup, and is skipped whole.
      if (tag === 'script' || tag === 'style' || tag === 'textarea' || tag === 'title' || tag === 'xmp') {
        const end = lower.indexOf(`</${tag}`, m.index + token.length);
        TOKEN.lastIndex = end === -1 ? html.length : end;
      }
    } else if (!token.startsWith('<!') && !token.startsWith('<?')) pushText(token);
  }
  endParagraph();
  endList();
  return options.inline === true ? inlineOnly(blocks) : blocks;
}
