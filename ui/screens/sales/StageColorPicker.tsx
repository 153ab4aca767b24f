// A stage's colour in the pipeline dialog: a radio group of swatches (arrows move between them),
// each named for screen readers. The colours are the API's (STAGE_COLORS); the board shows the choice.
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from 'react-i18next';
import { STAGE_COLORS, type StageColor } from '../../../api/cdp';

export function StageColorPicker({ stageName, value, onChange }: { stageName: string; value: StageColor; onChange: (color: StageColor) => void }) {
  const { t } = useTranslation('pipelines');
  return (
    <RadioGroup className="stage-colors" aria-label={t('dialog.color', { title: stageName })} orientation="horizontal" value={value}
      onChange={(v) => onChange(STAGE_COLORS.find((c) => c === v) ?? value)}>
      {STAGE_COLORS.map((c) => (
        <Radio key={c} value={c} className="stage-swatch" aria-label={t(`dialog.colors.${c}`)}>
          <span className={`stage-dot stage-dot--${c}`} aria-hidden="true" />
        </Radio>
      ))}
    </RadioGroup>
  );
}
