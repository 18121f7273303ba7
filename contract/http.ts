// How the API's answers carry what the storefront reads besides their bodies.

/**
 * A shop running with FAILURE_STATUS=200 (for a client that reads only bodies) answers failures 200 and names the
 * status they stand for in this header.
 */
export const FAILURE_STATUS_HEADER = 'shop-failure-status';
