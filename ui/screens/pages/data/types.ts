// View models of the pages area. Data hooks map api/ answers into these, so a contract detail
// changes one mapper, not every screen.
import type { PageStatus } from '../../../components/PageStatusBadge';

export interface PageItem {
  id: number;
  /** Internal name (visible only to the account). */
  name: string;
  title: string;
  status: PageStatus;
  /** Test subdomain code. */
  code: string;
  uri: string;
  domainId: number | null;
  projectId: number;
  folderId: number | null;
  updated: string;
  /** Where the page answers (its domain, else the test subdomain), published or not. */
  address: string;
  /** The address while the page is published; null otherwise. */
  url: string | null;
  /** The test subdomain address (always answers once published). */
  testUrl: string;
  /** The address on its pinned domain; null without one. */
  domainUrl: string | null;
  /** Visitors and leads of the last 7 days (from the server's list); null without the statistics right. */
  week: { visitors: number; leads: number } | null;
  /** The language the page is published in (its preview is drawn in it); Russian when absent. */
  lang?: 'ru' | 'en';
}

export interface FolderItem {
  id: number;
  title: string;
  color: string;
  sort: number;
  pagesTotal: number;
}

export interface DomainItem {
  id: number;
  name: string;
  projectId: number;
  parentId: number | null;
}
