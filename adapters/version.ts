/** SPEC §1 / §9: the product version, part of the error-reporting release tag. */
export const PRODUCT_VERSION = '1.9.5';
