// Settings sections whose features ship in later releases: an honest panel, no dead buttons.
import { useTranslation } from 'react-i18next';
import { LaterPanel } from '../components/LaterPanel';

export type LaterSection = 'forwarder';

export function Later({ section }: { section: LaterSection }) {
  const { t } = useTranslation('pages');
  return <LaterPanel title={t(`settings.nav.${section}`)} text={t(`later.${section}`)} />;
}

export const Forwarder = () => <Later section="forwarder" />;
