// The open popup's auto-open settings: when it opens by itself (never, after N seconds, at N %
// scrolled, on exit intent) and how often a visitor may see it. One fragment.trigger.set per
// change; the engine's popupTrigger/TRIGGER_LIMITS are the only rule of what is allowed.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONCE_PERIODS, TRIGGER_KINDS, TRIGGER_LIMITS, popupTrigger, type OncePeriod, type PopupTrigger, type TriggerKind } from '../engine';
import { CommitInput, Row, Section } from '../panels/fields';
import { useEditorServices } from '../state/EditorContext';

const KIND_KEYS: Readonly<Record<TriggerKind, string>> = { none: 'modals.triggerNone', delay: 'modals.triggerDelay', scroll: 'modals.triggerScroll', exit: 'modals.triggerExit' };
const ONCE_KEYS: Readonly<Record<OncePeriod, string>> = { session: 'modals.onceSession', day: 'modals.onceDay', week: 'modals.onceWeek', always: 'modals.onceAlways' };

export function PopupTriggerFields({ fragmentId, config }: { fragmentId: number; config: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const ids = { kind: useId(), value: useId(), once: useId() };
  const trigger = popupTrigger(config);
  const [error, setError] = useState<string | null>(null);
  const set = (next: PopupTrigger) => { setError(null); run({ type: 'fragment.trigger.set', id: fragmentId, trigger: next }); };
  const measured = trigger.kind === 'delay' || trigger.kind === 'scroll' ? TRIGGER_LIMITS[trigger.kind] : null;
  const commitValue = (v: string) => {
    if (measured === null) return;
    const n = Number(v.trim());
    if (!Number.isInteger(n) || n < measured.min || n > measured.max) { setError(t('modals.triggerRange', { min: measured.min, max: measured.max })); return; }
    set({ ...trigger, value: n });
  };
  return (
    <Section title={t('modals.trigger')}>
      <Row label={t('modals.triggerKind')} htmlFor={ids.kind}>
        <select id={ids.kind} className="ed-input" value={trigger.kind}
          onChange={(e) => {
            const kind = e.target.value as TriggerKind;
            set({ kind, once: trigger.once, value: kind === 'delay' || kind === 'scroll' ? TRIGGER_LIMITS[kind].initial : 0 });
          }}>
          {TRIGGER_KINDS.map((k) => <option key={k} value={k}>{t(KIND_KEYS[k])}</option>)}
        </select>
      </Row>
      {measured !== null && (
        <Row label={t(trigger.kind === 'delay' ? 'modals.seconds' : 'modals.percent')} htmlFor={ids.value} error={error}>
          <CommitInput id={ids.value} value={String(trigger.value)} onCommit={commitValue} invalid={error !== null} type="text" />
        </Row>
      )}
      {trigger.kind !== 'none' && (
        <Row label={t('modals.once')} htmlFor={ids.once}>
          <select id={ids.once} className="ed-input" value={trigger.once}
            onChange={(e) => set({ ...trigger, once: e.target.value as OncePeriod })}>
            {ONCE_PERIODS.map((p) => <option key={p} value={p}>{t(ONCE_KEYS[p])}</option>)}
          </select>
        </Row>
      )}
    </Section>
  );
}
