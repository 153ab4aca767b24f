/**
 * For tests of the page script under happy-dom, which fetches no script files: runs each page
 * script file the page has asked for (a <script src> the phone loader added) once, as a browser
 * does when the file arrives.
 */
import { PAGE_SCRIPT_URL, pageScriptFile } from '../phone-file';

const ran = new WeakSet<Element>();

// happy-dom refuses to fetch script files and logs each refusal; these tests run them themselves.
const dom = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
if (dom !== undefined) dom.settings.handleDisabledFileLoadingAsSuccess = true;

/** The page script files asked for and not yet run, run now; their addresses. */
export function runRequestedScriptFiles(): string[] {
  const done: string[] = [];
  for (const s of document.querySelectorAll('script[src]')) {
    if (ran.has(s)) continue;
    const src = s.getAttribute('src') ?? '';
    const file = src.startsWith(PAGE_SCRIPT_URL) ? pageScriptFile(src.slice(PAGE_SCRIPT_URL.length)) : null;
    if (file === null) throw new Error(`No page script file at ${src}`);
    ran.add(s);
    new Function(file.text)();
    done.push(src);
  }
  return done;
}
