import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Label } from 'react-aria-components/Label';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { questionPosition, selectCurrentQuestion, type OnboardingActor } from '../../../machines/index';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { phone, required } from '../../lib/validators';
import { CHOICES, TEXT_INPUT } from './questions';

/** One question at a time: the machine says which (the first unanswered one). */
export function Questionnaire({ actor, defaultName }: { actor: OnboardingActor; defaultName: string }) {
  const { t } = useTranslation();
  const question = useSelector(actor, selectCurrentQuestion);
  const [choice, setChoice] = useState<string | null>(null);
  const form = useForm({ value: '' }, { value: question === 'phone' ? phone : required });
  if (!question) return null;

  const { index, total, followUp } = questionPosition(question);
  const choices = CHOICES[question];
  const answer = (value: string) => {
    actor.send({ type: 'ANSWER', question, value });
    setChoice(null);
    form.reset({ value: '' });
  };

  return (
    <section className="card stack" id="questionnaire" aria-labelledby="q-title" data-testid="questionnaire" data-question={question}>
      <div className="row-between">
        <span className="badge badge--primary" data-testid="question-step">{t(followUp ? 'onboarding.stepFollowUp' : 'onboarding.step', { index, total })}</span>
      </div>
      <div>
        <h2 id="q-title">{t(`onboarding.q.${question}.title`)}</h2>
        <p className="muted">{t(`onboarding.q.${question}.help`)}</p>
      </div>
      {choices ? (
        <Form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) answer(choice);
          }}
        >
          <RadioGroup className="choice-grid" value={choice} onChange={setChoice} aria-labelledby="q-title">
            <Label className="visually-hidden">{t(`onboarding.q.${question}.title`)}</Label>
            {choices.map((c) => (
              <Radio key={c} value={c} className="choice">
                {t(`onboarding.q.${question}.options.${c}`)}
              </Radio>
            ))}
          </RadioGroup>
          <div className="row">
            <Button type="submit" isDisabled={!choice}>{t('onboarding.next')}</Button>
          </div>
        </Form>
      ) : (
        <Form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (form.validate()) answer(form.values.value.trim());
          }}
        >
          <TextField
            key={question}
            label={t(`onboarding.q.${question}.label`)}
            field={form.field('value')}
            type={TEXT_INPUT[question] === 'tel' ? 'tel' : 'text'}
            placeholder={question === 'name' ? defaultName : t(`onboarding.q.${question}.placeholder`)}
            autoFocus
          />
          <div className="row">
            <Button type="submit">{t('onboarding.next')}</Button>
          </div>
        </Form>
      )}
    </section>
  );
}
