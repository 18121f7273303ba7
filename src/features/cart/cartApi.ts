// The cart's calls, generated from the OpenAPI document.
export { cartGeneratedApi as cartApi } from './cartApi.generated';
