// Products (SPEC §2 "Products"): the account's offers with search by title, filters by status and
// type, sort by title, price or date and server pages (the one list kit: useListState + DataTable).
// A title opens the card; the row menu edits, archives (or puts back on sale) and deletes, asking first.
import '../../styles/products.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import PackagePlus from 'lucide-react/icons/package-plus';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { PRODUCT_STATUSES, PRODUCT_TYPES, type ProductStatus, type ProductType } from '../../../api/cdp';
import { formatPrice } from '../../../api/format';
import type { Product, ProductSortField } from '../../../api/routes/sales';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { formatDate } from '../../lib/dates';
import { useListState } from '../../lib/useListState';
import { ProductStatusBadge } from './ProductBadges';
import { useProductList } from './data';
import { useProductCommands } from './useProductCommands';
import { FilterSelect } from '../../components/FilterSelect';
import { Button } from '../../components/Button';

function RowMenu({ product }: { product: Product }) {
  const { t } = useTranslation('salesOrders');
  const navigate = useNavigate();
  const commands = useProductCommands();
  const act = (key: string) => {
    if (key === 'edit') navigate(`/products/${product.id}/edit`);
    else if (key === 'archive') void commands.archive(product);
    else if (key === 'restore') commands.restore(product);
    else if (key === 'delete') void commands.remove(product);
  };
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" icon aria-label={t('products.actions', { title: product.title })} data-testid="product-menu">
        <MoreHorizontal size={16} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" onAction={(key) => act(String(key))}>
          <MenuItem id="edit" className="menu__item">{t('products.edit')}</MenuItem>
          {product.status === 'archived'
            ? <MenuItem id="restore" className="menu__item">{t('products.restore')}</MenuItem>
            : <MenuItem id="archive" className="menu__item">{t('products.archive')}</MenuItem>}
          <Separator className="menu__separator" />
          <MenuItem id="delete" className="menu__item" textValue={t('products.delete')}><span style={{ color: 'var(--color-danger)' }}>{t('products.delete')}</span></MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export default function Products() {
  const { t } = useTranslation('salesOrders');
  const list = useListState<ProductSortField>('products', { sort: { by: 'created', dir: 'desc' } });
  const [status, setStatusState] = useState<ProductStatus | null>(null);
  const [type, setTypeState] = useState<ProductType | null>(null);
  const products = useProductList(list.query, { status, type });
  const setStatus = (value: string) => { setStatusState(value === '' ? null : (value as ProductStatus)); list.setPage(1); };
  const setType = (value: string) => { setTypeState(value === '' ? null : (value as ProductType)); list.setPage(1); };

  const columns: DataColumn<Product, ProductSortField>[] = [
    {
      id: 'title', header: t('products.columns.title'), sortBy: 'title',
      cell: (p) => <Link to={`/products/${p.id}`} className="product-link" aria-label={t('products.open', { title: p.title })} data-testid="product-open">{p.title}</Link>,
    },
    { id: 'type', header: t('products.columns.type'), className: 'muted', cell: (p) => t(`type.${p.type}`) },
    { id: 'status', header: t('products.columns.status'), cell: (p) => <ProductStatusBadge status={p.status} /> },
    { id: 'price', header: t('products.columns.price'), sortBy: 'price', className: 'num', cell: (p) => formatPrice(p.price) },
    { id: 'orders', header: t('products.columns.orders'), className: 'muted num', cell: (p) => p.orders_count },
    { id: 'created', header: t('products.columns.created'), sortBy: 'created', className: 'muted', cell: (p) => formatDate(p.created) },
    { id: 'actions', header: t('products.columns.title'), hiddenHeader: true, className: 'table__actions', cell: (p) => <RowMenu product={p} /> },
  ];
  const add = <Link to="/products/create" className="btn btn--primary" data-testid="product-add"><PackagePlus size={16} aria-hidden="true" />{t('products.add')}</Link>;

  return (
    <div className="page products-page">
      <PageHeader title={t('products.title')} text={t('products.lead')} action={add} />
      <DataTable
        label={t('products.title')}
        list={list}
        query={products}
        columns={columns}
        rowId={(p) => p.id}
        search={{ label: t('products.search') }}
        filters={(
          <>
            <FilterSelect
              className="list-filter" label={t('products.status')} anyLabel={t('products.anyStatus')} value={status}
              options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))}
              onChange={(v) => setStatus(v ?? '')} testId="product-status-filter"
            />
            <FilterSelect
              className="list-filter" label={t('products.type')} anyLabel={t('products.anyType')} value={type}
              options={PRODUCT_TYPES.map((s) => ({ value: s, label: t(`type.${s}`) }))}
              onChange={(v) => setType(v ?? '')} testId="product-type-filter"
            />
          </>
        )}
        filtered={status !== null || type !== null}
        onClearFilters={() => { setStatus(''); setType(''); }}
        empty={<EmptyState icon={ShoppingBag} title={t('products.empty.title')} text={t('products.empty.text')} action={add} />}
        testId="products-table"
        rowTestId="product-row"
      />
    </div>
  );
}
