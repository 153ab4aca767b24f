import { Label } from 'react-aria-components/Label';
import { ProgressBar as AriaProgressBar } from 'react-aria-components/ProgressBar';

export function ProgressBar({ label, value }: { label: string; value: number }) {
  return (
    <AriaProgressBar className="progress" value={value} minValue={0} maxValue={100}>
      {({ valueText, percentage }) => (
        <>
          <div className="row-between">
            <Label className="field__label">{label}</Label>
            <span className="muted">{valueText}</span>
          </div>
          <div className="progress__bar">
            <div className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
