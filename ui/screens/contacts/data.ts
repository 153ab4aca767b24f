// Query keys of the contacts screens.
export const contactsKey = ['contacts'] as const;
