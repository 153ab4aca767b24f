import { useTranslation } from 'react-i18next';

/** The folder colours offered in the folder dialog (a palette, not a rule: the server stores any colour). */
export const FOLDER_COLORS = ['#4f46e5', '#0ea5e9', '#16a34a', '#d97706', '#dc2626', '#db2777', '#7c3aed', '#64748b'] as const;

export function ColorSwatches({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  const { t } = useTranslation('pages');
  return (
    <div className="field" role="radiogroup" aria-label={t('folders.color')}>
      <span className="field__label" aria-hidden="true">{t('folders.color')}</span>
      <div className="color-swatches">
        {FOLDER_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={value === c}
            aria-label={c}
            className="color-swatch"
            data-selected={value === c}
            style={{ background: c }}
            onClick={() => onChange(c)}
          />
        ))}
      </div>
    </div>
  );
}
