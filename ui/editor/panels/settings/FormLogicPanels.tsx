// A form's flow and consent in the Settings tab: a field's condition («Показывать, если…») and the
// step it starts (engine/widgets/field-logic.ts), and the consent checkbox's text and policy link
// (engine/consent.ts). The rules themselves live in the engine; these only edit the cfg they read.
import { useTranslation } from 'react-i18next';
import { CONDITION_CFG, conditionChoices, consentPolicyUrl, consentRule, STEP_START_CFG, type Widget } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';
import { currentTree } from '../../state/currentTree';
import { useEditorSelector } from '../../state/hooks';
import { CfgCheck, CfgSelect, CfgText, Section } from '../fields';
import { ConsentPolicyCheck } from './ConsentPolicyCheck';

export function FormLogicPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  const { editor } = useEditorServices();
  // Re-read when the page changes (another field renamed or given options).
  useEditorSelector((s) => s.doc);
  const choices = conditionChoices(currentTree(editor.getState()), w.id);
  const field = typeof (w.cfg[CONDITION_CFG] as Record<string, unknown> | undefined)?.field === 'string' ? String((w.cfg[CONDITION_CFG] as Record<string, unknown>).field) : '';
  const chosen = choices.find((c) => c.name === field);
  return (
    <Section title={t('panels.formLogic')}>
      {choices.length === 0 ? <p className="ed-muted" role="note">{t('fieldLogic.noOtherFields')}</p> : (
        <>
          <ConditionField w={w} field={field} choices={choices} />
          {field !== '' && (chosen !== undefined && chosen.options.length > 0 ? (
            <CfgSelect w={w} path={`${CONDITION_CFG}.value`} label={t('fieldLogic.answer')}
              options={[{ value: '', label: t('fieldLogic.anyAnswer') }, ...chosen.options.map((o) => ({ value: o, label: o }))]} />
          ) : (
            <>
              <CfgText w={w} path={`${CONDITION_CFG}.value`} label={t('fieldLogic.answer')} placeholder={t('fieldLogic.anyAnswer')} />
              <p className="ed-muted">{t('fieldLogic.anyAnswerHint')}</p>
            </>
          ))}
        </>
      )}
      <CfgCheck w={w} path={STEP_START_CFG} label={t('fieldLogic.stepStart')} />
      {w.cfg[STEP_START_CFG] === true && <p className="ed-muted">{t('fieldLogic.stepHint')}</p>}
    </Section>
  );
}

/** The field the condition names; «Всегда» removes the condition. */
function ConditionField({ w, field, choices }: { w: Widget; field: string; choices: readonly { name: string; label: string }[] }) {
  const { t } = useTranslation('editor');
  const { run } = useEditorServices();
  const id = `show-if-${w.id}`;
  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={id}>{t('fieldLogic.showIf')}</label>
      <select id={id} className="ed-input" value={field}
        onChange={(e) => run({ type: 'widget.param.set', id: w.id, path: CONDITION_CFG, value: e.target.value === '' ? null : { field: e.target.value, value: '' } })}>
        <option value="">{t('fieldLogic.always')}</option>
        {choices.map((c) => <option key={c.name} value={c.name}>{c.label} ({c.name})</option>)}
      </select>
    </div>
  );
}

export function ConsentPanel({ w }: { w: Widget }) {
  const { t } = useTranslation('editor');
  return (
    <Section title={t('panels.consent')}>
      <CfgText w={w} path="text" label={t('consent.text')} multiline />
      <CfgText w={w} path="policyUrl" label={t('consent.policyUrl')} placeholder="/policy"
        validate={(v) => (v.trim() === '' || consentPolicyUrl(v) !== null ? null : t('consent.invalidPolicy'))} />
      <p className="ed-muted">{t('consent.policyHint')}</p>
      <ConsentPolicyCheck url={typeof w.cfg.policyUrl === 'string' ? w.cfg.policyUrl : ''} />
      <CfgText w={w} path="linkText" label={t('consent.linkText')} />
      <CfgCheck w={w} path="required" label={t('consent.required')} />
      <p className="ed-muted" data-testid="consent-version">{t('consent.version', { version: consentRule(w).version })}</p>
    </Section>
  );
}
