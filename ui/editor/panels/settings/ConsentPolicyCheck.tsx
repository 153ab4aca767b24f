// Under the consent box's policy address: the publish dialog's warning for this one address, when
// it is a page of the same site that the site publishes nothing at (with the way to make it).
import { PolicyLinkWarning } from '../../../components/PolicyLinkWarning';
import { sameSitePolicyPath } from '../../engine';
import { useEditorServices } from '../../state/EditorContext';

export function ConsentPolicyCheck({ url }: { url: string }) {
  const { pageId } = useEditorServices();
  const id = Number(pageId);
  // An https policy elsewhere is the owner's to keep; only a same-site path can lead nowhere here.
  const path = sameSitePolicyPath(url);
  if (path === null || !Number.isSafeInteger(id) || id < 1) return null;
  return <PolicyLinkWarning pageId={id} path={path} compact />;
}
