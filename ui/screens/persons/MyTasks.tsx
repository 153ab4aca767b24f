// The caller's own tasks (persons/tasks; the reminder mail of a task without a person links here).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { PageHeader } from '../../components/States';
import { TaskList } from './TaskList';
import '../../styles/persons.css';

export default function MyTasks() {
  const { t } = useTranslation('cdp');
  return (
    <div className="page">
      <p><Link to="/persons" className="row"><ArrowLeft size={16} aria-hidden="true" />{t('card.back')}</Link></p>
      <PageHeader title={t('tasks.myTitle')} text={t('tasks.myLead')} />
      <section className="card detail__section"><TaskList scope={{ assignee: 'me' }} /></section>
    </div>
  );
}
