// What a route that needs a logged-in caller declares in its schema: the `token` header, the security scheme the
// OpenAPI document names (plugins/openapi.ts).
export const TOKEN_SECURITY = [{ token: [] }];
