// The paste sanitiser on what Word, Google Docs and a browser's own editing really put on the
// clipboard: only the marks, links, lists and breaks of the model are kept, the rest is plain text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../render';
import { addRoot, docWith } from '../test-fixtures';
import { richFromHtml } from './paste';

// Google Docs: everything in a <b style="font-weight:normal">, marks as span styles, underlined link spans.
const GOOGLE_DOCS = `<meta charset='utf-8'><meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5a1f8c2e-7fff-0a3b-2c4d-9e8f7a6b5c4d"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Запишитесь </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">сегодня</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"> со скидкой</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">, </span><a href="https://school.example/price" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">цены</span></a><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:line-through;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">старые</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Первый шаг</span></p></li><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;text-decoration:underline;">Второй</span></p></li></ul><br /></b>`;

// Word for Windows: a whole document with Office namespaces, conditional comments, <o:p>, and lists
// written as paragraphs with mso-list and a bullet marked mso-list:Ignore.
const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15"><title>Документ</title>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style></head>
<body lang=RU link="#0563C1" vlink="#954F72" style='tab-interval:35.4pt;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal><b><span style='mso-ansi-language:EN-US'>Жирный</span></b><span lang=EN-US> и <i>курсив</i>, <u>подчёркнутый</u> и <s>зачёркнутый</s>;
строка с переносом<br>вторая строка<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Пункт один<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Пункт <b>два</b><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><![endif]>Шаг<o:p></o:p></p>
<p class=MsoNormal><a href="https://example.ru/usloviya">условия</a> и <a href="file:///C:/secret.docx">файл</a><o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

describe('paste sanitiser', () => {
  it('keeps the marks, the link and the list of a Google Docs paste and nothing of its styling', () => {
    expect(richFromHtml(GOOGLE_DOCS)).toEqual([
      ['Запишитесь ', { t: 'сегодня', m: ['b'] }, { t: ' со скидкой', m: ['i'] }, ', ', { t: 'цены', href: 'https://school.example/price' }, { t: 'старые', m: ['s'] }],
      { list: 'ul', items: [['Первый шаг'], [{ t: 'Второй', m: ['u'] }]] },
    ]);
  });

  it('keeps the marks, breaks, lists and safe links of a Word paste; comments, styles, titles and Office tags vanish', () => {
    expect(richFromHtml(WORD)).toEqual([
      [{ t: 'Жирный', m: ['b'] }, ' и ', { t: 'курсив', m: ['i'] }, ', ', { t: 'подчёркнутый', m: ['u'] }, ' и ', { t: 'зачёркнутый', m: ['s'] }, '; строка с переносом\nвторая строка'],
      { list: 'ul', items: [['Пункт один'], ['Пункт ', { t: 'два', m: ['b'] }]] },
      { list: 'ol', items: [['Шаг']] },
      [{ t: 'условия', href: 'https://example.ru/usloviya' }, ' и файл'],
    ]);
  });

  it('reads what the browser\'s own editing writes (b, i, u, strike, a, br, lists) back into the same data', () => {
    const html = 'Купите <b>сейчас</b> <i>и</i> <u>тут</u> <strike>там</strike><br><a href="#form" target="_blank">форма</a><ul><li>раз</li><li>два<br></li></ul>';
    expect(richFromHtml(html)).toEqual([
      ['Купите ', { t: 'сейчас', m: ['b'] }, ' ', { t: 'и', m: ['i'] }, ' ', { t: 'тут', m: ['u'] }, ' ', { t: 'там', m: ['s'] }, '\n', { t: 'форма', href: '#form', target: '_blank' }],
      { list: 'ul', items: [['раз'], ['два']] },
    ]);
    expect(richFromHtml('plain <span style="color:red">text</span>')).toBe('plain text');
  });

  it('gives a heading lines instead of lists and paragraphs', () => {
    expect(richFromHtml('<p><b>Big</b></p><ul><li>a</li></ul>', { inline: true })).toEqual([[{ t: 'Big', m: ['b'] }, '\na']]);
  });

  it('lets no markup of a paste run: scripts, handlers, frames and script links become text or nothing', () => {
    const hostile = '<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>'
      + '<a href="javascript:alert(1)">x</a><a href=" java&#x09;script:alert(1)">y</a><a href="data:text/html,<script>alert(1)</script>">z</a>'
      + '<svg><script>alert(1)</script></svg><style>*{}</style>&lt;b&gt;not bold&lt;/b&gt;</p>';
    const value = richFromHtml(hostile);
    expect(value).toBe('Hixyz<b>not bold</b>');
    const { html } = renderPage(docWith(addRoot('text', { cfg: { text: value } })));
    expect(html).toContain('Hixyz&lt;b&gt;not bold&lt;/b&gt;');
  });

  it('never lets a tag or a handler through, whatever the input (property test)', () => {
    const piece = fc.oneof(
      fc.constantFrom('<b>', '</b>', '<i>', '<a href="javascript:alert(1)">', '<a href="https://ok.example" onclick="x">', '</a>', '<ul>', '<li>', '</ul>', '<br>',
        '<script>', '</script>', '<img src=x onerror=alert(1)>', '<!--', '-->', '<p style="font-weight:700">', '</p>', '&lt;', '&amp;', '"', "'", '<'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
      const value = richFromHtml(parts.join(''));
      const { html } = renderPage(docWith(addRoot('text', { cfg: { text: value } })));
      const tags = [...html.matchAll(/<\/?([a-z]+)([^>]*)>/g)];
      for (const [, tag, attrs] of tags) {
        expect(['main', 'p', 'div', 'strong', 'em', 'u', 's', 'a', 'br', 'ul', 'ol', 'li']).toContain(tag);
        expect(attrs).not.toMatch(/\son\w+=|javascript:/i);
      }
    }), { numRuns: 300 });
  });
});
