// Public surface of machines/. Each machine file exports its machine, event types and helpers.
export * from './shared/storage';
export * from './shared/errors';
export * from './shared/messages';
export * from './confirmDialog/confirmDialogMachine';
export * from './delayedLoading/delayedLoadingMachine';
export * from './unsupportedDevice/unsupportedDeviceMachine';
export * from './onboarding/questions';
export * from './onboarding/onboardingMachine';
export * from './session/types';
export * from './session/tokens';
export * from './session/sessionMachine';
export * from './autosave/autosaveMachine';
export * from './publishDialog/address';
export * from './publishDialog/publishDialogMachine';
export * from './mediaManager/mediaManagerMachine';
export * from './editorSession/editorSessionMachine';
