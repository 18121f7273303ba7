// Sign-up and login calls, generated from the OpenAPI document.
export { useLoginUserMutation, useRegisterUserMutation } from './authApi.generated';
