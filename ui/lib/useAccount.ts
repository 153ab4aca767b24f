// The account with its limits, usage and billing state (GET /account, owner only). Screens that show
// "3 из 5" and the billing screens share this query; anything that changes what the account uses or
// pays invalidates `accountKey`.
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../adapters/index';
import { useIsOwner } from '../app/useSession';

export const accountKey = ['account'] as const;

export function useAccount(enabled = true) {
  // Usage changes as pages, domains and users are added anywhere: fetched again on every mount.
  return useQuery({ queryKey: accountKey, queryFn: () => endpoints.account.get(), enabled, staleTime: 0 });
}

/** The account for the owner; undefined for members (billing data is the owner's, SPEC §6). */
export function useOwnerAccount() {
  const isOwner = useIsOwner();
  const query = useAccount(isOwner);
  return isOwner ? query.data : undefined;
}
