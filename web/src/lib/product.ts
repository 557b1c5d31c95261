// The name is shared with the api, whose mails name the product too.
export { PRODUCT_NAME } from '@signage/domain/constants';
