// The products screens' server state (TanStack Query over adapters/): the list, one product, and
// the calls that change them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQueryInput } from '../../../api/list';
import type { ProductStatus, ProductType } from '../../../api/cdp';
import type { BodyInputOf } from '../../../api/define';
import type { productsCreate, ProductSortField } from '../../../api/routes/sales';
import { endpoints } from '../../../adapters/index';

export const productsKey = ['products'] as const;

export interface ProductFilters { status: ProductStatus | null; type: ProductType | null }

export function useProductList(list: ListQueryInput<ProductSortField>, f: ProductFilters) {
  return useQuery({
    queryKey: [...productsKey, 'list', list, f],
    queryFn: () => endpoints.sales.productsList({ query: { ...list, ...(f.status ? { status: f.status } : {}), ...(f.type ? { type: f.type } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    // The card shows a missing product or a failure itself.
    queryFn: () => endpoints.sales.productsGet({ params: { id }, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** What POST /cdp/products takes (api/routes/sales.ts). */
export type ProductInput = BodyInputOf<typeof productsCreate>;

export function useProductActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: productsKey });
  return {
    // The form shows the field errors itself.
    create: useMutation({ mutationFn: (body: ProductInput) => endpoints.sales.productsCreate({ body, suppressErrors: true }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: Partial<ProductInput> }) => endpoints.sales.productsUpdate({ params: { id }, body, suppressErrors: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => endpoints.sales.productsRemove({ params: { id } }), onSuccess: refresh }),
  };
}
