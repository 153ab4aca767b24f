// A/B testing (SPEC §2 left bar; campaigns per page, SPEC §7 /pages/{pageId}/campaign): what it is
// and where it is run. Variants and their statistics live on the page's campaign screen.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { useEditorServices } from '../state/EditorContext';

export function AbTestingFlyout() {
  const { t } = useTranslation('editor');
  const { pageId } = useEditorServices();
  return (
    <div className="ed-fly__scroll ed-fly__pad" data-testid="ab-testing">
      <FlaskConical size={28} className="ed-fly__art" aria-hidden="true" />
      <p>{t('abTesting.what')}</p>
      <ol className="ed-steps">
        <li>{t('abTesting.step1')}</li>
        <li>{t('abTesting.step2')}</li>
        <li>{t('abTesting.step3')}</li>
      </ol>
      <Link className="btn btn--block" to={`/pages/${pageId}/campaign`}>{t('abTesting.open')} <ArrowRight size={16} /></Link>
      <p className="ed-muted">{t('abTesting.saved')}</p>
    </div>
  );
}
