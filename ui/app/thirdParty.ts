// Third-party adapters, configured from the build environment; without ids they do nothing.
import { createAnalytics, createChat, createErrorReporter, readThirdPartyConfig, storage } from '../../adapters/index';

const config = readThirdPartyConfig();

export const analytics = createAnalytics(config.analyticsCounterId, storage);
export const errorReporter = createErrorReporter(config.errorReportingDsn, config.draftDomain);
export const chat = createChat(config.chatWidgetId);
