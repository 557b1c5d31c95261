/** The product's name as the console shows it (header, sign-in card, document title). */
export const PRODUCT_NAME = 'Signage Console';
