// Archive, put back on sale and delete a product, each asked first (the list's row menu and the card share them).
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/routes/sales';
import { confirm } from '../../app/services';
import { toasts } from '../../lib/toasts';
import { useProductActions } from './data';

export function useProductCommands() {
  const { t } = useTranslation('salesOrders');
  const { update, remove } = useProductActions();
  return {
    async archive(p: Product) {
      if (!(await confirm({ title: t('products.archiveConfirm', { title: p.title }), message: t('products.archiveText'), confirmLabel: t('products.archive') }))) return;
      update.mutate({ id: p.id, body: { status: 'archived' } }, { onSuccess: () => toasts.show('success', t('products.archived')) });
    },
    restore(p: Product) {
      update.mutate({ id: p.id, body: { status: 'active' } }, { onSuccess: () => toasts.show('success', t('products.restored')) });
    },
    async remove(p: Product, after?: () => void) {
      if (!(await confirm({ title: t('products.deleteConfirm', { title: p.title }), message: t('products.deleteText'), variant: 'danger', confirmLabel: t('products.delete') }))) return;
      remove.mutate(p.id, { onSuccess: () => { toasts.show('success', t('products.deleted')); after?.(); } });
    },
  };
}
