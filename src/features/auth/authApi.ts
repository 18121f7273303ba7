// Sign-up and login calls, generated from the OpenAPI document.
export { authGeneratedApi as authApi, useLoginUserMutation, useRegisterUserMutation } from './authApi.generated';
