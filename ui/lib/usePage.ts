// One page's server state: the page-settings shell and the pages area's screens read the same entry.
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../adapters/index';
import { pageKey } from './queryKeys';

export function usePage(pageId: number) {
  return useQuery({ queryKey: pageKey(pageId), queryFn: () => endpoints.pages.get({ params: { pageId } }) });
}
