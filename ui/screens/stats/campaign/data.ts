// A page's campaign on the server (TanStack Query over adapters/): the open one, the history, the
// variant charts, and the calls that change it. Rules (shares, states, the winner) are the server's.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf } from '../../../../api/define';
import type { update } from '../../../../api/routes/campaigns';
import { endpoints } from '../../../../adapters/index';

export const campaignKey = (pageId: number) => ['campaign', pageId] as const;

export function useCampaign(pageId: number, campaignId?: number) {
  return useQuery({
    queryKey: [...campaignKey(pageId), 'one', campaignId ?? 'open'],
    queryFn: () => endpoints.campaigns.get({ params: { pageId }, query: campaignId ? { campaign_id: campaignId } : {} }),
    refetchInterval: 10_000,
  });
}

export function useCampaigns(pageId: number) {
  return useQuery({ queryKey: [...campaignKey(pageId), 'list'], queryFn: () => endpoints.campaigns.list({ params: { pageId } }) });
}

export function useCampaignCharts(pageId: number, campaignId: number | undefined) {
  return useQuery({
    queryKey: [...campaignKey(pageId), 'charts', campaignId],
    queryFn: () => endpoints.campaigns.charts({ body: { campaign_id: campaignId as number } }),
    enabled: campaignId !== undefined,
  });
}

export function usePage(pageId: number) {
  return useQuery({ queryKey: ['pages', 'one', pageId], queryFn: () => endpoints.pages.get({ params: { pageId } }) });
}

export function useCampaignActions(pageId: number) {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: campaignKey(pageId) });
  const params = { pageId };
  return {
    create: useMutation({ mutationFn: (name: string) => endpoints.campaigns.create({ params, body: { name } }), onSettled: done }),
    update: useMutation({
      mutationFn: (body: BodyInputOf<typeof update>) => endpoints.campaigns.update({ params, body }),
      onSettled: () => { void done(); void qc.invalidateQueries({ queryKey: ['pages'] }); },
    }),
    remove: useMutation({ mutationFn: () => endpoints.campaigns.remove({ params }), onSettled: done }),
    addVariant: useMutation({ mutationFn: () => endpoints.campaigns.addVariant({ params, body: {} }), onSettled: done }),
    removeVariant: useMutation({ mutationFn: (variantId: number) => endpoints.campaigns.removeVariant({ params, query: { variant_id: variantId } }), onSettled: done }),
  };
}
