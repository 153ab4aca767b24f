// /privacy-ru, /terms-ru, /privacy-en, /terms-en: short real texts in the document's own language,
// whatever the interface language (a Russian offer stays Russian).
import { Link } from 'react-router';
import { LEGAL_TEXTS, type LegalDoc } from './legalTexts';

export default function Legal({ doc }: { doc: LegalDoc }) {
  const text = LEGAL_TEXTS[doc];
  return (
    <article className="legal stack" lang={doc.endsWith('en') ? 'en' : 'ru'}>
      <h1>{text.title}</h1>
      <p className="subtle">{text.updated}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
      <Link to="/">{text.back}</Link>
    </article>
  );
}
