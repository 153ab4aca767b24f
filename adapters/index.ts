// Browser-side I/O, the only door from ui/ to the network and to storage.
export * from './activity';
export * from './analytics';
export * from './apiError';
export * from './bus';
export * from './chat';
export * from './classifyApiError';
export * from './client';
export * from './config';
export * from './endpoints';
export * from './errorReporting';
export * from './passwordStrength';
export * from './storage';
export * from './version';
export type { CallInput, CallOutput, CallOptions, UploadProgress } from './http';
