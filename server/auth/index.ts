// The auth area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/auth/ is the area's own.
export { issueCode } from './codes';
export { mergeByKey } from './current-user';
export { devHandlers } from './dev-routes';
export { assertAcceptablePassword } from './password-policy';
export { profileHandlers } from './profile-routes';
export { sessionHandlers } from './routes';
export { createSession, findSession, type ClientInfo } from './sessions';
