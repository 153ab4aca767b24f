// Query-cache keys that several screen areas share: an area that changes another's data (a domain
// that moves pages, a transfer, the trash, a person put into a pipeline) invalidates that area's
// lists by these keys without importing the area.
export const pagesKey = ['pages'] as const;
export const pageKey = (id: number) => ['page', id] as const;
export const personsKey = ['persons'] as const;
