// A product's form (SPEC §2 products/create and products/{id}/edit): title, description, price in
// whole rubles (SPEC §9), type and status (SPEC §3). Checked as typed; the server's answer to a
// field comes back under it; a saved product opens its card.
import '../../styles/products.css';
import { useEffect, useRef } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { MAX_PRICE, PRODUCT_STATUSES, PRODUCT_TYPES, type ProductStatus, type ProductType } from '../../../api/cdp';
import { ApiError } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import { ErrorState } from '../../components/States';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useForm } from '../../lib/useForm';
import { useProduct, useProductActions, type ProductInput } from './data';
import { NativeSelect } from '../../components/FilterSelect';

type Values = { title: string; description: string; price: string; type: string; status: string };
const EMPTY: Values = { title: '', description: '', price: '', type: 'other', status: 'active' };

const validators = {
  title: (v: string) => (v.trim() ? null : 'salesOrders:productForm.required'),
  price: (v: string) => (/^\d{1,13}$/.test(v.trim()) && Number(v) <= MAX_PRICE ? null : 'salesOrders:productForm.priceInvalid'),
};

export default function ProductForm() {
  const { t } = useTranslation('salesOrders');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  const editing = id > 0;
  const product = useProduct(id);
  const { create, update } = useProductActions();
  const form = useForm<Values>(EMPTY, validators);
  const loaded = useRef(false);

  useEffect(() => {
    if (!editing || loaded.current || !product.data) return;
    loaded.current = true;
    const p = product.data;
    form.reset({ title: p.title, description: p.description, price: String(p.price), type: p.type, status: p.status });
  }, [editing, product.data, form]);

  const back = editing ? `/products/${id}` : '/products';
  const backLink = <p><Link to={back} className="row"><ArrowLeft size={16} aria-hidden="true" />{editing ? product.data?.title ?? t('products.back') : t('products.back')}</Link></p>;
  if (editing && product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 422);
    return <div className="page">{backLink}{missing ? <p role="alert">{t('products.notFound')}</p> : <ErrorState onRetry={() => void product.refetch()} />}</div>;
  }
  if (editing && !product.data) return <div className="page" aria-busy="true">{backLink}<ListSkeleton rows={4} height={56} /></div>;

  const pending = create.isPending || update.isPending;
  const submit = () => {
    if (!form.validate()) return;
    const body: ProductInput = {
      title: form.values.title.trim(), description: form.values.description.trim(), price: Number(form.values.price.trim()),
      type: form.values.type as ProductType, status: form.values.status as ProductStatus,
    };
    const onError = (err: unknown) => {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
      else toasts.show('danger', errorText(err instanceof ApiError ? err.code : null) ?? errorText('generic') ?? '');
    };
    if (editing) {
      update.mutate({ id, body }, { onSuccess: () => { toasts.show('success', t('productForm.saved')); navigate(`/products/${id}`); }, onError });
    } else {
      create.mutate(body, { onSuccess: (p) => { toasts.show('success', t('productForm.created')); navigate(`/products/${p.id}`); }, onError });
    }
  };

  return (
    <div className="page">
      {backLink}
      <h1>{editing ? t('productForm.editTitle') : t('productForm.createTitle')}</h1>
      <section className="card form-card">
        <Form className="stack" onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="product-form">
          <TextField label={t('productForm.name')} field={form.field('title')} autoFocus={!editing} maxLength={200} />
          <TextArea label={t('productForm.description')} field={form.field('description')} />
          <div className="form-grid-2">
            <TextField label={t('productForm.price')} field={form.field('price')} inputMode="numeric" helper={t('productForm.priceHelp')} maxLength={13} />
            <NativeSelect label={t('productForm.type')} value={form.values.type} onChange={(v) => form.set('type', v)} testId="product-type"
              options={PRODUCT_TYPES.map((s) => ({ value: s, label: t(`type.${s}`) }))} />
          </div>
          <NativeSelect label={t('productForm.status')} value={form.values.status} onChange={(v) => form.set('status', v)} testId="product-status"
            options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))} />
          <p className="field__help">{t('productForm.statusHelp')}</p>
          <div className="form-actions">
            <Link to={back} className="btn btn--secondary">{common('common.cancel')}</Link>
            <Button type="submit" pending={pending} data-testid="product-save">{editing ? t('productForm.save') : t('productForm.create')}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
